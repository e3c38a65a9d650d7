import { and, assign, setup, type ActorRefFrom } from 'xstate';
import type { Auction, BidPlaced } from '@schemas/auctions';
import { errorCodeOf, fieldIssuesOf, type FieldIssue } from './error-code';
import { notProvided } from './not-provided';

export type AuctionContext = {
  /** The server's view of the auction, as last polled or answered. */
  auction: Auction | null;
  /** The last refusal of a bid or a cancel (a meta.code), cleared by the next attempt. */
  errorCode: number | null;
  /** The fields a 4200 refused (the bid's `amount`), for the form to mark; cleared with the code. */
  issues: FieldIssue[];
  /** The bid the member is asked to confirm, then places (it holds that much of their balance). */
  bidAmount: string | null;
};
export type AuctionEvent =
  | { type: 'auction.sync'; auction: Auction }
  | { type: 'auction.bid'; amount: string }
  | { type: 'auction.cancel' }
  /** The member confirms or dismisses the question in front of them (place this bid, cancel the auction). */
  | { type: 'auction.confirm' }
  | { type: 'auction.dismiss' };

const is =
  (status: Auction['status']) =>
  ({ context }: { context: AuctionContext }) =>
    context.auction?.status === status;

/**
 * An auction's lifecycle as the item page shows it: scheduled → open → extended (a late bid
 * moved the close) → closed → settled / unsold, or cancelled by the seller while no bid meets the reserve. The
 * server decides (a job settles at the close); every poll sends `auction.sync` and the machine routes to the
 * state that view means, so the page asks `can('auction.bid')` / `can('auction.cancel')` instead of reading
 * statuses. A bid is asked first (confirmingBid: it holds the amount from the member's balance until they are
 * outbid), and so is a cancel (confirmingCancel: it releases every hold and cannot be undone). Placing a
 * bid and cancelling are its effects (placeBid, cancelAuction), injected from
 * src/features/auctions/auctions.actors.ts; a refusal keeps its code.
 */
export const auctionMachine = setup({
  types: { context: {} as AuctionContext, events: {} as AuctionEvent },
  actors: {
    placeBid: notProvided<BidPlaced, { auctionId: string; amount: string }>('placeBid'),
    cancel: notProvided<Auction, { auctionId: string }>('cancel'),
  },
  guards: {
    isScheduled: is('SCHEDULED'),
    isOpen: is('OPEN'),
    isEnded: is('ENDED'),
    isSettled: is('SETTLED'),
    isUnsold: is('UNSOLD'),
    isCancelled: is('CANCELLED'),
    wasExtended: ({ context }) => (context.auction?.extensions ?? 0) > 0,
    canBid: ({ context, event }) =>
      event.type === 'auction.bid' && event.amount.trim() !== '' && context.auction?.isSeller === false,
    canCancel: ({ context }) => context.auction?.isSeller === true && !context.auction.reserveMet,
  },
  actions: {
    keep: assign({
      auction: ({ event, context }) => (event.type === 'auction.sync' ? event.auction : context.auction),
    }),
    refuse: assign({
      errorCode: ({ event }) => errorCodeOf((event as { error?: unknown }).error),
      issues: ({ event }) => fieldIssuesOf((event as { error?: unknown }).error),
    }),
    askBid: assign({
      bidAmount: ({ event }) => (event.type === 'auction.bid' ? event.amount.trim() : null),
    }),
  },
}).createMachine({
  id: 'auction',
  context: { auction: null, errorCode: null, issues: [], bidAmount: null },
  initial: 'loading',
  on: { 'auction.sync': { target: '.routing', actions: 'keep' } },
  states: {
    loading: {},
    /** Picks the state the server's view means. */
    routing: {
      always: [
        { guard: 'isScheduled', target: 'scheduled' },
        { guard: and(['isOpen', 'wasExtended']), target: 'extended' },
        { guard: 'isOpen', target: 'open' },
        { guard: 'isEnded', target: 'closed' },
        { guard: 'isSettled', target: 'settled' },
        { guard: 'isUnsold', target: 'unsold' },
        { guard: 'isCancelled', target: 'cancelled' },
        { target: 'loading' },
      ],
    },
    scheduled: { on: { 'auction.cancel': { guard: 'canCancel', target: 'confirmingCancel' } } },
    open: {
      tags: ['live'],
      on: {
        'auction.bid': { guard: 'canBid', target: 'confirmingBid', actions: 'askBid' },
        'auction.cancel': { guard: 'canCancel', target: 'confirmingCancel' },
      },
    },
    /** Open, its close moved by a late bid (anti-sniping). */
    extended: {
      tags: ['live'],
      on: {
        'auction.bid': { guard: 'canBid', target: 'confirmingBid', actions: 'askBid' },
        'auction.cancel': { guard: 'canCancel', target: 'confirmingCancel' },
      },
    },
    /** The bidder is asked to confirm the amount it holds; a poll meanwhile only updates the view. */
    confirmingBid: {
      tags: ['confirming', 'live'],
      on: {
        'auction.sync': { actions: 'keep' },
        'auction.confirm': { target: 'bidding' },
        'auction.dismiss': { target: 'routing', actions: assign({ bidAmount: null }) },
      },
    },
    bidding: {
      tags: ['busy', 'live'],
      entry: assign({ errorCode: null, issues: [] }),
      // A poll answering meanwhile updates the view without dropping the bid in flight.
      on: { 'auction.sync': { actions: 'keep' } },
      invoke: {
        id: 'placeBid',
        src: 'placeBid',
        input: ({ context }) => ({ auctionId: context.auction!.id, amount: context.bidAmount ?? '' }),
        onDone: {
          target: 'routing',
          actions: assign({ auction: ({ event }) => event.output.auction, bidAmount: null }),
        },
        onError: { target: 'routing', actions: ['refuse', assign({ bidAmount: null })] },
      },
    },
    /** The seller is asked to confirm the cancel; a poll meanwhile only updates the view. */
    confirmingCancel: {
      tags: ['confirming'],
      on: {
        'auction.sync': { actions: 'keep' },
        'auction.confirm': { target: 'cancelling' },
        'auction.dismiss': { target: 'routing' },
      },
    },
    cancelling: {
      tags: ['busy'],
      entry: assign({ errorCode: null, issues: [] }),
      on: { 'auction.sync': { actions: 'keep' } },
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ auctionId: context.auction!.id }),
        onDone: { target: 'routing', actions: assign({ auction: ({ event }) => event.output }) },
        onError: { target: 'routing', actions: 'refuse' },
      },
    },
    /** Past its close, waiting for the settlement job. */
    closed: {},
    settled: {},
    unsold: {},
    cancelled: {},
  },
});
export type AuctionActor = ActorRefFrom<typeof auctionMachine>;
