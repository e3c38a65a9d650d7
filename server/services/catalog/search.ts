import { and, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { collections, members } from '../../db/schema';
import type { SearchResult } from '../../schemas/catalog';
import { selectCollectionCards } from './catalog';
import { selectCreatorCards } from './home';
import { searchItems, type Search } from './search-items';
import { containsPattern, hasCjk, keywordParts, keywordQuery } from './search-text';

export { containsPattern, hasCjk, keywordParts, keywordQuery } from './search-text';

/** Trigrams need three characters; shorter keywords match by word prefix and substring only. */
const MIN_FUZZY_LENGTH = 3;

type Expr = SQL | AnyColumn;

type Searchable = {
  table: PgTable;
  id: AnyColumn;
  name: AnyColumn;
  vector: AnyColumn;
  /** A condition every match meets besides the keyword (creators: members who create). */
  only?: SQL;
};

/** One key of a search's order: an expression of the row, highest first unless `asc`. */
type OrderKey = { by: Expr; asc?: boolean };

/**
 * The keyword in a collections or creators statement: placeholders (`kw`, `pattern`, `q`, `limit`), so that
 * one prepared statement serves every keyword of a shape (whether the keyword has a full-text query, is
 * long enough for trigrams, and the pass). Built and planned per keyword, these statements took 1–5 ms of
 * planning each at a million items (the union arms' estimates), more than some of them take to run.
 */
type Terms = {
  kw: Placeholder;
  pattern: Placeholder;
  tsquery: SQL | null;
  fuzzy: boolean;
  limit: Placeholder;
};

const termsOf = (hasQuery: boolean, fuzzy: boolean): Terms => ({
  kw: sql.placeholder('kw'),
  pattern: sql.placeholder('pattern'),
  tsquery: hasQuery ? sql`to_tsquery('simple', ${sql.placeholder('q')})` : null,
  fuzzy,
  limit: sql.placeholder('limit'),
});

/** The values of Terms' placeholders for one search. */
type TermValues = { kw: string; pattern: string; q: string | null; limit: number };

/**
 * The ids of a searchable's `limit` best matches, in `order`: full text on its vector (unless a pass leaves
 * it out), plus (Latin-script keywords of three characters or more, served by the gin_trgm_ops name index)
 * substring on its name and, if `pass.trigrams`, trigram similarity. Written as `id = any(array(…))` over a
 * union of one arm per index: each arm finds its rows alone (an InitPlan) and computes their order keys from
 * the row it has read, and only the best `limit` ids reach the outer query, which reads those rows by primary
 * key for the cards.
 * As one OR, PostgreSQL misjudged the trigram arm at a million items (3 273 rows expected, 689 found) and
 * tested all 20 000 creators (or collections) three ways (90–200 ms); with the OR in the outer query, or as
 * `id in (…)`, it also joined every creator with the matches (seconds). With the ranking in the outer query,
 * every match (1 095 collections for `Pale`) was read a second time by id and joined to its owner before the
 * sort: 23 ms of a 25 ms search (bench/README.md "Search at a million items"). `<%` uses the session's
 * threshold, WORD_SIMILARITY_THRESHOLD (server/db/schema/text-search.ts).
 * `pass.above`: no ids at all unless there are `limit` of them and the last one's first order key is above it.
 */
function topMatches(s: Terms, t: Searchable, pass: Pass, order: OrderKey[]): SQL {
  const { above } = pass;
  const arms = [
    s.tsquery && pass.fullText ? sql`${t.vector} @@ ${s.tsquery}` : null,
    s.fuzzy ? sql`${t.name} ilike ${s.pattern}` : null,
    pass.trigrams ? sql`${s.kw} <% ${t.name}` : null,
  ].filter((c): c is SQL => c !== null);
  if (!arms.length) return sql`false`;
  const keys = order.map((o, i) => sql`${o.by} as ${sql.identifier(`k${i}`)}`);
  const columns = sql.join([sql`${t.id} as id`, ...keys], sql`, `);
  const selects = arms.map(
    (c) => sql`select ${columns} from ${t.table} where ${t.only ? sql`${t.only} and ` : sql``}${c}`,
  );
  const by = sql.join(
    order.map((o, i) => sql`${sql.identifier(`k${i}`)} ${sql.raw(o.asc ? 'asc' : 'desc')}`),
    sql`, `,
  );
  const top = sql`select id, k0 from (${sql.join(selects, sql` union `)}) as m order by ${by} limit ${s.limit}`;
  if (above === undefined) return sql`${t.id} = any(array(select id from (${top}) as top))`;
  // An array expression (any((select …)) would compare with each row of the subquery instead).
  const kept = sql`(select case when count(*) = ${s.limit} and min(k0) > ${above} then array_agg(id) end from (${top}) as top)`;
  return sql`${t.id} = any(coalesce(${kept}, '{}'))`;
}

/** The arms a pass runs (substring always, for keywords long enough), and its guard (topMatches). */
type Pass = { fullText: boolean; trigrams: boolean; above?: number };
const WHOLE: Pass = { fullText: true, trigrams: true };

/**
 * The most a match can score first in the orders below when its name neither contains the keyword nor (for
 * collections) matches its words: no full-text rank (0 for a vector the query does not match), no substring
 * bonus, and a trigram closeness of at most 1.
 */
const UNNAMED_SCORE = 1;

/**
 * Runs a search first without its costly arms (the trigram arm: a common word resembles about a thousand
 * collection names, a first name a thousand creators, each rechecked, 4–18 ms at a million items), and keeps
 * that answer when it is full and its last match scores above UNNAMED_SCORE: every match the other arms
 * would add ranks below it, so the answer is the same. Otherwise (typos, rare names) the whole search runs.
 */
async function firstPassThenWhole<T>(
  fuzzy: boolean,
  limit: number,
  first: Pass,
  query: (pass: Pass) => Promise<T[]>,
): Promise<T[]> {
  if (!fuzzy) return query({ fullText: true, trigrams: false });
  const found = await query({ ...first, above: UNNAMED_SCORE });
  if (found.length === limit) return found;
  return query(WHOLE);
}

const collectionSearch: Searchable = {
  table: collections,
  id: collections.id,
  name: collections.name,
  vector: collections.searchVector,
};
const creatorSearch: Searchable = {
  table: members,
  id: members.id,
  name: members.name,
  vector: members.searchVector,
  only: eq(members.isCreator, 'Y'),
};

/** Relevance: full-text rank (name words weigh more), a name containing the keyword, trigram closeness. */
function rank(s: Terms, name: Expr, vector: Expr, fuzzy: boolean): SQL<number> {
  const text = s.tsquery ? sql`ts_rank(${vector}, ${s.tsquery})` : sql`0`;
  const closeness = fuzzy ? sql` + word_similarity(${s.kw}, ${name})` : sql``;
  return sql<number>`(${text} + case when ${name} ilike ${s.pattern} then 0.5 else 0 end${closeness})`;
}

/** An order as the outer query writes it (the same keys, for the `limit` rows the matches gave). */
const orderBy = (order: OrderKey[]) => order.map((o) => (o.asc ? sql`${o.by} asc` : sql`${o.by} desc`));

/** Everything that changes a collections or creators statement's text (not its values). */
const shapeOf = (s: Terms, pass: Pass) =>
  [
    s.tsquery ? 'q' : '-',
    s.fuzzy ? 'f' : '-',
    pass.fullText ? 't' : '-',
    pass.trigrams ? 'g' : '-',
    pass.above ?? '-',
  ].join('');

function collectionsStatement(db: Db, s: Terms, pass: Pass) {
  const order: OrderKey[] = [
    { by: rank(s, collections.name, collections.searchVector, s.fuzzy) },
    { by: collections.id },
  ];
  return selectCollectionCards(db)
    .where(topMatches(s, collectionSearch, pass, order))
    .orderBy(...orderBy(order))
    .limit(s.limit)
    .prepare(`search_collections_${shapeOf(s, pass)}`);
}

function creatorsStatement(db: Db, s: Terms, pass: Pass) {
  const nameHit = sql`case when ${members.name} ilike ${s.pattern} then 1 else 0 end`;
  const order: OrderKey[] = [
    { by: s.fuzzy ? sql`${nameHit} + word_similarity(${s.kw}, ${members.name})` : nameHit },
    // The stored count (the card's own count is the same number): no count per tied creator.
    { by: members.itemCount },
    { by: members.id, asc: true },
  ];
  return selectCreatorCards(db)
    .query.where(and(eq(members.isCreator, 'Y'), topMatches(s, creatorSearch, pass, order)))
    .orderBy(...orderBy(order))
    .limit(s.limit)
    .prepare(`search_creators_${shapeOf(s, pass)}`);
}

/**
 * A search's statement of one shape, built and prepared once per database (a handful of shapes: at most
 * 2 × 2 × 3 per table). Prepared on node-postgres by name, so each pooled connection parses it once and
 * PostgreSQL may keep a generic plan; PGlite runs it as a parameterised query.
 */
function statementsOf<T extends { execute(values: TermValues): Promise<unknown[]> }>(
  build: (db: Db, s: Terms, pass: Pass) => T,
) {
  const shapes = preparedPerDb(() => new Map<string, T>());
  return (db: Db, v: TermValues, fuzzy: boolean, pass: Pass): T => {
    const s = termsOf(v.q !== null, fuzzy);
    const key = shapeOf(s, pass);
    const byShape = shapes(db);
    let statement = byShape.get(key);
    if (!statement) byShape.set(key, (statement = build(db, s, pass)));
    return statement;
  };
}

const collectionsOf = statementsOf(collectionsStatement);
const creatorsOf = statementsOf(creatorsStatement);

function searchCollections(db: Db, v: TermValues, fuzzy: boolean) {
  // First pass: names and descriptions with the keyword's words, names containing it.
  return firstPassThenWhole(fuzzy, v.limit, { fullText: true, trigrams: false }, (pass) =>
    collectionsOf(db, v, fuzzy, pass).execute(v),
  );
}

/** Creators whose name or bios match (full text), or whose name contains or resembles the keyword. */
function searchCreators(db: Db, v: TermValues, fuzzy: boolean) {
  // First pass: names containing the keyword alone. A person's name (`Wong`, 640 creators) fills it; an item
  // word names no creator, and this pass, one index probe, costs little before the whole search. With the
  // bios' full text too it was rarely full (`Tote`: 332 bios, 5 ms) and cost as much again.
  return firstPassThenWhole(fuzzy, v.limit, { fullText: false, trigrams: false }, (pass) =>
    creatorsOf(db, v, fuzzy, pass).execute(v),
  );
}

/**
 * Site search (spec §2 search) over items on sale, collections and creators, most relevant first:
 * PostgreSQL full text (word prefixes; CJK as substrings) plus substring and pg_trgm word similarity on
 * names, so typos match (see searchItems for the order of items).
 */
export async function searchCatalog(db: Db, keyword: string, limit: number): Promise<SearchResult> {
  const kw = keyword.trim().slice(0, 100);
  const q = keywordQuery(kw);
  const inName = keywordQuery(kw, 'A');
  const s: Search = {
    kw,
    query: q,
    nameQuery: inName,
    pattern: containsPattern(kw),
    parts: keywordParts(kw),
    fuzzy: kw.length >= MIN_FUZZY_LENGTH && !hasCjk(kw),
  };
  const values: TermValues = { kw, pattern: s.pattern, q, limit };
  // Each search runs on its own connection (PostgreSQL), whose similarity threshold is the app's
  // (SESSION_SETUP, server/db/client.ts).
  const [items, cols, people] = await Promise.all([
    searchItems(db, s, limit),
    searchCollections(db, values, s.fuzzy),
    searchCreators(db, values, s.fuzzy),
  ]);
  return { items, collections: cols, creators: people };
}
