import { and, desc, eq } from 'drizzle-orm';
import { couponBatches, memberStamps, merchants, stampCards } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import type { MyStamps } from '../../../schemas/stamps';
import { rewardView } from './card';

/**
 * listMyStamps: the caller's stamp cards, one per merchant they have stamps with (an active merchant's), the
 * stamps on the card in hand out of N and the rewards earned so far, most recently stamped first.
 */
export async function listMyStamps(deps: Pick<Deps, 'db'>, memberId: string): Promise<{ items: MyStamps[] }> {
  const rows = await deps.db
    .select({ progress: memberStamps, card: stampCards, merchant: merchants, batch: couponBatches })
    .from(memberStamps)
    .innerJoin(stampCards, eq(stampCards.id, memberStamps.stampCardId))
    .innerJoin(merchants, eq(merchants.id, stampCards.merchantId))
    .innerJoin(couponBatches, eq(couponBatches.id, stampCards.rewardBatchId))
    .where(and(eq(memberStamps.memberId, memberId), eq(merchants.status, 'ACTIVE')))
    .orderBy(desc(memberStamps.updatedAt))
    .limit(100);
  return {
    items: rows.map((r) => ({
      mcId: r.merchant.mcId,
      merchantName: r.merchant.name,
      cardName: r.card.name,
      stamps: r.progress.stamps,
      stampsRequired: r.card.stampsRequired,
      rewardsEarned: r.progress.completed,
      reward: rewardView(r.batch),
      validTo: r.card.validTo.toISOString(),
      updatedAt: r.progress.updatedAt.toISOString(),
    })),
  };
}
