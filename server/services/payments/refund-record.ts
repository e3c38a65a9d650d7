import { eq } from 'drizzle-orm';
import { paymentStateOf } from '../../../machines/order-status';
import type { Db } from '../../db/client';
import { orders, paymentEvents } from '../../db/schema';
import type { Deps } from '../../http/context';
import type { CaptureRow } from '../../payments/provider';
import { canApply, lockOrder, transitionOrder } from '../orders/transition';
import { ledgerSums } from './ledger';

/** One refund the provider has made: `amount` of `capture`, under the idempotency `key` (see RefundRequest). */
export type RefundPart = {
  capture: CaptureRow;
  amount: bigint;
  key: string;
  refundRef: string;
  reason: string;
};

/** The REFUND ledger row of a refund, once: (provider, key, REFUND) is unique. Answers whether it is new. */
export async function insertRefund(tx: Db, part: RefundPart, now: Date): Promise<boolean> {
  const { capture } = part;
  const [row] = await tx
    .insert(paymentEvents)
    .values({
      orderId: capture.orderId,
      provider: capture.provider,
      providerRef: part.key,
      kind: 'REFUND',
      amount: part.amount.toString(),
      currency: capture.currency,
      sessionId: capture.sessionId,
      refundOf: capture.id,
      reason: part.reason,
      raw: { refundRef: part.refundRef },
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row !== undefined;
}

/**
 * After REFUND rows: the order's net paid amount from the ledger, and its payment state through the machine
 * where it changes (a cancelled order's money all returned → REFUNDED). An excess refunded off a FULLPAID order
 * leaves it FULLPAID.
 */
export async function syncAfterRefund(
  tx: Db,
  orderId: string,
  cause: Record<string, string>,
  now: Date,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  const sums = await ledgerSums(tx, order.id);
  const paymentState = paymentStateOf(BigInt(order.totalAmount), sums.captured, sums.refunded);
  const event = { type: 'order.paid', by: 'SYSTEM', paymentState } as const;
  if (paymentState !== order.paymentState && canApply(order, event)) {
    await transitionOrder(
      tx,
      order,
      { event, actorId: null, reason: 'refund_recorded', cause },
      async (o) => ({ state: o.state, paymentState, fulfilment: o.fulfilment }),
      now,
    );
  }
  await tx
    .update(orders)
    .set({ paidAmount: (sums.captured - sums.refunded).toString() })
    .where(eq(orders.id, order.id));
}

/** Records a refund the provider made (our job's, support's, or one made at the provider), once. */
export async function recordRefund(deps: Pick<Deps, 'db' | 'now'>, part: RefundPart): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockOrder(tx, part.capture.orderId);
    if (!(await insertRefund(tx, part, now))) return false;
    await syncAfterRefund(
      tx,
      part.capture.orderId,
      { refundOf: part.capture.providerRef, refundRef: part.refundRef, amount: part.amount.toString() },
      now,
    );
    return true;
  });
}
