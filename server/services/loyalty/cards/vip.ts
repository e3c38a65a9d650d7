import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardProgrammes, memberCards, merchants } from '../../../db/schema';

/**
 * The VIP discount a buyer's membership cards give on a seller's goods: the best tier among
 * the cards they hold, unexpired, of programmes of the merchant that seller owns; null when none applies.
 */
export async function cardVipDiscount(
  db: Db,
  buyerId: string,
  sellerId: string,
  now: Date,
): Promise<{ bp: number; label: string } | null> {
  const rows = await db
    .select({ tierCode: memberCards.tierCode, tiers: cardProgrammes.tiers, name: cardProgrammes.name })
    .from(memberCards)
    .innerJoin(cardProgrammes, eq(cardProgrammes.id, memberCards.programmeId))
    .innerJoin(merchants, eq(merchants.id, cardProgrammes.merchantId))
    .where(
      and(
        eq(memberCards.holderId, buyerId),
        eq(merchants.ownerId, sellerId),
        eq(merchants.status, 'ACTIVE'),
        gt(memberCards.expiresAt, now),
      ),
    );
  let best: { bp: number; label: string } | null = null;
  for (const r of rows) {
    const tier = r.tiers.find((t) => t.code === r.tierCode);
    if (tier && tier.vipDiscountBp > (best?.bp ?? 0))
      best = { bp: tier.vipDiscountBp, label: `${r.name} ${tier.name}` };
  }
  return best;
}
