import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couponBatches, couponCollects, coupons, merchants } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { CollectAnswer } from '../../../schemas/coupons';
import { notifyCouponGranted } from '../../notifications/grants';
import { jobDbOf } from '../../../db/job-db';
import { EXPIRE_QUEUE } from '../../orders/create';
import { COUPON_QUEUE, enqueueCoupon } from '../queues';
import type { BatchRow } from './batches';
import { createCouponOrder, queueCouponOrderExpiry } from './coupon-order';
import { couponView } from './mine';

type CollectDeps = Pick<Deps, 'db' | 'now' | 'queue' | 'log' | 'env'>;

/** A batch with its merchant, or 404 (unknown, or its merchant suspended). */
export async function openBatch(db: Db, batchId: string) {
  const [row] = await db
    .select({ batch: couponBatches, merchant: merchants })
    .from(couponBatches)
    .innerJoin(merchants, eq(merchants.id, couponBatches.merchantId))
    .where(eq(couponBatches.id, batchId))
    .limit(1);
  if (!row || row.merchant.status !== 'ACTIVE') fail('NOT_FOUND', 'coupon_batch_not_found');
  return row;
}

/** Spec §8 offer period: not started 8201, ended 8102. */
export function assertInPeriod(batch: Pick<BatchRow, 'validFrom' | 'validTo'>, now: Date): void {
  if (now < batch.validFrom) fail('OFFER_NOT_STARTED', 'coupon_not_started');
  if (now >= batch.validTo) fail('PROMO_EXPIRED', 'coupon_expired');
}

/**
 * Takes `quantity` coupons of a batch for a member inside the caller's transaction (DESIGN §5), by one
 * conditional update each, so it holds across API processes: the batch's `remaining` goes down only while
 * enough are left (else 1028 sold out), and the member's count goes up only while within the per-member limit
 * (else 1027 already collected; the transaction rolls the first update back). A stamp card's reward
 * (`perMemberLimit` false) is counted but not limited: a member earns one each time a card completes.
 */
export async function takeFromBatch(
  tx: Db,
  batch: BatchRow,
  memberId: string,
  quantity = 1,
  perMemberLimit = true,
): Promise<void> {
  const [left] = await tx
    .update(couponBatches)
    .set({ remaining: sql`${couponBatches.remaining} - ${quantity}` })
    .where(and(eq(couponBatches.id, batch.id), gte(couponBatches.remaining, quantity)))
    .returning({ id: couponBatches.id });
  if (!left) fail('SOLD_OUT', 'coupons_sold_out');
  const [counted] = await tx
    .insert(couponCollects)
    .values({ batchId: batch.id, memberId, count: quantity })
    .onConflictDoUpdate({
      target: [couponCollects.batchId, couponCollects.memberId],
      set: { count: sql`${couponCollects.count} + ${quantity}` },
      ...(perMemberLimit
        ? { setWhere: sql`${couponCollects.count} + ${quantity} <= ${batch.perMemberLimit}` }
        : {}),
    })
    .returning({ count: couponCollects.count });
  if (perMemberLimit && (!counted || counted.count > batch.perMemberLimit))
    fail('MEMBER_ALREADY_COLLECTED', 'coupon_limit_reached');
}

/**
 * collectCoupon: a member takes one coupon of a batch in its validity period (8201 before, 8102 after), never
 * the merchant's own (1050), while coupons are left (1028) and within the per-member limit (1027). A free
 * coupon is the member's at once and minted to their platform wallet by the coupon job; a priced one is an
 * order with one line of kind COUPON, paid through the checkout's payment step, the coupon issued once paid.
 */
export async function collectCoupon(
  deps: CollectDeps,
  memberId: string,
  batchId: string,
): Promise<CollectAnswer> {
  const now = deps.now();
  const { batch, merchant } = await openBatch(deps.db, batchId);
  assertInPeriod(batch, now);
  if (merchant.ownerId === memberId) fail('CANNOT_BUY_OWN', 'own_coupon');
  const priced = batch.price !== null && BigInt(batch.price) > 0n;
  // The order's expiry or the coupon's mint is written in the same transaction, and the answer is
  // read there too: nothing after the COMMIT can answer a taken coupon as a failure. Queues exist first.
  await deps.queue.ensure(priced ? EXPIRE_QUEUE : COUPON_QUEUE);
  return deps.db.transaction(async (t): Promise<CollectAnswer> => {
    const tx = t as unknown as Db;
    await takeFromBatch(tx, batch, memberId);
    if (priced) {
      const order = await createCouponOrder(tx, { batch, merchant, buyerId: memberId, now, env: deps.env });
      await queueCouponOrderExpiry(deps, tx, order);
      return { coupon: null, orderId: order.id };
    }
    const coupon = await insertCollectedCoupon(tx, batch, memberId, now, { source: 'CLAIM' });
    await enqueueCoupon(deps, coupon.id, jobDbOf(tx));
    return { coupon: await couponView(tx, coupon, now), orderId: null };
  });
}

/**
 * The coupon row of one taken from `batch` (after takeFromBatch), held by the member who got it and minted later;
 * the member is told how they got it (collected, a campaign's or a stamp card's reward) in the same transaction.
 */
export async function insertCollectedCoupon(
  tx: Db,
  batch: Pick<BatchRow, 'id' | 'name' | 'merchantId'>,
  memberId: string,
  now: Date,
  told: { source: 'CLAIM' | 'CAMPAIGN' | 'STAMP_REWARD'; stampCard?: string },
) {
  const [coupon] = await tx
    .insert(coupons)
    .values({
      batchId: batch.id,
      holderId: memberId,
      collectedById: memberId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await notifyCouponGranted(tx, { couponId: coupon!.id, memberId, batch, ...told }, now);
  return coupon!;
}
