import * as v from 'valibot';
import { LocalTextInput, LocalTextOut } from './campaigns';
import { CommonParams, IntFromString, pageOf } from './common';
import { bracketedForm } from './form';
import { MinorAmount, ORDER_CURRENCIES } from './orders';
import { blank, Flag, Instant } from './promotions';

/**
 * Ticketed events (spec §1 Enterprise "tickets"): a merchant's event with texts in the interface
 * languages, a venue and a schedule, sold in tiers (price in minor units, capacity, sale window, a per-member
 * limit, a transfer policy). Each ticket carries an Ed25519 signature of the event's key and a per-ticket
 * TOTP seed; neither the private key nor a seed ever leaves the server in these answers.
 */

/** DRAFT: only its merchant sees it; PUBLISHED: anyone does, and its tiers sell within their windows. */
export const TICKETED_EVENT_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type TicketedEventStatus = (typeof TICKETED_EVENT_STATUSES)[number];
export const TICKET_STATUSES = ['VALID', 'REVOKED', 'REFUNDED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** A ticket's token: waiting for its mint, minted (held by the chain holder), burnt (refunded/revoked), failed. */
export const TICKET_CHAIN_STATES = ['PENDING', 'MINTED', 'BURNT', 'FAILED'] as const;
export type TicketChainState = (typeof TICKET_CHAIN_STATES)[number];
/** A ticket transfer's move on chain: waiting, mined, or reverted. */
export const TICKET_TRANSFER_CHAIN_STATES = ['PENDING', 'SENT', 'FAILED'] as const;
/** A synced scan's outcome: the one admission, a later duplicate (CONFLICT), or refused with a reason. */
export const CHECKIN_RESULTS = ['ADMITTED', 'CONFLICT', 'REFUSED'] as const;
export type CheckinResult = (typeof CHECKIN_RESULTS)[number];
/** Where a tier's sale stands at a moment. */
export const SALE_STATES = ['NOT_STARTED', 'ON_SALE', 'SOLD_OUT', 'ENDED'] as const;
export type SaleState = (typeof SALE_STATES)[number];

export const TICKET_TIERS_MAX = 20;
export const TICKET_CAPACITY_MAX = 1_000_000;
export const TICKET_PER_MEMBER_MAX = 100;

const Uuid = v.pipe(v.string(), v.uuid());
const OptionalId = v.optional(v.union([v.literal(''), Uuid]), '');

/** One tier as the merchant saves it; `id` names an existing tier of the event, none adds one. */
export const TicketTierInput = v.pipe(
  v.object({
    id: OptionalId,
    name: LocalTextInput(80),
    currency: v.optional(v.picklist(ORDER_CURRENCIES), 'HKD'),
    /** Minor units per ticket (HK cents, wei): digits only, so never negative nor fractional; 0 is free. */
    price: v.pipe(v.string(), v.trim(), MinorAmount),
    capacity: IntFromString(1, TICKET_CAPACITY_MAX),
    saleStartsAt: Instant,
    saleEndsAt: Instant,
    perMemberLimit: v.optional(IntFromString(1, TICKET_PER_MEMBER_MAX), 10),
    transferAllowed: Flag('false'),
    /** The most a resale may ask, minor units; blank: no cap. */
    transferPriceCap: v.optional(v.pipe(v.string(), v.trim(), blank, v.optional(MinorAmount))),
    transferFeeBp: v.optional(IntFromString(0, 10_000), 0),
  }),
  v.check((t) => t.saleStartsAt < t.saleEndsAt, 'sale_ends_before_start'),
);
export type TicketTierInput = v.InferOutput<typeof TicketTierInput>;

/** saveTicketedEvent: a new event (no id) or the caller's merchant's event changed, with all its tiers. */
export const SaveTicketedEventForm = v.pipe(
  v.object({
    ...CommonParams,
    id: OptionalId,
    title: LocalTextInput(120),
    description: v.optional(
      v.object({
        en_US: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000)), ''),
        zh_TW: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000)), ''),
        zh_CN: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000)), ''),
        en_JP: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000)), ''),
        en_KR: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000)), ''),
      }),
      {},
    ),
    venue: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(200)),
    startsAt: Instant,
    endsAt: Instant,
    artwork: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
    status: v.optional(v.picklist(TICKETED_EVENT_STATUSES), 'DRAFT'),
    tiers: v.pipe(
      v.array(TicketTierInput),
      v.minLength(1, 'tiers_required'),
      v.maxLength(TICKET_TIERS_MAX, 'tiers_max'),
    ),
  }),
  v.check((f) => f.startsAt < f.endsAt, 'ends_before_start'),
  // Tickets cannot go on sale after the doors closed.
  v.check((f) => f.tiers.every((t) => t.saleEndsAt <= f.endsAt), 'sale_ends_after_event'),
  v.check(
    (f) => new Set(f.tiers.flatMap((t) => (t.id ? [t.id] : []))).size === f.tiers.filter((t) => t.id).length,
    'tier_repeated',
  ),
);
export type SaveTicketedEventForm = v.InferOutput<typeof SaveTicketedEventForm>;
/** As it arrives: `title[en_US]`, `tiers[0][price]`… as bracketed fields. */
export const SaveTicketedEventBody = bracketedForm(SaveTicketedEventForm);

