import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, paymentSessions } from '../../db/schema';

/** Captures and refunds of an order, summed from the ledger (minor units). */
export async function ledgerSums(tx: Db, orderId: string): Promise<{ captured: bigint; refunded: bigint }> {
  const [row] = await tx
    .select({
      captured: sql<string>`coalesce(sum(${paymentEvents.amount}) filter (where ${paymentEvents.kind} = 'CAPTURE'), 0)::text`,
      refunded: sql<string>`coalesce(sum(${paymentEvents.amount}) filter (where ${paymentEvents.kind} = 'REFUND'), 0)::text`,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId));
  return { captured: BigInt(row?.captured ?? '0'), refunded: BigInt(row?.refunded ?? '0') };
}

/** The CAPTURE row a provider recorded under its reference, if any ((provider, providerRef, kind) is unique). */
export async function captureByRef(tx: Db, provider: string, providerRef: string) {
  const [row] = await tx
    .select()
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, provider),
        eq(paymentEvents.providerRef, providerRef),
        eq(paymentEvents.kind, 'CAPTURE'),
      ),
    )
    .limit(1);
  return row;
}

/** SQL: what REFUND rows have given back of the capture row in scope (refunds name it in refundOf). */
export const refundedOfCapture = sql<string>`(select coalesce(sum(r.amount), 0) from ${paymentEvents} r where r.kind = 'REFUND' and r.refund_of = ${paymentEvents.id})`;

/**
 * The captures of an order with something left to give back, and how much (`remaining`, minor units): a capture
 * may be refunded in parts (an overpayment's excess, support's partial refunds).
 */
export async function unrefundedCaptures(tx: Db, orderId: string) {
  const rows = await tx
    .select({ capture: paymentEvents, refunded: sql<string>`${refundedOfCapture}::text` })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.orderId, orderId),
        eq(paymentEvents.kind, 'CAPTURE'),
        sql`${paymentEvents.amount} > ${refundedOfCapture}`,
      ),
    )
    .orderBy(paymentEvents.createdAt);
  return rows.map((r) => ({ ...r.capture, remaining: BigInt(r.capture.amount) - BigInt(r.refunded) }));
}

/** A session's final word: a verdict never overwrites SUCCEEDED (money that arrived stays arrived). */
export async function settleSession(
  tx: Db,
  sessionId: string,
  status: 'SUCCEEDED' | 'FAILED',
  failureCode: number | null,
  now: Date,
): Promise<void> {
  await tx
    .update(paymentSessions)
    .set({ status, failureCode, updatedAt: now })
    .where(
      and(
        eq(paymentSessions.id, sessionId),
        status === 'SUCCEEDED'
          ? sql`${paymentSessions.status} <> 'SUCCEEDED'`
          : // A provider's decline also names an attempt a newer one closed (it was paid at the page first).
            inArray(paymentSessions.status, ['OPEN', 'CANCELLED']),
      ),
    );
}
