import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couponBatches, couponTransfers, coupons } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { MyCoupon, TransferCouponForm } from '../../../schemas/coupons';
import { notifyReceived } from '../../notifications/transfers';
import { enqueueCoupon } from '../queues';
import { transferTarget } from '../target';
import { couponView } from './mine';

/**
 * transferCoupon: gives one of the caller's available coupons (theirs, else 404; a coupon is one token, so a
 * quantity other than 1 is 1044; reserved, used or past its period 4702) to another member, after the captcha.
 * One conditional update moves it and voids its shop QR (no redeem-then-transfer loophole: a QR shown before
 * works for nobody after); the token follows on chain through the coupon job, once.
 */
export async function transferCoupon(
  deps: Pick<Deps, 'db' | 'now' | 'queue' | 'log'>,
  memberId: string,
  f: TransferCouponForm,
): Promise<MyCoupon> {
  const now = deps.now();
  const [row] = await deps.db
    .select({ coupon: coupons, batch: couponBatches })
    .from(coupons)
    .innerJoin(couponBatches, eq(couponBatches.id, coupons.batchId))
    .where(eq(coupons.id, f.couponId))
    .limit(1);
  if (!row || row.coupon.holderId !== memberId) fail('NOT_FOUND', 'coupon_not_found');
  if (f.quantity !== 1) fail('WRONG_QUANTITY', 'coupon_quantity_one');
  if (row.coupon.state !== 'AVAILABLE' || now >= row.batch.validTo)
    fail('COUPON_UNAVAILABLE', 'coupon_unavailable');
  const to = await transferTarget(deps, memberId, f);
  const moved = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [m] = await tx
      .update(coupons)
      .set({ holderId: to.id, qrNonce: null, qrHolderId: null, qrExpiresAt: null, updatedAt: now })
      .where(and(eq(coupons.id, f.couponId), eq(coupons.holderId, memberId), eq(coupons.state, 'AVAILABLE')))
      .returning();
    if (!m) fail('COUPON_UNAVAILABLE', 'coupon_unavailable');
    const [sent] = await tx
      .insert(couponTransfers)
      .values({ couponId: m.id, fromMemberId: memberId, toMemberId: to.id, createdAt: now })
      .returning({ id: couponTransfers.id });
    await notifyReceived(
      tx,
      {
        kind: 'COUPON_RECEIVED',
        transferId: sent!.id,
        fromMemberId: memberId,
        toMemberId: to.id,
        subjectId: m.id,
        title: row.batch.name,
      },
      now,
    );
    return m;
  });
  await enqueueCoupon(deps, moved.id);
  return couponView(deps.db, moved, now);
}
