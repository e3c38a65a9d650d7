import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { favourites, products } from '../db/schema';
import type { Ranking, RankingQuery } from '../schemas/products';
import { selectProductCards, toProductCard } from './catalog';

const DAY_SECONDS = 86_400;
const PERIOD_DAYS = { '1d': 1, '7d': 7, '30d': 30, all: null } as const;

/**
 * A favourite saved in the period counts 1. Views (log10) and how recently the item was listed only
 * separate items with equal favourites: together they stay below 1 (views 0.05 per decade, up to
 * 0.25 at 100 000 views; a listing made now 0.5, fading to 0 over the period, or 30 days for "all").
 */
export const RANKING_WEIGHTS = { viewsPerDecade: 0.05, recency: 0.5 } as const;

/**
 * productRanking (spec §2 rank): items on sale by favourites saved in the period, views and recency.
 * Scores are computed for the candidates only: items favourited in the period, plus the most favourited
 * and the most recently listed items (so a quiet period still fills the list), each found by an index.
 */
export async function productRanking(db: Db, q: RankingQuery, now: Date): Promise<Ranking> {
  const days = PERIOD_DAYS[q.period];
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = days
    ? sql`${new Date(now.getTime() - days * DAY_SECONDS * 1000).toISOString()}::timestamptz`
    : null;
  const onSale: SQL = and(
    eq(products.status, 'ON_SALE'),
    q.chain !== 'ALL' ? eq(products.blockchain, q.chain) : undefined,
  )!;
  const inPeriod = since
    ? sql<number>`(select count(*)::int from ${favourites} f where f.product_id = ${products.id} and f.created_at >= ${since})`
    : sql<number>`${products.favourites}`;
  const listed = sql`coalesce(${products.listedAt}, ${products.createdAt})`;
  const horizon = (days ?? 30) * DAY_SECONDS;
  const recency = sql`greatest(0, 1 - extract(epoch from (${at} - ${listed}))::float8 / ${horizon})`;
  const score = sql<number>`(${inPeriod} + ${RANKING_WEIGHTS.viewsPerDecade} * log(1 + ${products.views}::float8)
    + ${RANKING_WEIGHTS.recency} * least(1, ${recency}))::float8`;
  const p = sql.raw('p');
  const candidates = sql`${products.id} in (
    ${since ? sql`select product_id from ${favourites} where created_at >= ${since} union` : sql``}
    (select ${p}.id from ${products} ${p} where ${p}.status = 'ON_SALE'
      ${q.chain !== 'ALL' ? sql`and ${p}.blockchain = ${q.chain}` : sql``}
      order by ${p}.favourites desc nulls last, ${p}.id desc nulls last limit ${q.limit})
    union
    (select ${p}.id from ${products} ${p} where ${p}.status = 'ON_SALE'
      ${q.chain !== 'ALL' ? sql`and ${p}.blockchain = ${q.chain}` : sql``}
      order by ${p}.listed_at desc nulls last, ${p}.id desc limit ${q.limit}))`;
  const rows = await selectProductCards(db, { score, favouritesInPeriod: inPeriod })
    .where(and(onSale, candidates))
    .orderBy(sql`${score} desc`, products.id)
    .limit(q.limit);
  return {
    period: q.period,
    items: rows.map(({ score: s, favouritesInPeriod, ...card }, i) => ({
      rank: i + 1,
      score: Math.round(Number(s) * 1000) / 1000,
      favouritesInPeriod: Number(favouritesInPeriod),
      product: toProductCard(card),
    })),
  };
}
