import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionCodes, promotionRedemptions } from '../../db/schema';
import { fail } from '../../http/errors';
import type { ResolvedPromotion } from './resolve';

/**
 * Takes a promotion code for an order inside the order's transaction (DESIGN §5: handed out by a unique key
 * and one conditional update, so it holds across API processes): the redemption row is RESERVED, and a
 * single-use code already held by this member meets the partial unique index (→ 8106); a code with a usage
 * limit counts up only while under it (→ 8106 once reached).
 */
export async function reservePromotion(
  tx: Db,
  promo: ResolvedPromotion,
  memberId: string,
  orderId: string,
): Promise<void> {
  const [taken] = await tx
    .insert(promotionRedemptions)
    .values({ codeId: promo.id, memberId, orderId, singleUse: promo.singleUse })
    .onConflictDoNothing()
    .returning({ id: promotionRedemptions.id });
  if (!taken) fail('PROMO_REUSED', 'promo_used');
  const [counted] = await tx
    .update(promotionCodes)
    .set({ usedCount: sql`${promotionCodes.usedCount} + 1` })
    .where(
      and(
        eq(promotionCodes.id, promo.id),
        or(isNull(promotionCodes.usageLimit), lt(promotionCodes.usedCount, promotionCodes.usageLimit)),
      ),
    )
    .returning({ id: promotionCodes.id });
  if (!counted) fail('PROMO_REUSED', 'promo_limit_reached');
}

/** Gives an order's code back (cancel, expiry, refund): RELEASED, and its use no longer counted. Once only. */
export async function releasePromotion(tx: Db, orderId: string): Promise<void> {
  const released = await tx
    .update(promotionRedemptions)
    .set({ status: 'RELEASED' })
    .where(and(eq(promotionRedemptions.orderId, orderId), ne(promotionRedemptions.status, 'RELEASED')))
    .returning({ codeId: promotionRedemptions.codeId });
  for (const r of released) {
    await tx
      .update(promotionCodes)
      .set({ usedCount: sql`greatest(${promotionCodes.usedCount} - 1, 0)` })
      .where(eq(promotionCodes.id, r.codeId));
  }
}

/** Marks an order's code used for good (on full payment or completion). */
export async function consumePromotion(tx: Db, orderId: string): Promise<void> {
  await tx
    .update(promotionRedemptions)
    .set({ status: 'CONSUMED' })
    .where(and(eq(promotionRedemptions.orderId, orderId), eq(promotionRedemptions.status, 'RESERVED')));
}
