import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, paymentSessions } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import type { PaymentAttempt, PaymentEntry } from '../../schemas/payments-ledger';
import type { PaymentMethod } from '../../schemas/payments';
import { visibleOrder } from '../orders/read';
import { sessionOutcome } from './check';
import { refundedOfCapture } from './ledger';

/**
 * The method a ledger row's provider belongs to. The ledger keeps provider names (a real adapter and its
 * sandbox differ), the reader wants the method; a name this server does not know answers null.
 */
export function methodOfProvider(provider: string): PaymentMethod | null {
  if (provider === 'sandbox-card' || provider === 'card-http') return 'SANDBOX_CARD';
  if (provider === 'crypto') return 'CRYPTO';
  for (const m of ['STRIPE', 'MASTERCARD', 'BYON', 'SPIRAL'] as const) {
    if (provider.startsWith(m.toLowerCase())) return m;
  }
  return null;
}

/** A ledger row as readers see it: no raw provider payload, no provider reference. */
export function paymentEntry(row: typeof paymentEvents.$inferSelect, refunded: bigint | null): PaymentEntry {
  return {
    id: row.id,
    kind: row.kind,
    method: methodOfProvider(row.provider),
    provider: row.provider,
    amount: row.amount,
    currency: row.currency,
    time: row.createdAt.toISOString(),
    refundOf: row.refundOf,
    reason: row.reason,
    refundable: row.kind === 'CAPTURE' ? (BigInt(row.amount) - (refunded ?? 0n)).toString() : null,
  };
}

/** Every capture and refund of an order, oldest first, each capture with what is left to refund of it. */
export async function orderPayments(db: Db, orderId: string): Promise<PaymentEntry[]> {
  const rows = await db
    .select({ row: paymentEvents, refunded: sql<string>`${refundedOfCapture}::text` })
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.kind), asc(paymentEvents.id));
  return rows.map((r) => paymentEntry(r.row, BigInt(r.refunded)));
}

/**
 * listPaymentAttempts: every payment session of the order, oldest first, declined and abandoned ones included,
 * for its buyer, its seller or customer service (anyone else NOT_FOUND). An open one past its time reads
 * EXPIRED, as checkPayment says.
 */
export async function listPaymentAttempts(
  deps: Pick<Deps, 'db' | 'now'>,
  member: SessionMember,
  orderId: string,
): Promise<PaymentAttempt[]> {
  const { row } = await visibleOrder(deps.db, member, orderId);
  const sessions = await deps.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.orderId, row.id))
    .orderBy(asc(paymentSessions.createdAt), asc(paymentSessions.id));
  const now = deps.now();
  return sessions.map((s) => ({
    id: s.id,
    method: methodOfProvider(s.provider),
    amount: s.amount,
    currency: s.currency,
    ...sessionOutcome(s, now),
    startedAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  }));
}

/**
 * listPayments: the order's ledger for its buyer, its seller or customer service (tag SUPPORT);
 * anyone else gets NOT_FOUND, as for an order that does not exist.
 */
export async function listPayments(
  deps: Pick<Deps, 'db'>,
  member: SessionMember,
  orderId: string,
): Promise<PaymentEntry[]> {
  const { row } = await visibleOrder(deps.db, member, orderId);
  return orderPayments(deps.db, row.id);
}
