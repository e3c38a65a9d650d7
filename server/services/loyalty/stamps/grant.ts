import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couponBatches, memberStamps, stampGrants, stampRewards } from '../../../db/schema';
import type { StampSource } from '../../../schemas/stamps';
import { fail } from '../../../http/errors';
import { insertCollectedCoupon, takeFromBatch } from '../coupons/collect';
import type { StampCardRow } from './card';
import { earnForStampCard } from '../coins/earn-hooks';

type BatchRow = typeof couponBatches.$inferSelect;

export type GrantInput = {
  memberId: string;
  key: string;
  source: StampSource;
  orderId?: string | null;
  grantedById?: string | null;
};

export type Granted =
  | { duplicate: true; grant: typeof stampGrants.$inferSelect }
  | { duplicate: false; stamps: number; completed: boolean; rewardCouponId: string | null };

/**
 * Grants one stamp inside the caller's transaction, once per (card, key):
 * - the grant row is inserted first under its unique key, so a key seen before (or being granted at this very
 *   moment by another request, which the index makes wait) grants nothing and answers `duplicate`;
 * - the member's progress moves by one upsert; its row lock serialises concurrent grants, so the stamp that
 *   reaches N is exactly one, which wraps the progress to 0 and counts the card completed;
 * - that stamp issues the reward: one coupon of the reward batch taken through the collect path (one
 *   conditional update; sold out 1028 or out of its period 4702 refuses the whole grant) and recorded once per round;
 *   the member is told the card is complete and which coupon it gave.
 * The caller queues the coupon's mint after commit.
 */
export async function grantInTx(
  tx: Db,
  card: StampCardRow,
  batch: BatchRow,
  g: GrantInput,
  now: Date,
): Promise<Granted> {
  const [grant] = await tx
    .insert(stampGrants)
    .values({
      stampCardId: card.id,
      memberId: g.memberId,
      key: g.key,
      source: g.source,
      orderId: g.orderId ?? null,
      grantedById: g.grantedById ?? null,
      round: 0,
      stampNo: 0,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!grant) {
    const [seen] = await tx
      .select()
      .from(stampGrants)
      .where(and(eq(stampGrants.stampCardId, card.id), eq(stampGrants.key, g.key)));
    return { duplicate: true, grant: seen! };
  }
  const n = card.stampsRequired;
  const full = sql`${memberStamps.stamps} + 1 >= ${n}`;
  const [progress] = await tx
    .insert(memberStamps)
    .values({ stampCardId: card.id, memberId: g.memberId, stamps: 1, completed: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: [memberStamps.stampCardId, memberStamps.memberId],
      set: {
        stamps: sql`case when ${full} then 0 else ${memberStamps.stamps} + 1 end`,
        completed: sql`${memberStamps.completed} + case when ${full} then 1 else 0 end`,
        updatedAt: now,
      },
    })
    .returning();
  const completed = progress!.stamps === 0;
  const round = completed ? progress!.completed : progress!.completed + 1;
  await tx
    .update(stampGrants)
    .set({ round, stampNo: completed ? n : progress!.stamps })
    .where(eq(stampGrants.id, grant.id));
  if (!completed) return { duplicate: false, stamps: progress!.stamps, completed, rewardCouponId: null };
  // A reward batch out of its period would hand out a coupon no one can use: refuse the stamp instead.
  if (now < batch.validFrom || now >= batch.validTo) fail('COUPON_UNAVAILABLE', 'reward_not_in_period');
  await takeFromBatch(tx, batch, g.memberId, 1, false);
  const coupon = await insertCollectedCoupon(tx, batch, g.memberId, now, {
    source: 'STAMP_REWARD',
    stampCard: card.name,
  });
  await tx
    .insert(stampRewards)
    .values({ stampCardId: card.id, memberId: g.memberId, round, couponId: coupon.id, createdAt: now });
  // The merchant's coin for a completed card, when its plan has coins (once per round; the sweep queues the
  // lot's expiry, as no queue reaches this deep).
  await earnForStampCard(
    tx,
    { now: () => now },
    { merchantId: card.merchantId, cardId: card.id, memberId: g.memberId, round },
  );
  return { duplicate: false, stamps: 0, completed, rewardCouponId: coupon.id };
}
