import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couponBatches, memberStamps, stampCards } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { SaveStampCardForm, StampCard, StampReward } from '../../../schemas/stamps';
import { type Merchant, requireMerchantFeature } from '../../merchants/access';

export type StampCardRow = typeof stampCards.$inferSelect;
type BatchRow = typeof couponBatches.$inferSelect;

/** The reward batch as shown beside a card. */
export const rewardView = (b: BatchRow): StampReward => ({
  batchId: b.id,
  name: b.name,
  method: b.method,
  currency: b.currency,
  value: b.value,
  percentBp: b.percentBp,
});

/** A merchant's stamp card with its reward batch, or null when it has none. */
export async function stampCardOf(db: Db, merchantId: string) {
  const [row] = await db
    .select({ card: stampCards, batch: couponBatches })
    .from(stampCards)
    .innerJoin(couponBatches, eq(couponBatches.id, stampCards.rewardBatchId))
    .where(eq(stampCards.merchantId, merchantId))
    .limit(1);
  return row ?? null;
}

async function cardView(db: Db, merchant: Merchant, card: StampCardRow, batch: BatchRow): Promise<StampCard> {
  const [sum] = await db
    .select({ n: sql<number>`coalesce(sum(${memberStamps.completed}), 0)`.mapWith(Number) })
    .from(memberStamps)
    .where(eq(memberStamps.stampCardId, card.id));
  return {
    id: card.id,
    mcId: merchant.mcId,
    merchantName: merchant.name,
    name: card.name,
    stampsRequired: card.stampsRequired,
    reward: rewardView(batch),
    validFrom: card.validFrom.toISOString(),
    validTo: card.validTo.toISOString(),
    completedCards: sum?.n ?? 0,
  };
}

/** getMyStampCard: the caller's merchant's stamp card (E_STAMPS: Enterprise), or null before it has one. */
export async function getMyStampCard(deps: Pick<Deps, 'db' | 'now'>, memberId: string) {
  const merchant = await requireMerchantFeature(deps.db, memberId, 'E_STAMPS', deps.now());
  const row = await stampCardOf(deps.db, merchant.id);
  return { card: row ? await cardView(deps.db, merchant, row.card, row.batch) : null };
}

/**
 * saveStampCard: a merchant whose plan has E_STAMPS (Enterprise) sets its one stamp card: a name, N stamps
 * (2–20) earning one coupon of one of its own batches, and the period stamps are given in. Saving again
 * changes the terms for what comes next; members keep the stamps they have.
 */
export async function saveStampCard(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  memberId: string,
  f: SaveStampCardForm,
): Promise<StampCard> {
  const now = deps.now();
  const merchant = await requireMerchantFeature(deps.db, memberId, 'E_STAMPS', now);
  const [batch] = await deps.db
    .select()
    .from(couponBatches)
    .where(and(eq(couponBatches.id, f.rewardBatchId), eq(couponBatches.merchantId, merchant.id)));
  const issues = [];
  if (!batch) issues.push({ path: 'rewardBatchId', message: 'not_own_batch' });
  if (f.validTo <= f.validFrom) issues.push({ path: 'validTo', message: 'ends_before_start' });
  if (issues.length > 0 || !batch) fail('VALIDATION_FAILED', 'validation_failed', issues);
  const terms = {
    name: f.name,
    stampsRequired: f.stampsRequired,
    rewardBatchId: batch.id,
    validFrom: f.validFrom,
    validTo: f.validTo,
    updatedAt: now,
  };
  const [card] = await deps.db
    .insert(stampCards)
    .values({ merchantId: merchant.id, ...terms, createdAt: now })
    .onConflictDoUpdate({ target: stampCards.merchantId, set: terms })
    .returning();
  deps.log.info({ mcId: merchant.mcId, stampCardId: card!.id, ...terms }, 'stamp card saved');
  return cardView(deps.db, merchant, card!, batch);
}
