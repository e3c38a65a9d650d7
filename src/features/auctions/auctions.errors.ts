import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';

/** Texts for the auction refusals (server/routes/auctions.ts codes); others use the generic map. */
export const auctionErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.BID_TOO_LOW]: msg`Your bid is too low. Bid at least the minimum shown.`,
  [Code.AUCTION_CLOSED]: msg`This auction has ended.`,
  [Code.AUCTION_NOT_STARTED]: msg`This auction has not started yet.`,
  [Code.BID_OUTPACED]: msg`Someone bid at the same moment and leads now. Check the new highest bid and bid again.`,
  [Code.AUCTION_RESERVE_MET]: msg`A bid has met the reserve price, so the auction can no longer be cancelled.`,
  [Code.BALANCE_TOO_LOW]: msg`Your marketplace balance is less than this bid.`,
  [Code.CANNOT_BUY_OWN]: msg`You cannot bid on your own auction.`,
  [Code.FORBIDDEN]: msg`Only the seller can cancel this auction.`,
  [Code.NOT_FOUND]: msg`This auction does not exist.`,
};

/** Texts for starting an auction (startAuction's codes). */
export const startErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  ...auctionErrorTexts,
  [Code.FORBIDDEN]: msg`Only the item's owner can start its auction.`,
  [Code.ITEM_NOT_FOR_SALE]: msg`Put the item on sale before you start its auction.`,
  [Code.CONFLICT]: msg`This item's auction is already running.`,
};
