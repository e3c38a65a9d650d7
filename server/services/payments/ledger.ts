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

/** The captures of an order that no REFUND row gives back yet (refunds name their capture in refundOf). */
export async function unrefundedCaptures(tx: Db, orderId: string) {
  return tx
    .select()
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.orderId, orderId),
        eq(paymentEvents.kind, 'CAPTURE'),
        sql`not exists (select 1 from ${paymentEvents} r where r.kind = 'REFUND' and r.refund_of = ${paymentEvents.id})`,
      ),
    )
    .orderBy(paymentEvents.createdAt);
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
