import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { favourites, products } from '../../db/schema';
import type { Ranking, RankingQuery } from '../../schemas/product-lists';
import { selectProductCards, toProductCard } from './catalog';

const DAY_SECONDS = 86_400;
const PERIOD_DAYS = { '1d': 1, '7d': 7, '30d': 30, all: null } as const;

/**
 * A favourite saved in the period counts 1. Views (log10) and how recently the item was listed only
 * separate items with equal favourites: together they stay below 1 (views 0.05 per decade, at most
 * 0.3; a listing made now 0.5, fading to 0 over the period, or over 30 days for "all").
 */
export const RANKING_WEIGHTS = { viewsPerDecade: 0.05, maxViews: 0.3, recency: 0.5 } as const;

/**
 * productRanking (spec §2 rank): items on sale by favourites saved in the period, views and recency.
 * Scores are computed for candidates only, each set found by an index: the (at most 500, or 10 × limit)
 * items most favourited in the period, plus the most favourited and the most recently listed items, so a
 * quiet period still fills the list. Past the 500th, equal counts are cut by id, not by views.
 */
export async function productRanking(db: Db, q: RankingQuery, now: Date): Promise<Ranking> {
  const rows = await rankingQuery(db, q, now);
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

/** The ranking query (cards with score and favourites in the period), best first. */
export function rankingQuery(db: Db, q: RankingQuery, now: Date) {
  const days = PERIOD_DAYS[q.period];
  const since = days ? new Date(now.getTime() - days * DAY_SECONDS * 1000) : null;
  const chain = q.chain !== 'ALL' ? eq(products.blockchain, q.chain) : undefined;
  const inPeriod = since
    ? sql<number>`(select count(*)::int from ${favourites} f where f.product_id = ${products.id} and f.created_at >= ${since.toISOString()}::timestamptz)`
    : sql<number>`${products.favourites}`;
  const listed = sql`coalesce(${products.listedAt}, ${products.createdAt})`;
  const age = sql`extract(epoch from (${now.toISOString()}::timestamptz - ${listed}))::float8`;
  const recency = sql`least(1, greatest(0, 1 - ${age} / ${(days ?? 30) * DAY_SECONDS}))`;
  const views = sql`least(${RANKING_WEIGHTS.maxViews}, ${RANKING_WEIGHTS.viewsPerDecade} * log(1 + ${products.views}::float8))`;
  const score = sql<number>`(${inPeriod} + ${views} + ${RANKING_WEIGHTS.recency} * ${recency})::float8`;
  const filler = (order: SQL[]) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'ON_SALE'), chain))
      .orderBy(...order)
      .limit(q.limit);
  const popular = filler([sql`${products.favourites} desc nulls last`, sql`${products.id} desc nulls last`]);
  const fresh = filler([sql`${products.listedAt} desc nulls last`, sql`${products.id} desc nulls last`]);
  // The items most favourited in the period (a range scan of favourites by time, counted per item).
  const favourited = since
    ? db
        .select({ id: favourites.productId })
        .from(favourites)
        .where(gte(favourites.createdAt, since))
        .groupBy(favourites.productId)
        .orderBy(sql`count(*) desc`, favourites.productId)
        .limit(Math.max(500, q.limit * 10))
    : null;
  return selectProductCards(db, { score, favouritesInPeriod: inPeriod })
    .where(
      and(
        eq(products.status, 'ON_SALE'),
        chain,
        inArray(products.id, favourited ? union(favourited, popular, fresh) : union(popular, fresh)),
      ),
    )
    .orderBy(sql`${score} desc`, products.id)
    .limit(q.limit);
}
