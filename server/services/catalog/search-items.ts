import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, searchWords } from '../../db/schema';
import type { ProductCard } from '../../schemas/catalog';
import { selectProductCards, toProductCard } from './catalog';

/** A parsed keyword (search.ts); `fuzzy` = long enough and without CJK characters for trigram matching. */
export type Search = {
  kw: string;
  tsquery: SQL | null;
  /** The same query restricted to the name (weight A of the search vector). */
  nameQuery: SQL | null;
  pattern: string;
  fuzzy: boolean;
};

type WithThreshold = <T>(db: Db, run: (tx: Db) => Promise<T>) => Promise<T>;

const onSale = eq(products.status, 'ON_SALE');
/** A lexicon word that can be put into a tsquery as it is. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * Up to `n` ids of items on sale matching `where` and not in `taken`, most favourited first (ties: newer id).
 * One condition each, so PostgreSQL estimates it well: an index scan in products_popular_idx order that stops
 * at `n` for a common word, a bitmap from the GIN indexes for a rare one.
 */
async function byPopularity(db: Db, where: SQL, taken: string[], n: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(onSale, where, taken.length ? notInArray(products.id, taken) : undefined))
    .orderBy(desc(products.favourites), desc(products.id))
    .limit(n);
  return rows.map((r) => r.id);
}

/**
 * Fills `ids` (in place) tier by tier, each tier by popularity, until `limit`. A tier is asked only when
 * the tiers before it had fewer rows than were missing, so all their rows are in `ids` and excluding those
 * ids excludes the tiers.
 */
async function fill(db: Db, tiers: SQL[], ids: string[], limit: number) {
  for (const where of tiers) {
    if (ids.length >= limit) return;
    ids.push(...(await byPopularity(db, where, ids, limit - ids.length)));
  }
}

/**
 * The lexicon words that resemble the keyword (pg_trgm word similarity ≥ the threshold), closest first,
 * grouped by closeness: each group becomes one tier, a full-text query on the names (weight A).
 */
async function similarWordTiers(db: Db, s: Search, withThreshold: WithThreshold): Promise<SQL[]> {
  const closeness = sql<number>`word_similarity(${s.kw}, ${searchWords.word})`;
  const rows = await withThreshold(db, (tx) =>
    tx
      .select({ word: searchWords.word, closeness })
      .from(searchWords)
      .where(and(sql`${s.kw} <% ${searchWords.word}`, sql`${searchWords.items} > 0`))
      .orderBy(desc(closeness), searchWords.word),
  );
  const groups = new Map<number, string[]>();
  for (const r of rows)
    if (PLAIN_WORD.test(r.word)) groups.set(r.closeness, [...(groups.get(r.closeness) ?? []), r.word]);
  return [...groups.values()].map(
    (words) =>
      sql`${products.searchVector} @@ to_tsquery('simple', ${words.map((w) => `${w}:A`).join(' | ')})`,
  );
}

/**
 * Items on sale, in tiers (bench/README.md "Search at a million items"), each tier most favourited first:
 * 1. the name contains the keyword as typed (substring; keywords of three letters or more, not CJK);
 * 2. the name has every word of the keyword (full text, word prefixes, CJK as phrases);
 * 3. any searchable field has them (description, model and card number);
 * 4. when those do not fill the answer, typos: a word of the name resembles the keyword (the lexicon's
 *    words by pg_trgm word similarity, closest word first). Keywords with digits (not in the lexicon)
 *    compare with whole names instead, closest first.
 * Every tier is served in order by an index, so a common word costs what a rare one does.
 */
export async function searchItems(
  db: Db,
  s: Search,
  limit: number,
  withThreshold: WithThreshold,
): Promise<ProductCard[]> {
  const ids: string[] = [];
  const exact = [
    s.fuzzy ? sql`${products.name} ilike ${s.pattern}` : null,
    s.nameQuery ? sql`${products.searchVector} @@ ${s.nameQuery}` : null,
    s.tsquery ? sql`${products.searchVector} @@ ${s.tsquery}` : null,
  ].filter((t): t is SQL => t !== null);
  await fill(db, exact, ids, limit);
  if (s.fuzzy && ids.length < limit) {
    if (/\p{N}/u.test(s.kw)) await typosByName(db, s, ids, limit, withThreshold);
    else await fill(db, await similarWordTiers(db, s, withThreshold), ids, limit);
  }
  if (!ids.length) return [];
  const rows = await selectProductCards(db).where(inArray(products.id, ids));
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!).map(toProductCard);
}

/** Typos of keywords with digits: names resembling the whole keyword (pg_trgm), closest first. */
async function typosByName(db: Db, s: Search, ids: string[], limit: number, withThreshold: WithThreshold) {
  const similar = sql`word_similarity(${s.kw}, ${products.name})`;
  const rows = await withThreshold(db, (tx) =>
    tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(onSale, sql`${s.kw} <% ${products.name}`, ids.length ? notInArray(products.id, ids) : undefined),
      )
      .orderBy(desc(similar), desc(products.favourites), desc(products.id))
      .limit(limit - ids.length),
  );
  ids.push(...rows.map((r) => r.id));
}
