import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couponBatches, coupons, merchants } from '../../../db/schema';
import { fail } from '../../../http/errors';
import type { CouponRule } from '../../orders/pricing';
import { assertInPeriod } from './collect';

/** A coupon found usable for this order: its pricing rule (pricing decides which lines it covers). */
export type CouponVoucher = { id: string; rule: CouponRule };

/**
 * A coupon the buyer chose at checkout, checked for this order now: it is theirs (else 404), held and not
 * reserved, used or redeemed (4702), in its batch's period (8201, 8102), and of the merchant who sells these
 * items (1013, as a promotion code of another seller). Reserving it is reserveCouponVoucher, in the order's
 * transaction.
 */
export async function resolveCouponVoucher(
  db: Db,
  q: { couponId: string; memberId: string; sellerId: string; now: Date },
): Promise<CouponVoucher> {
  const [row] = await db
    .select({ coupon: coupons, batch: couponBatches, ownerId: merchants.ownerId })
    .from(coupons)
    .innerJoin(couponBatches, eq(couponBatches.id, coupons.batchId))
    .innerJoin(merchants, eq(merchants.id, couponBatches.merchantId))
    .where(eq(coupons.id, q.couponId))
    .limit(1);
  if (!row || row.coupon.holderId !== q.memberId) fail('NOT_FOUND', 'coupon_not_found');
  if (row.coupon.state !== 'AVAILABLE') fail('COUPON_UNAVAILABLE', 'coupon_unavailable');
  assertInPeriod(row.batch, q.now);
  if (row.ownerId !== q.sellerId) fail('CANCELLED_OR_NOT_VALID', 'coupon_not_for_products');
  const b = row.batch;
  return {
    id: row.coupon.id,
    rule: {
      label: b.name,
      isForAll: b.isForAll,
      productIds: b.productIds,
      method: b.method,
      currency: b.currency,
      value: BigInt(b.value),
      percentBp: b.percentBp,
    },
  };
}

/**
 * Takes the coupon for an order inside the order's transaction, by one conditional update (AVAILABLE →
 * RESERVED, still the buyer's): two orders using one coupon at once get it once; the other rolls back (4702).
 * A shop QR shown for it stops working.
 */
export async function reserveCouponVoucher(
  tx: Db,
  couponId: string,
  memberId: string,
  orderId: string,
  now: Date,
): Promise<void> {
  const [taken] = await tx
    .update(coupons)
    .set({ state: 'RESERVED', orderId, qrNonce: null, updatedAt: now })
    .where(and(eq(coupons.id, couponId), eq(coupons.holderId, memberId), eq(coupons.state, 'AVAILABLE')))
    .returning({ id: coupons.id });
  if (!taken) fail('COUPON_UNAVAILABLE', 'coupon_unavailable');
}
