import { eq } from 'drizzle-orm';
import type { OrderLabel } from '../../../machines/order-status';
import { paymentStateOf } from '../../../machines/order-status';
import type { Db } from '../../db/client';
import { orders, paymentEvents } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type PgBoss from 'pg-boss';
import { jobDbOf } from '../../db/job-db';
import { enqueueFulfil, FULFIL_QUEUE } from '../orders/fulfil';
import { consumePromotion } from '../orders/hold';
import { spendCouponVoucher } from '../loyalty/coupons/release';
import { COUPON_QUEUE, enqueueCoupon } from '../loyalty/queues';
import { stampPaidOrder } from '../loyalty/stamps/checkout';
import { lockOrder, type OrderRow, transitionOrder } from '../orders/transition';
import { COIN_EXPIRY_QUEUE } from '../loyalty/coins/queue';
import { earnForPaidOrder } from '../loyalty/coins/earn-hooks';
import { captureByRef, ledgerSums, settleSession } from './ledger';
import { queueReceipt, RECEIPT_QUEUE } from './receipt';

export const REFUND_QUEUE = 'payments.refund';
/**
 * Job data of 'payments.refund': one capture to give back, all that is left of it, or with `excess` (minor
 * units) only the part that paid past the order's total.
 */
export type RefundJob = { orderId: string; captureId: string; excess?: string; chainWaits?: number };
export const refundJobOptions = (captureId: string, excess = false) => ({
  singletonKey: excess ? `${captureId}:excess` : captureId,
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
});

export type RecordPayment = {
  orderId: string;
  provider: string;
  providerRef: string;
  amount: bigint;
  currency: string;
  sessionId?: string;
  raw?: Record<string, unknown>;
  /** The capture row's id, chosen by the caller (the coin tender names it in its spend's rows). */
  id?: string;
};

/**
 * Records a capture the provider confirmed (callback, chain receipt), exactly once (DESIGN §5), in one
 * transaction under the order's row lock:
 * - the ledger row keyed (provider, providerRef, CAPTURE) is inserted or found: a replay is a no-op answering
 *   `duplicate`; the same key with another amount, currency or order is PAYMENT_REF_CONFLICT and nothing changes;
 * - the payment state is recomputed from the ledger's sums and applied through the order machine (order.paid);
 * - a payment the order no longer needs (late after expiry or cancel, or a second one) is refunded by a job;
 * - the move to FULLPAID sets paidAt, consumes the promotion code, gives the merchant's e-stamp and queues the
 *   fulfilment once.
 * Its jobs (receipt, refund, coupon burns, fulfilment) are written in the same transaction: a
 * committed capture always has them, and no query after the COMMIT can answer a recorded payment as a failure.
 */
export async function recordPayment(
  deps: Pick<Deps, 'db' | 'queue' | 'now'> & Partial<Pick<Deps, 'log'>>,
  p: RecordPayment,
): Promise<{ duplicate: boolean; label: OrderLabel }> {
  const now = deps.now();
  // The queues exist before the transaction: creating one inside it would wait for a second connection.
  await ensurePaymentQueues(deps);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, p.orderId);
    const done = await recordCaptureInTx(deps, tx, order, p, now);
    return { duplicate: done.duplicate, label: done.label };
  });
}

/** The queues recordCaptureInTx writes jobs to, created before its transaction. */
export async function ensurePaymentQueues(deps: Pick<Deps, 'queue'>): Promise<void> {
  for (const q of [RECEIPT_QUEUE, REFUND_QUEUE, COUPON_QUEUE, FULFIL_QUEUE, COIN_EXPIRY_QUEUE])
    await deps.queue.ensure(q);
}

/**
 * recordPayment's work inside the caller's transaction, the order already locked by it (the coin tender
 * records its capture in the transaction of its spend). Answers the capture row's id too (null for a replay).
 */
