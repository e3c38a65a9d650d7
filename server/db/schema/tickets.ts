import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalText } from '../../schemas/campaigns';
import { ORDER_CURRENCIES } from '../../schemas/orders';
import {
  CHECKIN_RESULTS,
  TICKET_CHAIN_STATES,
  TICKET_STATUSES,
  TICKET_TRANSFER_CHAIN_STATES,
  TICKETED_EVENT_STATUSES,
} from '../../schemas/tickets';
import { CHAINS } from './catalog';
import { members } from './members';
import { at, minor, orderLines, orders } from './orders';
import { createdNow, memberRef, merchantRef, rowId, timestamps } from './columns';

/**
 * Ticketed events (spec §1 Enterprise "tickets"): an event, its tiers, the tickets sold and every
 * check-in at the door. Capacity is one conditional UPDATE of the tier's `sold` (never above `capacity`) and a
 * member's count one conditional upsert (never above the tier's per-member limit), so it holds across several
 * API processes (DESIGN §5). Secrets (the event's Ed25519 private key, each ticket's TOTP seed) are sealed
 * with AES-256-GCM under the custody key held outside the database, as custodial wallets' keys are.
 */
export const ticketedEvents = pgTable(
  'ticketed_events',
  {
    id: rowId(),
    merchantId: merchantRef(),
    title: jsonb().$type<LocalText>().notNull(),
    description: jsonb().$type<LocalText>().notNull(),
    venue: text().notNull(),
    startsAt: at().notNull(),
    endsAt: at().notNull(),
    artwork: text().notNull().default(''),
    status: text({ enum: TICKETED_EVENT_STATUSES }).notNull().default('DRAFT'),
    /** Ed25519 public key, base64url: door scanners verify ticket signatures offline with it. */
    publicKey: text().notNull(),
    /** The private key, sealed (custody.seal): ciphertext, IV, tag and the sealing key's id. */
    keyCiphertext: text().notNull(),
    keyIv: text().notNull(),
    keyTag: text().notNull(),
    keyId: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.status, t.startsAt),
    index().on(t.merchantId, t.startsAt),
    check('ticketed_events_dates_ck', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A tier of an event's tickets: price, capacity and how many were taken, sale window, limits, transfers. */
export const ticketTiers = pgTable(
  'ticket_tiers',
  {
    id: rowId(),
    eventId: uuid()
      .notNull()
      .references(() => ticketedEvents.id),
    position: integer().notNull(),
    name: jsonb().$type<LocalText>().notNull(),
    currency: text({ enum: ORDER_CURRENCIES }).notNull().default('HKD'),
    /** Minor units of `currency` per ticket; 0 is free. */
    price: minor().notNull(),
    capacity: integer().notNull(),
    /** Tickets taken (reserved by an order or issued); only reserveTickets moves it up. */
    sold: integer().notNull().default(0),
    saleStartsAt: at().notNull(),
    saleEndsAt: at().notNull(),
    perMemberLimit: integer().notNull(),
    transferAllowed: boolean().notNull().default(false),
    /** The most a resale may ask, minor units; null: no cap. */
    transferPriceCap: minor(),
    /** The organiser's fee on a transfer, basis points of its price. */
    transferFeeBp: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ticket_tiers_position_idx').on(t.eventId, t.position),
    check('ticket_tiers_sold_ck', sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
    check('ticket_tiers_price_ck', sql`${t.price} >= 0`),
    check('ticket_tiers_limit_ck', sql`${t.perMemberLimit} >= 1`),
    check('ticket_tiers_fee_ck', sql`${t.transferFeeBp} between 0 and 10000`),
    check('ticket_tiers_sale_ck', sql`${t.saleStartsAt} < ${t.saleEndsAt}`),
  ],
);

/** How many tickets of a tier a member has taken: the per-member limit is one conditional upsert on it. */
export const ticketTierMembers = pgTable(
  'ticket_tier_members',
  {
    tierId: uuid()
      .notNull()
      .references(() => ticketTiers.id),
    memberId: memberRef(),
    taken: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tierId, t.memberId] }),
    check('ticket_tier_members_taken_ck', sql`${t.taken} >= 0`),
  ],
);

