import { stringify } from 'csv-stringify/sync';
import { and, countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { coinLedger, coinLots } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import { COIN_LIABILITY_CSV_COLUMNS, type CoinLiability, type CoinRatio } from '../../../schemas/coins';
import { requireMerchantFeature } from '../../merchants/access';
import { lastCoinChainCheck } from './chain-reconcile';
import { coinOf } from './coin';

const total = (where: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${coinLedger.delta}) filter (where ${where}), 0)::text`;

/** The merchant's ledger summed per kind in one pass over its report index (no row is read twice). */
export async function ledgerTotals(db: Db, merchantId: string) {
  const [t] = await db
    .select({
      earn: total(sql`${coinLedger.kind} = 'EARN'`),
      adjust: total(sql`${coinLedger.kind} = 'ADJUST'`),
      spend: total(sql`${coinLedger.kind} = 'SPEND'`),
      spendBack: total(sql`${coinLedger.kind} = 'REVERSE' and ${coinLedger.delta} > 0`),
      earnBack: total(sql`${coinLedger.kind} = 'REVERSE' and ${coinLedger.delta} < 0`),
      expire: total(sql`${coinLedger.kind} = 'EXPIRE'`),
      all: total(sql`true`),
    })
    .from(coinLedger)
    .where(eq(coinLedger.merchantId, merchantId));
  return Object.fromEntries(Object.entries(t!).map(([k, n]) => [k, BigInt(n)])) as Record<
    keyof NonNullable<typeof t>,
    bigint
  >;
}

const ratio = (num: bigint, den: bigint): CoinRatio =>
  den > 0n ? { num: num.toString(), den: den.toString() } : null;

/**
 * coinLiabilityReport: the caller's merchant's coins as its books need them (ASC 606 breakage), every figure
 * from the ledger: issued (EARN), adjusted (ADJUST, signed), spent (SPEND less spent coins given back),
 * expired, reversed (earned coins taken back), outstanding (their balance, which is the ledger's sum), the
 * liability at the coin's value, and the redemption and breakage rates as exact ratios.
 */
export async function coinLiabilityReport(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
): Promise<CoinLiability> {
  const now = deps.now();
  const merchant = await requireMerchantFeature(deps.db, memberId, 'LOYALTY_COINS', now);
  const coin = await coinOf(deps.db, merchant.id);
  if (!coin) fail('NOT_FOUND', 'no_coin');
  const [t, [holders], chain] = await Promise.all([
    ledgerTotals(deps.db, merchant.id),
    deps.db
      .select({ n: countDistinct(coinLots.memberId) })
      .from(coinLots)
      .where(and(eq(coinLots.merchantId, merchant.id), sql`${coinLots.remaining} > 0`)),
    lastCoinChainCheck(deps.db, merchant.id),
  ]);
  const issued = t.earn;
  const spent = -t.spend - t.spendBack;
  const expired = -t.expire;
  const reversed = -t.earnBack;
  const outstanding = issued + t.adjust - spent - expired - reversed;
  if (outstanding !== t.all) throw new Error(`coin report of ${merchant.mcId} does not add up`);
  return {
    mcId: merchant.mcId,
    symbol: coin.symbol,
    valueMinor: coin.valueMinor.toString(),
    issued: issued.toString(),
    adjusted: t.adjust.toString(),
    spent: spent.toString(),
    expired: expired.toString(),
    reversed: reversed.toString(),
    outstanding: outstanding.toString(),
    liabilityMinor: (outstanding * coin.valueMinor).toString(),
    redemptionRate: ratio(spent, issued - reversed),
    breakageRate: ratio(expired, issued - reversed),
    holders: Number(holders?.n ?? 0),
    asOf: now.toISOString(),
    ...(chain ? { chain } : {}),
  };
}

/** The report as CSV (a header row of COIN_LIABILITY_CSV_COLUMNS; a rate as `num/den`, empty when none). */
export async function exportCoinLiability(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
): Promise<{ csv: string; mcId: string }> {
  const r = await coinLiabilityReport(deps, memberId);
  const rate = (x: CoinRatio) => (x ? `${x.num}/${x.den}` : '');
  const row = { ...r, redemptionRate: rate(r.redemptionRate), breakageRate: rate(r.breakageRate) };
  const csv = stringify([row], {
    header: true,
    columns: [...COIN_LIABILITY_CSV_COLUMNS],
    record_delimiter: 'windows',
  });
  return { csv, mcId: r.mcId };
}
