import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  Auction,
  AuctionIdForm,
  AuctionList,
  AuctionOfItemQuery,
  AuctionOrNull,
  BidList,
  BidPlaced,
  PlaceBidForm,
  StartAuctionForm,
} from '../schemas/auctions';
import { CommonParams } from '../schemas/common';
import { placeBid } from '../services/auctions/bid';
import { cancelAuction } from '../services/auctions/cancel';
import { getAuction, getItemAuction, listAuctions, listBids } from '../services/auctions/list';
import { startAuction } from '../services/auctions/start';

const tags = ['auctions'] as const;

/**
 * English auctions (spec §3 sellType AUCTION): the seller starts one on an item, members bid
 * with holds on their marketplace balance, a job settles each auction at its close into the winner's order.
 */
export const auctionRoutes = new Hono<AppEnv>()
  .get(
    '/auctions',
    operation('listAuctions', AuctionList, {
      tags,
      summary: 'List running auctions',
      description:
        'The running auctions, closing soonest first (spec §2 auction). With a session the caller-relative fields are filled.',
      session: 'optional',
    }),
    input('query', v.object(CommonParams)),
    async (c) => ok(c, { list: await listAuctions(c.var.deps, c.var.member?.id ?? null) }),
  )
  .get(
    '/auctions/detail',
    operation('getAuction', Auction, {
      tags,
      summary: 'Read an auction',
      description:
        'One auction: status, reserve met or not, the leading bid, the smallest next bid, the close and the server clock. Poll it for live updates.',
      codes: ['NOT_FOUND'],
      session: 'optional',
    }),
    input('query', AuctionIdForm),
    async (c) =>
      ok(c, await getAuction(c.var.deps, c.req.valid('query').auctionId, c.var.member?.id ?? null)),
  )
  .get(
    '/auctions/of-item',
    operation('getItemAuction', AuctionOrNull, {
      tags,
      summary: "Read an item's auction",
      description: "The item's latest auction (running or past), null when it never had one (the item page).",
      session: 'optional',
    }),
    input('query', AuctionOfItemQuery),
    async (c) =>
      ok(c, await getItemAuction(c.var.deps, c.req.valid('query').itemId, c.var.member?.id ?? null)),
  )
  .get(
    '/auctions/bids',
    operation('listBids', BidList, {
      tags,
      summary: "List an auction's bids",
      description: 'The bid history, newest first (at most 100), bidders shown by a shortened name.',
      session: 'optional',
    }),
    input('query', AuctionIdForm),
    async (c) =>
      ok(c, await listBids(c.var.deps.db, c.req.valid('query').auctionId, c.var.member?.id ?? null)),
  )
  .post(
    '/auctions/start',
    operation('startAuction', Auction, {
      tags,
      summary: 'Start an auction',
      description:
        "Opens an English auction on the caller's own item on sale whose sellType is AUCTION (an NFT): the reserve is the item's auctionBlPrice; a bid within `extendSeconds` of the close moves the close (anti-sniping).",
      codes: ['NOT_FOUND', 'FORBIDDEN', 'ITEM_NOT_FOR_SALE', 'CONFLICT'],
      who: "The item's owner.",
    }),
    requireMember,
    input('form', StartAuctionForm),
    async (c) => ok(c, await startAuction(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/auctions/bid',
    operation('placeBid', BidPlaced, {
      tags,
      summary: 'Place a bid',
      description:
        "Bids `amount` (the auction's coin): at least the smallest next bid; the amount is held from the bidder's marketplace balance on the auction's chain until outbid (then released, with an outbid mail) or the close (then it pays the winner's order). Two bids at the same moment: one leads, the other is refused with BID_OUTPACED and holds nothing.",
      codes: [
        'NOT_FOUND',
        'AUCTION_NOT_STARTED',
        'AUCTION_CLOSED',
        'CANNOT_BUY_OWN',
        'BID_TOO_LOW',
        'BALANCE_TOO_LOW',
        'BID_OUTPACED',
      ],
    }),
    requireMember,
    input('form', PlaceBidForm),
    async (c) => ok(c, await placeBid(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/auctions/cancel',
    operation('cancelAuction', Auction, {
      tags,
      summary: 'Cancel an auction',
      description:
        'The seller cancels a running auction while no bid meets the reserve; every hold is released at once.',
      codes: ['NOT_FOUND', 'FORBIDDEN', 'AUCTION_CLOSED', 'AUCTION_RESERVE_MET'],
      who: 'The seller of the auction.',
    }),
    requireMember,
    input('form', AuctionIdForm),
    async (c) => ok(c, await cancelAuction(c.var.deps, c.var.member!.id, c.req.valid('form').auctionId)),
  );
