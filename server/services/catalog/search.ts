import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { collections, members } from '../../db/schema';
import type { SearchResult } from '../../schemas/catalog';
import { selectCollectionCards } from './catalog';
import { selectCreatorCards } from './home';
import { searchItems, type Search } from './search-items';
import { containsPattern, hasCjk, keywordParts, keywordQuery } from './search-text';

export { containsPattern, hasCjk, keywordParts, keywordQuery } from './search-text';

/**
 * The smallest pg_trgm word similarity that still counts as a match: one wrong letter in a six-letter
 * word ("gaxaxy" for "Galaxy") scores 0.4.
 */
export const FUZZY_THRESHOLD = 0.4;
/** Trigrams need three characters; shorter keywords match by word prefix and substring only. */
const MIN_FUZZY_LENGTH = 3;

type Expr = SQL | AnyColumn;

type Searchable = { table: PgTable; id: AnyColumn; name: AnyColumn; vector: AnyColumn };

/**
 * A searchable's match: full text on its vector, plus (Latin-script keywords of three characters or more,
 * served by the gin_trgm_ops name index) substring on its name and, if `fuzzy`, trigram similarity.
 * Written as `id = any(array(a union b union c))`, one index per arm: the ids are found first, alone (an
 * InitPlan), and the outer query reads those rows by primary key. As one OR, PostgreSQL misjudged the
 * trigram arm at a million items (3 273 rows expected, 689 found) and tested all 20 000 creators (or
 * collections) three ways (90–200 ms); with the OR in the outer query, or as `id in (…)`, it also joined
 * every creator with the matches (seconds).
 */
function matches(s: Search, t: Searchable, fuzzy: boolean): SQL {
  const arms = [
    s.tsquery ? sql`${t.vector} @@ ${s.tsquery}` : null,
    s.fuzzy ? sql`${t.name} ilike ${s.pattern}` : null,
    fuzzy ? sql`${s.kw} <% ${t.name}` : null,
  ].filter((c): c is SQL => c !== null);
  if (!arms.length) return sql`false`;
  const selects = arms.map((c) => sql`select ${t.id} from ${t.table} where ${c}`);
  return sql`${t.id} = any(array(${sql.join(selects, sql` union `)}))`;
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
};

/** Relevance: full-text rank (name words weigh more), a name containing the keyword, trigram closeness. */
function rank(s: Search, name: Expr, vector: Expr, fuzzy: boolean): SQL<number> {
  const text = s.tsquery ? sql`ts_rank(${vector}, ${s.tsquery})` : sql`0`;
  const closeness = fuzzy ? sql` + word_similarity(${s.kw}, ${name})` : sql``;
  return sql<number>`(${text} + case when ${name} ilike ${s.pattern} then 0.5 else 0 end${closeness})`;
}

function searchCollections(db: Db, s: Search, fuzzy: boolean, limit: number) {
  return selectCollectionCards(db)
    .where(matches(s, collectionSearch, fuzzy))
    .orderBy(desc(rank(s, collections.name, collections.searchVector, fuzzy)), desc(collections.id))
    .limit(limit);
}

/** Creators whose name or bios match (full text), or whose name contains or resembles the keyword. */
function searchCreators(db: Db, s: Search, fuzzy: boolean, limit: number) {
  const creators = selectCreatorCards(db);
  const nameHit = sql`case when ${members.name} ilike ${s.pattern} then 1 else 0 end`;
  return creators.query
    .where(and(eq(members.isCreator, 'Y'), matches(s, creatorSearch, fuzzy)))
    .orderBy(
      desc(fuzzy ? sql`${nameHit} + word_similarity(${s.kw}, ${members.name})` : nameHit),
      // The stored count (the card's own count is the same number): no count per tied creator.
      desc(members.itemCount),
      members.id,
    )
    .limit(limit);
}

/** Runs `run` in a transaction whose pg_trgm word similarity threshold is FUZZY_THRESHOLD (SET LOCAL). */
async function withThreshold<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    );
    return run(tx);
  });
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
    tsquery: q ? sql`to_tsquery('simple', ${q})` : null,
    nameQuery: inName ? sql`to_tsquery('simple', ${inName})` : null,
    pattern: containsPattern(kw),
    parts: keywordParts(kw),
    fuzzy: kw.length >= MIN_FUZZY_LENGTH && !hasCjk(kw),
  };
  // Each search runs on its own connection (PostgreSQL); the similarity threshold is set per transaction.
  const [items, cols, people] = await Promise.all([
    searchItems(db, s, limit, withThreshold),
    s.fuzzy
      ? withThreshold(db, (tx) => searchCollections(tx, s, true, limit))
      : searchCollections(db, s, false, limit),
    s.fuzzy
      ? withThreshold(db, (tx) => searchCreators(tx, s, true, limit))
      : searchCreators(db, s, false, limit),
  ]);
  return { items, collections: cols, creators: people };
}
