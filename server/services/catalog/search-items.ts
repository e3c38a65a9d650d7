import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { products, searchWords } from '../../db/schema';
import type { ProductCard } from '../../schemas/catalog';
import { selectProductCards, toProductCard } from './catalog';
import { hasCjk, likeEscape } from './search-text';

/** A parsed keyword (search.ts); `fuzzy` = long enough and without CJK characters for trigram matching. */
export type Search = {
  kw: string;
  /** The keyword as tsquery text (keywordQuery), null without letters, digits or CJK characters. */
  query: string | null;
  /** The same query restricted to the name (weight A of the search vector). */
  nameQuery: string | null;
  pattern: string;
  fuzzy: boolean;
  /** The keyword's parts as keywordQuery splits them (lower case; letters and digits, or CJK runs). */
  parts: string[];
};

const onSale = eq(products.status, 'ON_SALE');
/** The popularity indexes' order exactly (NULLS LAST included, though never null), so they can serve it. */
const POPULAR = [sql`${products.favourites} desc nulls last`, sql`${products.id} desc nulls last`];
/** The same order as an expression the index cannot serve: the plan must collect the matches, then sort. */
const POPULAR_SORTED = [sql`${products.favourites} + 0 desc`, desc(products.id)];
/** A lexicon word that can be put into a tsquery as it is. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;
/** The most rows an ordered probe reads (a few milliseconds). */
const MAX_PROBE = 10_000;
/** A small catalogue is read whole by the probe (and an unanalysed one counts 0 items). */
const MIN_PROBE = 1_000;

/**
 * A tier's condition, an upper bound of the items it matches (from the lexicon; null when unknown; 0
 * skips the tier) and an estimate of them, which picks the plan. PostgreSQL cannot pick it alone: it
 * guesses 0.5 % of the items for a prefix it has no statistics of, and a scan in popularity order for a
 * word that no item has reads every item.
 */
type Bound = { atMost: number | null; about: number | null };
/**
 * What a tier matches, each one statement text whose values are placeholders (`term`, and `query` for the
 * GIN condition of `nameHas`), so a tier's statements are prepared once (tierStatement):
 * - `nameContains`: the name contains `term` (ILIKE pattern; the popularity index holds the name);
 * - `nameHas`: the name contains `term` (LIKE, CJK), every such name has the words of `query` (tsquery text,
 *   which the GIN index serves for the bitmap plan);
 * - `vector`: the search vector matches `term` (tsquery text).
 */
type Tier = { kind: 'nameContains' | 'nameHas' | 'vector'; term: string; query?: string } & Bound;

const term = sql.placeholder('term');
const CONDITIONS: Record<Tier['kind'], SQL> = {
  nameContains: sql`${products.name} ilike ${term}`,
  nameHas: sql`${products.name} like ${term}`,
  vector: sql`${products.searchVector} @@ to_tsquery('simple', ${term})`,
};
/** The condition a GIN index serves, for the bitmap plan of a `where` no index serves. */
const INDEXED: Partial<Record<Tier['kind'], SQL>> = {
  nameHas: sql`${products.searchVector} @@ to_tsquery('simple', ${sql.placeholder('query')})`,
};
const notTaken = sql`${products.id} <> all(${sql.placeholder('taken')}::uuid[])`;

/**
 * A tier kind's two statements, prepared once per database: the probe (in popularity order, at most
 * `budget` rows) and the bitmap plan (every match, sorted). Building them per call was a fifth of Node's time
 * in a search, and each call was parsed and planned again.
 */
const tierStatements = preparedPerDb((db: Db) => {
  const build = (kind: Tier['kind']) => {
    const where = CONDITIONS[kind];
    const inName = kind !== 'vector';
    const columns = { id: products.id, favourites: products.favourites, name: products.name };
    // Aliased as products, so `where` (written against the table) reads the subquery's columns.
    const popular = sql`(${db
      .select(inName ? columns : { ...columns, searchVector: products.searchVector })
      .from(products)
      .where(onSale)
      .orderBy(...POPULAR)
      .limit(sql.placeholder('budget'))}) as ${products}`;
    return {
      probe: db
        .select({ id: sql<string>`${products.id}` })
        .from(popular)
        .where(and(where, notTaken))
        .limit(sql.placeholder('n'))
        .prepare(`search_items_probe_${kind}`),
      bitmap: db
        .select({ id: products.id })
        .from(products)
        .where(and(onSale, INDEXED[kind], where, notTaken))
        .orderBy(...POPULAR_SORTED)
        .limit(sql.placeholder('n'))
        .prepare(`search_items_bitmap_${kind}`),
    };
  };
  return { nameContains: build('nameContains'), nameHas: build('nameHas'), vector: build('vector') };
});

