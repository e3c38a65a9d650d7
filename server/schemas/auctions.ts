import * as v from 'valibot';
import { CommonParams, IntFromString } from './common';
import { CryptoAmount } from './products';

/**
 * English auctions (spec §3 Item sellType AUCTION with its reserve auctionBlPrice). Amounts
 * travel as decimal strings in the chain's coin (18 places); the server keeps wei.
 */
export const AUCTION_STATUSES = ['SCHEDULED', 'OPEN', 'ENDED', 'SETTLED', 'UNSOLD', 'CANCELLED'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

const Uuid = v.pipe(v.string(), v.uuid());
/** Bounds of an auction's length and of its anti-sniping window, in seconds. */
export const AUCTION_SECONDS = { minDuration: 30, maxDuration: 30 * 86_400, maxExtend: 3_600 } as const;

/** startAuction: the seller opens an auction on an own item whose sellType is AUCTION. */
export const StartAuctionForm = v.object({
  ...CommonParams,
  itemId: Uuid,
  /** The smallest step above the leading bid (also the smallest opening bid). */
  minIncrement: CryptoAmount,
  durationSeconds: IntFromString(AUCTION_SECONDS.minDuration, AUCTION_SECONDS.maxDuration),
  /** A bid this close to the end moves the end to that far after the bid (anti-sniping); 0 turns it off. */
  extendSeconds: v.optional(IntFromString(0, AUCTION_SECONDS.maxExtend), 300),
});
export type StartAuctionForm = v.InferOutput<typeof StartAuctionForm>;

/** placeBid: `amount` must reach the opening bid or the leading bid plus the increment. */
export const PlaceBidForm = v.object({ ...CommonParams, auctionId: Uuid, amount: CryptoAmount });
export type PlaceBidForm = v.InferOutput<typeof PlaceBidForm>;

export const AuctionIdForm = v.object({ ...CommonParams, auctionId: Uuid });
export type AuctionIdForm = v.InferOutput<typeof AuctionIdForm>;

export const AuctionOfItemQuery = v.object({ ...CommonParams, itemId: Uuid });

/** An auction as a bidder sees it; `mine*` fields are relative to the caller's session. */
export const Auction = v.object({
  id: v.string(),
  itemId: v.string(),
  itemName: v.string(),
  image: v.string(),
  blockchain: v.string(),
  currency: v.string(),
  status: v.picklist(AUCTION_STATUSES),
  reserve: v.string(),
  reserveMet: v.boolean(),
  minIncrement: v.string(),
  /** The smallest bid the server accepts now. */
  minNextBid: v.string(),
  leadingAmount: v.nullable(v.string()),
  bidCount: v.number(),
  extensions: v.number(),
  startsAt: v.string(),
  endsAt: v.string(),
  /** The server's clock when answering, for the time-left display. */
  serverTime: v.string(),
  isSeller: v.boolean(),
  isLeading: v.boolean(),
  /** The winner's order once settled (to the winner and the seller only). */
  orderId: v.nullable(v.string()),
});
export type Auction = v.InferOutput<typeof Auction>;

export const AuctionList = v.object({ list: v.array(Auction) });
export type AuctionList = v.InferOutput<typeof AuctionList>;
export const AuctionOrNull = v.nullable(Auction);

export const BID_STATES = ['HELD', 'RELEASED', 'WON'] as const;
export const Bid = v.object({
  id: v.string(),
  amount: v.string(),
  /** The bidder's display name, shortened so a stranger cannot be found by it. */
  bidder: v.string(),
  mine: v.boolean(),
  state: v.picklist(BID_STATES),
  createdAt: v.string(),
});
export type Bid = v.InferOutput<typeof Bid>;
export const BidList = v.object({ list: v.array(Bid) });
export type BidList = v.InferOutput<typeof BidList>;

export const BidPlaced = v.object({ bid: Bid, auction: Auction });
export type BidPlaced = v.InferOutput<typeof BidPlaced>;
