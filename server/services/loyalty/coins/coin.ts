import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loyaltyCoins } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { LoyaltyCoin, SaveLoyaltyCoinForm } from '../../../schemas/coins';
import { hasFeature, type Merchant, merchantByMcId, requireMerchantFeature } from '../../merchants/access';

export type CoinRow = typeof loyaltyCoins.$inferSelect;

/** A merchant's coin, or null before it defines one. */
export async function coinOf(db: Db, merchantId: string): Promise<CoinRow | null> {
  const [row] = await db.select().from(loyaltyCoins).where(eq(loyaltyCoins.merchantId, merchantId));
  return row ?? null;
}

export const coinView = (merchant: Pick<Merchant, 'mcId' | 'name'>, c: CoinRow): LoyaltyCoin => ({
  mcId: merchant.mcId,
  merchantName: merchant.name,
  name: c.name,
  symbol: c.symbol,
  artworkPath: c.artworkPath,
  valueMinor: c.valueMinor.toString(),
  earnPerHkd: { num: c.earnPerHkdNum, den: c.earnPerHkdDen },
  coinsPerStampCard: c.coinsPerStampCard.toString(),
  campaignRules: c.campaignRules,
  pendingDays: c.pendingDays,
  expiryMonths: c.expiryMonths,
  onChain: c.onChain,
});

/**
 * saveLoyaltyCoin: a merchant whose plan has LOYALTY_COINS (Enterprise) defines its one coin: name, symbol,
 * artwork, value per coin, earn rules, pending period and expiry. Saving again changes the terms for coins
 * earned from then on; lots already earned keep the dates they were given.
 */
export async function saveLoyaltyCoin(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  memberId: string,
  f: SaveLoyaltyCoinForm,
): Promise<LoyaltyCoin> {
  const now = deps.now();
  const merchant = await requireMerchantFeature(deps.db, memberId, 'LOYALTY_COINS', now);
  const ids = f.campaignRules.map((r) => r.campaignId);
  if (new Set(ids).size !== ids.length)
    fail('VALIDATION_FAILED', 'validation_failed', [
      { path: 'campaignRules', message: 'duplicate_campaign' },
    ]);
  const terms = {
    name: f.name,
    symbol: f.symbol,
    artworkPath: f.artworkPath,
    valueMinor: f.valueMinor,
    earnPerHkdNum: f.earnPerHkdNum,
    earnPerHkdDen: f.earnPerHkdDen,
    coinsPerStampCard: f.coinsPerStampCard,
    // jsonb keeps the counts as digit strings: a bigint does not survive JSON.
    campaignRules: f.campaignRules.map((r) => ({ campaignId: r.campaignId, coins: r.coins.toString() })),
    pendingDays: f.pendingDays,
    expiryMonths: f.expiryMonths,
    onChain: f.onChain,
    updatedAt: now,
  };
  const [coin] = await deps.db
    .insert(loyaltyCoins)
    .values({ merchantId: merchant.id, ...terms, createdAt: now })
    .onConflictDoUpdate({ target: loyaltyCoins.merchantId, set: terms })
    .returning();
  deps.log.info(
    { mcId: merchant.mcId, symbol: f.symbol, valueMinor: String(f.valueMinor) },
    'loyalty coin saved',
  );
  return coinView(merchant, coin!);
}

/**
 * getLoyaltyCoin: anyone reads the coin of the merchant `mcId` (its name, symbol, artwork, value and how it
 * is earned). NOT_FOUND without a coin; FORBIDDEN plan_lacks_feature while its plan lacks coins.
 */
export async function getLoyaltyCoin(deps: Pick<Deps, 'db' | 'now'>, mcId: string): Promise<LoyaltyCoin> {
  const merchant = await merchantByMcId(deps.db, mcId);
  const coin = merchant ? await coinOf(deps.db, merchant.id) : null;
  if (!merchant || !coin) fail('NOT_FOUND', 'no_coin');
  if (!hasFeature(merchant, 'LOYALTY_COINS', deps.now()))
    fail('FORBIDDEN', 'plan_lacks_feature', { feature: 'LOYALTY_COINS' });
  return coinView(merchant, coin);
}
