import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionCodes, promotionRedemptions } from '../../db/schema';
import { fail } from '../../http/errors';
import type { PromoRule } from '../orders/pricing';
import { hongKongMinutes, inDailyWindow } from '../orders/online-order';

export type PromotionRow = typeof promotionCodes.$inferSelect;

/** A promotion code found usable by this member now: its pricing rule and what reserving it needs. */
export type ResolvedPromotion = {
  id: string;
  rule: PromoRule;
  singleUse: boolean;
  usageLimit: number | null;
};

/**
 * Finds a promotion code and checks it for this member and seller now (spec §8 Promo code), in this order:
 * unknown or switched off 404; not started 8201; expired 8102; outside its daily window (Hong Kong time)
 * 8105; a single-use code this member already used or holds in an open order, or a code whose usage limit is
 * reached, 8106; a code of another seller covers none of these items, 1013. Which lines it covers is left to
 * pricing (NOT_FOR_PRODUCTS → 1013). Reserving it is reserve.ts, inside the order's transaction.
 */
export async function resolvePromotion(
  db: Db,
  q: { code: string; memberId: string; sellerId: string; now: Date },
): Promise<ResolvedPromotion> {
  const [row] = await db
    .select()
    .from(promotionCodes)
    .where(sql`upper(${promotionCodes.code}) = ${q.code.toUpperCase()}`)
    .limit(1);
  if (!row || !row.active) fail('NOT_FOUND', 'promo_not_found');
  if (q.now < row.startsAt) fail('OFFER_NOT_STARTED', 'promo_not_started');
  if (q.now > row.endsAt) fail('PROMO_EXPIRED', 'promo_expired');
  if (
    row.dailyFromMinute !== null &&
    row.dailyToMinute !== null &&
    !inDailyWindow(hongKongMinutes(q.now), row.dailyFromMinute, row.dailyToMinute)
  )
    fail('PROMO_NOT_IN_PERIOD', 'promo_not_in_period');
  if (!row.reusable) {
    const [held] = await db
      .select({ id: promotionRedemptions.id })
      .from(promotionRedemptions)
      .where(
        and(
          eq(promotionRedemptions.codeId, row.id),
          eq(promotionRedemptions.memberId, q.memberId),
          ne(promotionRedemptions.status, 'RELEASED'),
        ),
      )
      .limit(1);
    if (held) fail('PROMO_REUSED', 'promo_used');
  }
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) fail('PROMO_REUSED', 'promo_limit_reached');
  if (row.ownerId !== q.sellerId) fail('CANCELLED_OR_NOT_VALID', 'promo_not_for_products');
  return {
    id: row.id,
    singleUse: !row.reusable,
    usageLimit: row.usageLimit,
    rule: {
      code: row.code.toUpperCase(),
      isForAll: row.isForAll,
      productIds: row.productIds,
      method: row.method,
      currency: row.currency,
      value: BigInt(row.value),
      percentBp: row.percentBp,
    },
  };
}
