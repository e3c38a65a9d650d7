import { fromPromise } from 'xstate';
import { auctionMachine } from '@machines/auction.machine';
import type { Auction, BidPlaced } from '@schemas/auctions';
import { auctionsApi } from './auctions.api';

/** The auction's effects: placeBid and cancelAuction. */
export const auctionActors = {
  placeBid: fromPromise<BidPlaced, { auctionId: string; amount: string }>(({ input, signal }) =>
    auctionsApi.bid(input.auctionId, input.amount, { signal }),
  ),
  cancel: fromPromise<Auction, { auctionId: string }>(({ input, signal }) =>
    auctionsApi.cancel(input.auctionId, { signal }),
  ),
};

/** The auction lifecycle with its real effects. */
export const auctionFlow = auctionMachine.provide({ actors: auctionActors });
