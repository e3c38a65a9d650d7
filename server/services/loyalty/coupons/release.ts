import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couponBatches, couponCollects, coupons, orderLines } from '../../../db/schema';

/*
 * What an order holds of the loyalty tokens, given back or kept as the order ends (called from the order hold
 * of services/orders/hold.ts and the payment record, inside their transactions): the units of its COUPON lines
 * and the coupon it uses as its voucher (research notes: reserve at checkout, consume on fully paid, release
 * on cancel or expiry).
 */

/** Gives coupons a member took but never received back to the batch and to the member's per-member count. */
export async function giveBackToBatch(tx: Db, batchId: string, memberId: string, quantity: number) {
  await tx
    .update(couponBatches)
    .set({ remaining: sql`least(${couponBatches.remaining} + ${quantity}, ${couponBatches.quantity})` })
    .where(eq(couponBatches.id, batchId));
  await tx
    .update(couponCollects)
    .set({ count: sql`greatest(${couponCollects.count} - ${quantity}, 0)` })
    .where(and(eq(couponCollects.batchId, batchId), eq(couponCollects.memberId, memberId)));
}

/** An ending unpaid order: its COUPON lines' units, never issued, go back to their batch. */
export async function releaseCouponLines(tx: Db, order: { id: string; buyerId: string }): Promise<void> {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'COUPON')));
  for (const line of lines) {
    if (!line.couponBatchId || line.fulfilment !== 'UNFULFILLED') continue;
    await giveBackToBatch(tx, line.couponBatchId, order.buyerId, line.quantity);
  }
}

/** An ending unpaid order gives its voucher coupon back: RESERVED → AVAILABLE, once. */
export async function releaseCouponVoucher(tx: Db, orderId: string, now: Date): Promise<void> {
  await tx
    .update(coupons)
    .set({ state: 'AVAILABLE', orderId: null, updatedAt: now })
    .where(and(eq(coupons.orderId, orderId), eq(coupons.state, 'RESERVED')));
}

/**
 * A fully paid order spends its voucher coupon: RESERVED → USED, once; answers the coupons spent so the caller
 * queues their burn on chain after its commit (the loyalty sweep queues any it could not).
 */
export async function spendCouponVoucher(tx: Db, orderId: string, now: Date): Promise<string[]> {
  const spent = await tx
    .update(coupons)
    .set({ state: 'USED', usedAt: now, qrNonce: null, updatedAt: now })
    .where(and(eq(coupons.orderId, orderId), eq(coupons.state, 'RESERVED')))
    .returning({ id: coupons.id });
  return spent.map((c) => c.id);
}