export const TicketTier = v.object({
  id: v.string(),
  position: v.number(),
  name: LocalTextOut,
  currency: v.picklist(ORDER_CURRENCIES),
  /** Minor units as a string. */
  price: v.string(),
  capacity: v.number(),
  remaining: v.number(),
  saleStartsAt: v.string(),
  saleEndsAt: v.string(),
  saleState: v.picklist(SALE_STATES),
  perMemberLimit: v.number(),
  transfer: v.object({
    allowed: v.boolean(),
    priceCap: v.nullable(v.string()),
    feeBp: v.number(),
  }),
});
export type TicketTier = v.InferOutput<typeof TicketTier>;

/** An event as anyone sees it (its merchant also sees its drafts); `publicKey` verifies tickets offline. */
export const TicketedEvent = v.object({
  id: v.string(),
  mcId: v.string(),
  merchantName: v.string(),
  title: LocalTextOut,
  description: LocalTextOut,
  venue: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  artwork: v.string(),
  status: v.picklist(TICKETED_EVENT_STATUSES),
  publicKey: v.string(),
  tiers: v.array(TicketTier),
});
export type TicketedEvent = v.InferOutput<typeof TicketedEvent>;
export const TicketedEventPage = pageOf(TicketedEvent);
export type TicketedEventPage = v.InferOutput<typeof TicketedEventPage>;

export const GetTicketedEventQuery = v.object({ ...CommonParams, id: Uuid });
/**
 * listTicketedEvents: published events not yet ended, soonest first; `merchant` (an mcId) narrows them to one
 * merchant's (its page's upcoming activities); `mine=true` the caller's merchant's, drafts too.
 */
export const ListTicketedEventsQuery = v.object({
  ...CommonParams,
  mine: v.optional(v.picklist(['true', 'false']), 'false'),
  merchant: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 50), 20),
});
export type ListTicketedEventsQuery = v.InferOutput<typeof ListTicketedEventsQuery>;

/** A ticket as its holder lists it: never its seed (the code comes from getTicketCode). */
export const MyTicket = v.object({
  id: v.string(),
  status: v.picklist(TICKET_STATUSES),
  secretVersion: v.number(),
  entriesAllowed: v.number(),
  issuedAt: v.string(),
  orderId: v.nullable(v.string()),
  event: v.object({
    id: v.string(),
    mcId: v.string(),
    merchantName: v.string(),
    title: LocalTextOut,
    venue: v.string(),
    startsAt: v.string(),
    endsAt: v.string(),
    artwork: v.string(),
  }),
  tier: v.object({ id: v.string(), name: LocalTextOut }),
  /**
   * Where the ticket's token is: PENDING until the ticket job mints it (or moves it to this holder after a
   * transfer), MINTED in the holder's platform wallet, BURNT after a refund or revocation, FAILED if reverted.
   */
  chainState: v.picklist(TICKET_CHAIN_STATES),
  /** The ticket's token once minted (the platform's Ticket contract, ERC-721), else null. */
  token: v.nullable(v.object({ chain: v.string(), contractAddress: v.string(), tokenId: v.string() })),
});
export type MyTicket = v.InferOutput<typeof MyTicket>;
export const MyTicketPage = pageOf(MyTicket);
export type MyTicketPage = v.InferOutput<typeof MyTicketPage>;

export const ListMyTicketsQuery = v.object({
  ...CommonParams,
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 50), 20),
});
export type ListMyTicketsQuery = v.InferOutput<typeof ListMyTicketsQuery>;

/**
 * buyTickets: `quantity` tickets of a tier as an order (one line of kind TICKET) paid like any order on the
 * payment page. `requestKey` is the client's key for this submit: a retry answers the same order.
 */
export const BuyTicketsForm = v.object({
  ...CommonParams,
  tierId: Uuid,
  quantity: v.optional(IntFromString(1, TICKET_PER_MEMBER_MAX), 1),
  requestKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_key_format'))),
  /** '1' checks out the cart's TICKET line of this tier: the line leaves the cart in the order's transaction. */
  fromCart: v.optional(v.picklist(['0', '1', 'true', 'false']), '0'),
});
export type BuyTicketsForm = v.InferOutput<typeof BuyTicketsForm>;
