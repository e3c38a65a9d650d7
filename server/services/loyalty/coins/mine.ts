import { and, desc, eq, sql } from 'drizzle-orm';
import { coinLedger, coinLots, loyaltyCoins, merchants } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import {
  COIN_EXPIRING_SOON_DAYS,
  type CoinBalanceList,
  type CoinHistoryPage,
  type CoinHistoryQuery,
} from '../../../schemas/coins';
import { merchantByMcId } from '../../merchants/access';
import { decodeCursor, toPage } from '../../shared/keyset';

/** An aggregate's timestamp as ISO 8601 UTC text, so no driver has to parse PostgreSQL's own format. */
const isoSql = (t: ReturnType<typeof sql>) =>
  sql<string | null>`to_char(${t} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * listMyCoinBalances: the caller's coins per merchant, from their lots still holding coins: spendable now,
 * pending (and when the first turns spendable), expiring within 30 days (and the first date), and the total
 * of the two. Lots past expiry whose job has not run yet count in none of them.
 */
export async function listMyCoinBalances(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
): Promise<CoinBalanceList> {
  const now = deps.now();
  const soon = new Date(now.getTime() + COIN_EXPIRING_SOON_DAYS * 86_400_000);
  const valid = sql`${coinLots.expiresAt} > ${now}`;
  const spendable = sql`${valid} and ${coinLots.spendableFrom} <= ${now}`;
  const pending = sql`${valid} and ${coinLots.spendableFrom} > ${now}`;
  const expiring = sql`${valid} and ${coinLots.expiresAt} <= ${soon}`;
  const rows = await deps.db
    .select({
      mcId: merchants.mcId,
      merchantName: merchants.name,
      coinName: loyaltyCoins.name,
      symbol: loyaltyCoins.symbol,
      artworkPath: loyaltyCoins.artworkPath,
      valueMinor: loyaltyCoins.valueMinor,
      spendable: sql<string>`coalesce(sum(${coinLots.remaining}) filter (where ${spendable}), 0)::text`,
      pending: sql<string>`coalesce(sum(${coinLots.remaining}) filter (where ${pending}), 0)::text`,
      nextSpendableAt: isoSql(sql`min(${coinLots.spendableFrom}) filter (where ${pending})`),
      expiringSoon: sql<string>`coalesce(sum(${coinLots.remaining}) filter (where ${expiring}), 0)::text`,
      expiringAt: isoSql(sql`min(${coinLots.expiresAt}) filter (where ${expiring})`),
    })
    .from(coinLots)
    .innerJoin(merchants, eq(merchants.id, coinLots.merchantId))
    .innerJoin(loyaltyCoins, eq(loyaltyCoins.merchantId, coinLots.merchantId))
    .where(and(eq(coinLots.memberId, memberId), sql`${coinLots.remaining} > 0`))
    .groupBy(merchants.id, loyaltyCoins.id)
    .orderBy(merchants.mcId);
  return {
    items: rows
      .map((r) => ({
        ...r,
        valueMinor: r.valueMinor.toString(),
        total: (BigInt(r.spendable) + BigInt(r.pending)).toString(),
      }))
      .filter((r) => r.total !== '0'),
  };
}

/** listCoinHistory: the caller's ledger rows at the merchant `mcId`, newest first, keyset-paged by insertion. */
export async function listCoinHistory(
  deps: Pick<Deps, 'db'>,
  memberId: string,
  q: Pick<CoinHistoryQuery, 'mcId' | 'cursor' | 'limit'>,
): Promise<CoinHistoryPage> {
  const merchant = await merchantByMcId(deps.db, q.mcId);
  if (!merchant) fail('NOT_FOUND', 'merchant_not_found');
  const after = q.cursor ? decodeCursor(q.cursor, 'coin-history', 'number') : null;
  const rows = await deps.db
    .select({
      id: coinLedger.id,
      kind: coinLedger.kind,
      delta: coinLedger.delta,
      orderId: coinLedger.orderId,
      lotExpiresAt: coinLots.expiresAt,
      reason: coinLedger.reason,
      createdAt: coinLedger.createdAt,
      sortKey: sql<string>`${coinLedger.seq}::text`,
      cursorId: coinLedger.id,
    })
    .from(coinLedger)
    .innerJoin(coinLots, eq(coinLots.id, coinLedger.lotId))
    .where(
      and(
        eq(coinLedger.merchantId, merchant.id),
        eq(coinLedger.memberId, memberId),
        after ? sql`${coinLedger.seq} < ${after.k}::bigint` : undefined,
      ),
    )
    .orderBy(desc(coinLedger.seq))
    .limit(q.limit + 1);
  return toPage(rows, q.limit, 'coin-history', (r) => ({
    ...r,
    delta: r.delta.toString(),
    lotExpiresAt: r.lotExpiresAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
}
