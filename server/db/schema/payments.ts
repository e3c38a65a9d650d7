import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_CURRENCIES } from '../../schemas/orders';
import { members } from './members';
import { at, minor, orders } from './orders';

/** Payments of orders: the ledger, the attempts, and sellers' card income. */

export const PAYMENT_EVENT_KINDS = ['CAPTURE', 'REFUND'] as const;
/**
 * Who made a refund (a REFUND row's refund_origin; captures have none): support's refundPayment, support's
 * refundOrder closing the order, the system giving back money the order did not need (a late or second
 * payment, an overpayment's excess), or the provider's side (its dashboard, a refund event we did not ask
 * for). The coins and tickets a refund takes back follow it, never the reason's words.
 */
export const REFUND_ORIGINS = ['SUPPORT', 'ORDER_REFUND', 'SYSTEM_EXCESS', 'PROVIDER'] as const;
export type RefundOrigin = (typeof REFUND_ORIGINS)[number];
export const PAYMENT_SESSION_STATUSES = ['OPEN', 'SUCCEEDED', 'FAILED', 'EXPIRED', 'CANCELLED'] as const;

/**
 * The payment ledger (DESIGN §5): append-only, one row per money event, keyed by the provider's reference
 * (card reference, QR transaction id, transaction hash + log index). A replay meets the unique key and is a
 * no-op; the same key with another amount is refused by the service.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    provider: text().notNull(),
    providerRef: text().notNull(),
    kind: text({ enum: PAYMENT_EVENT_KINDS }).notNull(),
    amount: minor().notNull(),
    currency: text({ enum: ORDER_CURRENCIES }).notNull(),
    /** The session the payment answered, when there was one. */
    sessionId: uuid(),
    /** A refund's cause: the capture it gives back. */
    refundOf: uuid(),
    reason: text().notNull().default(''),
    /** A refund's maker (REFUND_ORIGINS): set on every REFUND row, on no CAPTURE row. */
    refundOrigin: text({ enum: REFUND_ORIGINS }),
    raw: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_ref_idx').on(t.provider, t.providerRef, t.kind),
    index().on(t.orderId, t.createdAt),
    check(
      'payment_events_refund_origin_ck',
      sql`(${t.kind} = 'REFUND') = (${t.refundOrigin} is not null) and ${t.refundOrigin} in ('SUPPORT', 'ORDER_REFUND', 'SYSTEM_EXCESS', 'PROVIDER')`,
    ),
  ],
);

/**
 * One attempt to pay (a hosted card page, an expected wallet transaction): what was asked, its answer and the
 * code of a refusal (1004 declined, 1009 expired card). Money moves only through payment_events.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    provider: text().notNull(),
    /** Our reference, given to the provider and carried by its callbacks. */
    ref: text().notNull().unique(),
    /** The provider's own id for the session, once known. */
    providerRef: text(),
    amount: minor().notNull(),
    currency: text({ enum: ORDER_CURRENCIES }).notNull(),
    status: text({ enum: PAYMENT_SESSION_STATUSES }).notNull().default('OPEN'),
    failureCode: integer(),
    /** Provider-specific: the crypto payment's payer and receiving addresses, the card's last four digits. */
    details: jsonb().$type<Record<string, string>>().notNull().default({}),
    expiresAt: at().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);

/**
 * Seller income in fiat (card payments), beside the wei ledger of crypto income: sales credit, refunds and
 * payouts debit; unique per (reason, refId) so a replayed credit is a no-op.
 */
export const fiatLedger = pgTable(
  'fiat_ledger',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    currency: text().notNull().default('HKD'),
    amount: numeric({ precision: 20, scale: 0 }).notNull(),
    reason: text({ enum: ['SALE', 'ROYALTY', 'REFUND', 'PAYOUT'] }).notNull(),
    refId: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fiat_ledger_ref_idx').on(t.memberId, t.reason, t.refId),
    index().on(t.memberId, t.createdAt),
  ],
);