/**
 * Up to `n` ids of items on sale matching `where` and not in `taken`, most favourited first (ties: newer id).
 * A tier that may match many items is first read in popularity order, at most a budget of rows (a subquery
 * with its own LIMIT, so the scan stops): when that finds `n`, they are the `n` most popular, as every
 * later row is less popular. A name tier reads products_search_popular_idx alone (the name is in it); a
 * full-text tier reads each row's search vector too. Otherwise (and for rare tiers) all matches come from
 * the GIN indexes (bitmap) and are sorted; a rare tier has few.
 */
async function byPopularity(db: Db, tier: Tier, taken: string[], n: number, items: number) {
  if (tier.atMost === 0) return [];
  const statements = tierStatements(db)[tier.kind];
  const values = { term: tier.term, query: tier.query ?? null, taken, n };
  if (tier.about !== null && tier.about * MAX_PROBE >= n * items) {
    const budget = Math.min(MAX_PROBE, Math.max(MIN_PROBE, Math.ceil((3 * n * items) / tier.about)));
    const rows = await statements.probe.execute({ ...values, budget });
    if (rows.length === n) return rows.map((r) => r.id);
  }
  const rows = await statements.bitmap.execute(values);
  return rows.map((r) => r.id);
}

/**
 * Fills `ids` (in place) tier by tier, each tier by popularity, until `limit`. A tier is asked only when
 * the tiers before it had fewer rows than were missing, so all their rows are in `ids` and excluding those
 * ids excludes the tiers.
 */
async function fill(db: Db, tiers: Tier[], ids: string[], limit: number, items: number) {
  for (const tier of tiers) {
    if (ids.length >= limit) return;
    ids.push(...(await byPopularity(db, tier, ids, limit - ids.length, items)));
  }
}

/**
 * Upper bounds from the lexicon, for each pattern: the items whose name has a word matching it. ILIKE, so
 * PostgreSQL folds case as the searches do (JavaScript's lower case can differ beyond ASCII, and a bound of
 * 0 skips a tier).
 */
async function lexiconBounds(db: Db, patterns: string[]): Promise<{ counts: number[]; items: number }> {
  const [row] = await lexiconStatement(db).execute({ patterns: JSON.stringify(patterns) });
  return { counts: row!.counts.map(Number), items: Number(row!.items) };
}

/**
 * With the catalogue's size for the plan choice (the planner's own row count of products, no scan): one
 * statement, one round trip and one pooled connection per search. From pg_class's one row of products.
 */
const lexiconStatement = preparedPerDb((db: Db) =>
  db
    .select({
      items: sql<number>`greatest(reltuples, 0)::float8`,
      counts: sql<number[]>`array(
        select coalesce((select sum(${searchWords.items}) from ${searchWords} where ${searchWords.word} ilike t.p), 0)::float8
        from jsonb_array_elements_text(${sql.placeholder('patterns')}::jsonb) with ordinality as t(p, i)
        order by t.i)`,
    })
    .from(sql`pg_class`)
    .where(sql`oid = 'products'::regclass`)
    .prepare('search_lexicon_bounds'),
);

/**
 * The lexicon words that resemble the keyword (pg_trgm word similarity ≥ the session's threshold,
 * WORD_SIMILARITY_THRESHOLD), closest first,
 * grouped by closeness: each group becomes one tier, a full-text query on the names (weight A).
 */
async function similarWordTiers(db: Db, s: Search): Promise<Tier[]> {
  const rows = await similarWordsStatement(db).execute({ kw: s.kw });
  const groups = new Map<number, { words: string[]; items: number }>();
  for (const r of rows.filter((w) => PLAIN_WORD.test(w.word))) {
    const g = groups.get(r.closeness) ?? { words: [], items: 0 };
    groups.set(r.closeness, { words: [...g.words, r.word], items: g.items + r.items });
  }
  return [...groups.values()].map((g): Tier => ({
    kind: 'vector',
    term: g.words.map((w) => `${w}:A`).join(' | '),
    atMost: g.items,
    about: g.items,
  }));
}

const similarWordsStatement = preparedPerDb((db: Db) => {
  const kw = sql.placeholder('kw');
  const closeness = sql<number>`word_similarity(${kw}, ${searchWords.word})`;
  return db
    .select({ word: searchWords.word, items: searchWords.items, closeness })
    .from(searchWords)
    .where(and(sql`${kw} <% ${searchWords.word}`, sql`${searchWords.items} > 0`))
    .orderBy(desc(closeness), searchWords.word)
    .prepare('search_similar_words');
});