export async function recordCaptureInTx(
  deps: Pick<Deps, 'queue' | 'now'> & Partial<Pick<Deps, 'log'>>,
  tx: Db,
  order: OrderRow,
  p: RecordPayment,
  now: Date,
): Promise<{ duplicate: boolean; label: OrderLabel; captureId: string | null }> {
  const after: ((db: PgBoss.Db) => Promise<unknown>)[] = [];
  // A capture in another currency than the order's cannot be counted against its total.
  if (p.currency !== order.currency) fail('PAYMENT_REF_CONFLICT', 'currency_mismatch');
  const [inserted] = await tx
    .insert(paymentEvents)
    .values({
      ...(p.id ? { id: p.id } : {}),
      orderId: p.orderId,
      provider: p.provider,
      providerRef: p.providerRef,
      kind: 'CAPTURE',
      amount: p.amount.toString(),
      currency: order.currency,
      sessionId: p.sessionId ?? null,
      raw: p.raw ?? {},
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const seen = await captureByRef(tx, p.provider, p.providerRef);
    const same =
      seen && seen.orderId === p.orderId && BigInt(seen.amount) === p.amount && seen.currency === p.currency;
    if (!same) fail('PAYMENT_REF_CONFLICT');
    if (p.sessionId) await settleSession(tx, p.sessionId, 'SUCCEEDED', null, now);
    return { duplicate: true, label: order.label, captureId: null };
  }
  // The buyer's receipt, committed with the capture.
  after.push((db) => queueReceipt(deps, inserted.id, db));
  const sums = await ledgerSums(tx, order.id);
  const paymentState = paymentStateOf(BigInt(order.totalAmount), sums.captured, sums.refunded);
  const moved = await transitionOrder(
    tx,
    order,
    {
      event: { type: 'order.paid', by: 'PROVIDER', paymentState },
      actorId: null,
      cause: { provider: p.provider, providerRef: p.providerRef, amount: p.amount.toString() },
    },
    async (o) => ({ state: o.state, paymentState, fulfilment: o.fulfilment }),
    now,
  );
  const fullNow = moved.to === 'FULLPAID' && moved.from !== 'FULLPAID';
  await tx
    .update(orders)
    .set({
      paidAmount: (sums.captured - sums.refunded).toString(),
      ...(fullNow ? { paidAt: now } : {}),
    })
    .where(eq(orders.id, order.id));
  if (p.sessionId) await settleSession(tx, p.sessionId, 'SUCCEEDED', null, now);
  if (moved.actions.includes('refundUnneeded')) {
    const job: RefundJob = { orderId: order.id, captureId: inserted.id };
    after.push((db) => deps.queue.send(REFUND_QUEUE, job, { ...refundJobOptions(inserted.id), db }));
  } else {
    // Needed, but more than needed (a split payment's second part paid on an attempt opened for more than
    // was left): the excess goes back, the rest stays.
    const excess = sums.captured - sums.refunded - BigInt(order.totalAmount);
    if (excess > 0n) {
      const job: RefundJob = { orderId: order.id, captureId: inserted.id, excess: excess.toString() };
      after.push((db) => deps.queue.send(REFUND_QUEUE, job, { ...refundJobOptions(inserted.id, true), db }));
    }
  }
  if (fullNow) {
    await consumePromotion(tx, order.id);
    // The voucher coupon is spent, then burnt on chain by its job (once: the journal key is the coupon's).
    for (const id of await spendCouponVoucher(tx, order.id, now))
      after.push((db) => enqueueCoupon(deps, id, db));
    // The merchant's e-stamp for this order (once by its key), and the reward coupon if it completed a card.
    const reward = await stampPaidOrder(tx, order, now);
    if (reward) after.push((db) => enqueueCoupon(deps, reward, db));
    // The coins the order earns at the seller's merchant (once by `earn:order:<id>`), in this transaction.
    await earnForPaidOrder({ ...deps, db: tx }, moved.order, now);
    after.push((db) => enqueueFulfil(deps, order.id, db));
  }
  const jobs = jobDbOf(tx);
  for (const send of after) await send(jobs);
  return { duplicate: false, label: moved.to, captureId: inserted.id };
}
