import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { merchants, paymentEvents } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { ApiError } from '../../../http/errors';
import type { OrderRow } from '../../orders/transition';
import { hasFeature, type Merchant, merchantOfMember } from '../../merchants/access';
import { coinOf, type CoinRow } from './coin';
import { earnCoins } from './earn';
import { coinsForSpend } from './rules';

/** The payment ledger's provider of the coin tender (server/services/loyalty/coins/tender.ts). */
export const COINS_PROVIDER = 'coins';

type HookDeps = Pick<Deps, 'now'> & Partial<Pick<Deps, 'queue' | 'log'>>;

async function merchantById(db: Db, id: string): Promise<Merchant | null> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id));
  return row ?? null;
}

/** The merchant's coin where its plan has coins in force at `now`, else null (nothing is earned). */
async function earningCoin(db: Db, merchant: Merchant | null, now: Date): Promise<CoinRow | null> {
  if (!merchant || !hasFeature(merchant, 'LOYALTY_COINS', now)) return null;
  return coinOf(db, merchant.id);
}

/**
 * Earns inside the caller's transaction under a savepoint: a refusal (none is expected: the key is the
 * event's own) leaves the coins out, logged, without undoing the payment, stamp or claim that earned them.
 */
async function earnInSavepoint(
  tx: Db,
  deps: HookDeps,
  e: { merchantId: string; memberId: string; amount: bigint; key: string; orderId?: string },
): Promise<void> {
  if (e.amount <= 0n) return;
  try {
    await tx.transaction((sp) => earnCoins({ ...deps, db: sp as unknown as Db }, e));
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    deps.log?.warn({ key: e.key, code: err.code }, 'coins not earned');
  }
}

/** Coins paid on the order with the coin tender, net of what was refunded of them (HKD cents). */
export async function coinPaidOf(tx: Db, orderId: string): Promise<bigint> {
  const [row] = await tx
    .select({
      net: sql<string>`coalesce(sum(case when ${paymentEvents.kind} = 'CAPTURE' then ${paymentEvents.amount} else -${paymentEvents.amount} end), 0)::text`,
    })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.provider, COINS_PROVIDER)));
  return BigInt(row?.net ?? '0');
}

/**
 * The money an order's earn counts: its goods (the total less delivery) less what was paid with coins, which
 * count against the goods first, never below zero. Coins paid earn no coins.
 */
export function earnBase(order: Pick<OrderRow, 'totalAmount' | 'price'>, coinPaid: bigint): bigint {
  const goods = BigInt(order.totalAmount) - BigInt(order.price.shippingCost ?? '0');
  const base = goods - coinPaid;
  return base > 0n ? base : 0n;
}

/**
 * When an order becomes fully paid (recordCaptureInTx, in its transaction): its buyer earns the seller's
 * merchant's coin for the money paid on its goods (earnBase, at the coin's earn rate, rounded down), once by
 * `earn:order:<id>`, the lot linked to the order. Only HKD orders (the rate is per HK$1), only where the
 * merchant's plan has coins in force, never for the merchant buying its own goods.
 */
export async function earnForPaidOrder(deps: HookDeps & { db: Db }, order: OrderRow, now: Date) {
  if (order.currency !== 'HKD' || order.buyerId === order.sellerId) return;
  const merchant = await merchantOfMember(deps.db, order.sellerId);
  const coin = await earningCoin(deps.db, merchant, now);
  if (!coin) return;
  const base = earnBase(order, await coinPaidOf(deps.db, order.id));
  const amount = coinsForSpend(base, { num: coin.earnPerHkdNum, den: coin.earnPerHkdDen });
  await earnInSavepoint(deps.db, deps, {
    merchantId: merchant!.id,
    memberId: order.buyerId,
    amount,
    key: `earn:order:${order.id}`,
    orderId: order.id,
  });
}

/**
 * When a member completes a merchant's stamp card (grantInTx, in its transaction): the coin's per-card amount,
 * once per completed round by `earn:stamps:<card>:<member>:<round>`.
 */
export async function earnForStampCard(
  tx: Db,
  deps: HookDeps,
  c: { merchantId: string; cardId: string; memberId: string; round: number },
) {
  const coin = await earningCoin(tx, await merchantById(tx, c.merchantId), deps.now());
  if (!coin) return;
  await earnInSavepoint(tx, deps, {
    merchantId: c.merchantId,
    memberId: c.memberId,
    amount: coin.coinsPerStampCard,
    key: `earn:stamps:${c.cardId}:${c.memberId}:${c.round}`,
  });
}

/**
 * When a member claims a campaign's reward (claimCampaignReward, in its transaction): the coins the merchant's
 * coin gives for that campaign (`campaignRules`), once per claim by `earn:campaign:<claim>`.
 */
export async function earnForCampaignClaim(
  tx: Db,
  deps: HookDeps,
  c: { merchantId: string; campaignId: string; claimId: string; memberId: string },
) {
  const coin = await earningCoin(tx, await merchantById(tx, c.merchantId), deps.now());
  const rule = coin?.campaignRules.find((r) => r.campaignId === c.campaignId);
  if (!rule) return;
  await earnInSavepoint(tx, deps, {
    merchantId: c.merchantId,
    memberId: c.memberId,
    amount: BigInt(rule.coins),
    key: `earn:campaign:${c.claimId}`,
  });
}