/**
 * One ticket. The signature (Ed25519, base64url) covers `ticketId|eventId|tierId|secretVersion`; a transfer
 * bumps the version and re-seeds, so the old holder's code dies. Issued once per order line unit.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: rowId(),
    eventId: uuid()
      .notNull()
      .references(() => ticketedEvents.id),
    tierId: uuid()
      .notNull()
      .references(() => ticketTiers.id),
    ownerId: memberRef(),
    orderId: uuid().references(() => orders.id),
    orderLineId: uuid().references(() => orderLines.id),
    /** Which unit of its order line (0-based): issuing the line again issues nothing new. */
    unit: integer().notNull().default(0),
    status: text({ enum: TICKET_STATUSES }).notNull().default('VALID'),
    secretVersion: integer().notNull().default(1),
    /** The RFC 6238 seed (base32), sealed like the event's key. */
    seedCiphertext: text().notNull(),
    seedIv: text().notNull(),
    seedTag: text().notNull(),
    seedKeyId: text().notNull(),
    signature: text().notNull(),
    issuedAt: at().notNull(),
    entriesAllowed: integer().notNull().default(1),
    /** The chain its token lives on (the platform's default, as for coupon batches) and its token id. */
    chain: text({ enum: CHAINS }),
    contractAddress: text(),
    tokenId: text(),
    /** Where the ticket's token is: the ticket job (tickets/chain.ts) mints, moves and burns it. */
    chainState: text({ enum: TICKET_CHAIN_STATES }).notNull().default('PENDING'),
    /** The member whose platform wallet holds the token on chain (moves once a transfer is mined). */
    chainHolderId: uuid().references(() => members.id),
    issueTxHash: text(),
    burnTxHash: text(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.ownerId, t.issuedAt),
    index().on(t.eventId),
    index().on(t.tierId),
    uniqueIndex('tickets_order_line_unit_idx')
      .on(t.orderLineId, t.unit)
      .where(sql`${t.orderLineId} is not null`),
    check('tickets_version_ck', sql`${t.secretVersion} >= 1`),
    check('tickets_entries_ck', sql`${t.entriesAllowed} >= 1`),
  ],
);

/**
 * Every scan the door synced, append-only (a trigger refuses UPDATE and DELETE): the nonce the scanner chose
 * makes a re-upload a no-op, `doorAt` is when it was scanned (the replay order), `receivedAt` when it arrived.
 * A later duplicate is kept as a CONFLICT naming the admission it lost to. `result` and `conflictWithId` are
 * the verdict when the row arrived; a later restatement is a row of ticket_checkin_results (the newest wins).
 * `reason`: the refusal the door showed ('' when it admitted). `ticketId` is null for a scan that named no
 * verifiable ticket (a malformed or forged QR): it is kept all the same, so no scan is lost.
 */
export const ticketCheckins = pgTable(
  'ticket_checkins',
  {
    id: rowId(),
    ticketId: uuid().references(() => tickets.id),
    eventId: uuid()
      .notNull()
      .references(() => ticketedEvents.id),
    nonce: text().notNull(),
    deviceId: text().notNull(),
    gate: text().notNull().default(''),
    doorAt: at().notNull(),
    receivedAt: at().notNull().defaultNow(),
    result: text({ enum: CHECKIN_RESULTS }).notNull(),
    reason: text().notNull().default(''),
    conflictWithId: uuid().references((): AnyPgColumn => ticketCheckins.id),
    operatorId: uuid().references(() => members.id),
  },
  (t) => [
    uniqueIndex('ticket_checkins_nonce_idx').on(t.nonce),
    index().on(t.ticketId, t.doorAt),
    index().on(t.eventId, t.receivedAt),
  ],
);

/**
 * A check-in's result restated by a later sync, append-only like the check-ins: an admission that reaches the
 * server late with an earlier door time takes the entry, so a row admitted before becomes a CONFLICT (and older
 * conflicts name the new first admission). A check-in's current result is its newest row here (by `seq`), else
 * its own; the history of what each sync said stays.
 */
export const ticketCheckinResults = pgTable(
  'ticket_checkin_results',
  {
    seq: integer().primaryKey().generatedAlwaysAsIdentity(),
    checkinId: uuid()
      .notNull()
      .references(() => ticketCheckins.id),
    result: text({ enum: CHECKIN_RESULTS }).notNull(),
    conflictWithId: uuid().references(() => ticketCheckins.id),
    restatedAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.checkinId, t.seq)],
);

/**
 * A ticket given to another member (where its tier allows): the holder's key makes a retry answer the same
 * transfer. `price` is what the holder asked (minor units of the tier's currency, within its cap) and `fee` the
 * organiser's basis points of it; both are recorded only: no money moves in this slice.
 */
export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    id: rowId(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id),
    fromMemberId: memberRef(),
    toMemberId: memberRef(),
    requestKey: text().notNull(),
    /** The secret version the ticket got (the old holder's codes die with the one before). */
    secretVersion: integer().notNull(),
    currency: text({ enum: ORDER_CURRENCIES }).notNull(),
    price: minor(),
    feeBp: integer().notNull(),
    fee: minor(),
    /** The token's move from the giver's wallet to the receiver's (the ticket job sends it once). */
    chainStatus: text({ enum: TICKET_TRANSFER_CHAIN_STATES }).notNull().default('PENDING'),
    txHash: text(),
    createdAt: createdNow(),
  },
  (t) => [
    uniqueIndex('ticket_transfers_request_idx').on(t.fromMemberId, t.requestKey),
    index().on(t.ticketId, t.createdAt),
  ],
);

/** Members a merchant names to work its door (besides its owner). */
export const ticketDoorStaff = pgTable(
  'ticket_door_staff',
  {
    merchantId: merchantRef(),
    memberId: memberRef(),
    addedById: uuid().references(() => members.id),
    createdAt: createdNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] }), index().on(t.memberId)],
);
