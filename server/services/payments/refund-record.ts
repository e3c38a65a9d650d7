import { and, eq, sql } from 'drizzle-orm';
import { transition } from 'xstate';
import { orderMachine, orderSnapshotAt } from '../../../machines/order.machine';
import { orderLabel, paymentStateOf } from '../../../machines/order-status';
import type { Db } from '../../db/client';
import { jobDbOf } from '../../db/job-db';
import { orders, paymentEvents, type RefundOrigin } from '../../db/schema';
import type { Deps } from '../../http/context';
import type { CaptureRow } from '../../payments/provider';
import { canApply, lockOrder, transitionOrder } from '../orders/transition';
import { ledgerSums } from './ledger';
import { queueReceipt, RECEIPT_QUEUE } from './receipt';
import { reverseCoinsOfRefund } from '../loyalty/coins/refund-hooks';
import { TICKET_CHAIN_QUEUE } from '../tickets/queue';
import { takeBackTicketsOfRefund } from '../tickets/refund-hooks';

/**
 * One refund the provider has made: `amount` of `capture`, under the idempotency `key` (see RefundRequest),
 * made by `origin` (what the coins and tickets it takes back follow; `reason` is words only).
 */
export type RefundPart = {
  capture: CaptureRow;
  amount: bigint;
  key: string;
  refundRef: string;
  reason: string;
  origin: RefundOrigin;
};

/** What insertRefund's hooks need: the ticket jobs are queued in its transaction (their queue made first). */
export type RefundHookDeps = Pick<Deps, 'queue'> & Partial<Pick<Deps, 'log'>>;

/**
 * The REFUND ledger row of a refund, once: (provider, key, REFUND) is unique, and one refund of the provider is
 * one row whichever side reports it first: our own call (keyed by our key, the provider's id in raw.refundRef)
 * or the provider's refund event for it (keyed by the provider's id, as Stripe's charge.refunded brings it).
 * Callers hold the order's row lock, so the two cannot pass each other. Answers its id when new. A new row
 * reverses the coins it concerns and takes back the tickets it pays for, in the same transaction
 * (reverseCoinsOfRefund, takeBackTicketsOfRefund: the ticket chain queue must exist before it).
 */
export async function insertRefund(
  tx: Db,
  part: RefundPart,
  now: Date,
  deps: RefundHookDeps,
): Promise<string | null> {
  const { capture } = part;
  const [seen] = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.kind, 'REFUND'),
        eq(paymentEvents.refundOf, capture.id),
        sql`(${paymentEvents.providerRef} = ${part.refundRef} or ${paymentEvents.raw} ->> 'refundRef' = ${part.refundRef})`,
      ),
    )
    .limit(1);
  if (seen) return null;
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
      refundOrigin: part.origin,
      raw: { refundRef: part.refundRef },
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (!row) return null;
  // Coins and tickets move with the refund, in its transaction: the coin payment's coins back, the order's earn
  // taken back, the tickets the amount pays for refunded.
  await reverseCoinsOfRefund(tx, { now: () => now, log: deps.log }, capture, {
    id: row.id,
    amount: part.amount,
    origin: part.origin,
  });
  await takeBackTicketsOfRefund(
    tx,
    deps,
    { orderId: capture.orderId, amount: part.amount, origin: part.origin },
    now,
  );
  return row.id;
}

/**
 * After REFUND rows: the order's net paid amount from the ledger, and its payment state through the machine
 * where it changes and the machine takes it there (a cancelled order's money all returned → REFUNDED). An
 * excess refunded off a FULLPAID order leaves it FULLPAID; so does support's partial or whole refundPayment of a
 * paid order (the machine has no way back to DEPOSITDPAID or NEW: the sale stands, only paidAmount drops, and
 * closing the order is refundOrder's).
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
  const target = canApply(order, event)
    ? transition(orderMachine, orderSnapshotAt(order.label, order.cod), event)[0].value
    : null;
  const derived = orderLabel({ state: order.state, paymentState, fulfilment: order.fulfilment });
  if (paymentState !== order.paymentState && target === derived) {
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

/**
 * Records a refund the provider made (our job's, support's, or one made at the provider), once, with what it
 * moves (insertRefund's hooks) and the buyer's receipt in the same transaction.
 */
export async function recordRefund(
  deps: Pick<Deps, 'db' | 'now' | 'queue'> & Partial<Pick<Deps, 'log'>>,
  part: RefundPart,
): Promise<boolean> {
  const now = deps.now();
  for (const q of [RECEIPT_QUEUE, TICKET_CHAIN_QUEUE]) await deps.queue.ensure(q);
  const id = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockOrder(tx, part.capture.orderId);
    const inserted = await insertRefund(tx, part, now, deps);
    if (!inserted) return null;
    // The buyer's refund receipt, committed with the row.
    await queueReceipt(deps, inserted, jobDbOf(tx));
    await syncAfterRefund(
      tx,
      part.capture.orderId,
      { refundOf: part.capture.providerRef, refundRef: part.refundRef, amount: part.amount.toString() },
      now,
    );
    return inserted;
  });
  return id !== null;
}