/**
 * A tier needs every part of the keyword: it matches at most the rarest part's items and, taking the
 * parts as independent, about items × each part's share (two common words rarely meet in one name).
 * A CJK run counts as its rarest character: its characters come together.
 */
function bound(parts: number[], items: number): Bound {
  if (!parts.length) return { atMost: null, about: null };
  const n = Math.max(items, 1);
  return { atMost: Math.min(...parts), about: parts.reduce((acc, c) => acc * Math.min(1, c / n), n) };
}

/**
 * Items on sale, in tiers (bench/README.md "Search at a million items"), each tier most favourited first:
 * 1. the name contains the keyword as typed (substring; keywords of three letters or more, or one run of CJK
 *    characters);
 * 2. the name has every word of the keyword (full text, word prefixes, CJK as phrases; not for one CJK run,
 *    whose names are tier 1);
 * 3. any searchable field has them (description, model and card number);
 * 4. when those do not fill the answer, typos: a word of the name resembles the keyword (the lexicon's
 *    words by pg_trgm word similarity, closest word first). Keywords with digits (not in the lexicon)
 *    compare with whole names instead, closest first.
 * Every tier is served in order by an index, so a common word costs what a rare one does.
 */
export async function searchItems(db: Db, s: Search, limit: number): Promise<ProductCard[]> {
  const parts = s.parts.filter((p) => !/^\p{N}+$/u.test(p));
  const cjk = parts.filter(hasCjk);
  const latin = parts.filter((p) => !hasCjk(p));
  // Lexicon patterns, per keyword part: a name word containing it (tier 1), or starting with it (tier 2;
  // a CJK run: each of its characters).
  const contains = s.fuzzy ? latin.map((p) => [`%${likeEscape(p)}%`]) : [];
  const starts = [
    ...latin.map((p) => [p.length > 1 ? `${likeEscape(p)}%` : likeEscape(p)]),
    ...cjk.map((p) => [...p].map(likeEscape)),
  ];
  const { counts, items } = await lexiconBounds(db, [...contains, ...starts].flat());
  let next = 0;
  const perPart = (groups: string[][]) => groups.map((g) => Math.min(...g.map(() => counts[next++]!)));
  const [inName, withWords] = [perPart(contains), perPart(starts)];
  const exact: Tier[] = [];
  if (s.fuzzy) exact.push({ kind: 'nameContains', term: s.pattern, ...bound(inName, items) });
  const nameWords = s.nameQuery;
  if (nameWords && cjk.length === 1 && s.kw === cjk[0]) {
    // One run of CJK characters: a name containing it is the name tier, read from the name alone (the
    // popularity index holds it) where the phrase needs every row's search vector: a common phrase such as
    // 富士山 (4 000 items) took 15–18 ms to probe, 28 ms as a bitmap. The phrase (every such name has it)
    // serves the bitmap plan; a name with the characters apart ("富士 山") is left to the next tier.
    exact.push({ kind: 'nameHas', term: s.pattern, query: nameWords, ...bound(withWords, items) });
  } else if (nameWords) exact.push({ kind: 'vector', term: nameWords, ...bound(withWords, items) });
  if (s.query) exact.push({ kind: 'vector', term: s.query, atMost: null, about: null });
  const ids: string[] = [];
  await fill(db, exact, ids, limit, items);
  if (s.fuzzy && ids.length < limit) {
    if (/\p{N}/u.test(s.kw)) await typosByName(db, s, ids, limit);
    else await fill(db, await similarWordTiers(db, s), ids, limit, items);
  }
  if (!ids.length) return [];
  const rows = await cardsStatement(db).execute({ ids });
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!).map(toProductCard);
}

const cardsStatement = preparedPerDb((db: Db) =>
  selectProductCards(db)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('search_item_cards'),
);

/** Typos of keywords with digits: names resembling the whole keyword (pg_trgm), closest first. */
async function typosByName(db: Db, s: Search, ids: string[], limit: number) {
  const similar = sql`word_similarity(${s.kw}, ${products.name})`;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(onSale, sql`${s.kw} <% ${products.name}`, ids.length ? notInArray(products.id, ids) : undefined),
    )
    .orderBy(desc(similar), desc(products.favourites), desc(products.id))
    .limit(limit - ids.length);
  ids.push(...rows.map((r) => r.id));
}
