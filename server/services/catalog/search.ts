import { and, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, members } from '../../db/schema';
import { CJK_CHARS } from '../../db/schema/text-search';
import type { SearchResult } from '../../schemas/catalog';
import { selectCollectionCards } from './catalog';
import { selectCreatorCards } from './home';
import { searchItems, type Search } from './search-items';

/** `%kw%` for ILIKE with the user's own `%`, `_` and `\` matched literally (backslash is LIKE's escape). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The smallest pg_trgm word similarity that still counts as a match: one wrong letter in a six-letter
 * word ("gaxaxy" for "Galaxy") scores 0.4.
 */
export const FUZZY_THRESHOLD = 0.4;
/** Trigrams need three characters; shorter keywords match by word prefix and substring only. */
const MIN_FUZZY_LENGTH = 3;

const CJK = new RegExp(`[${CJK_CHARS}]`, 'u');
/** True when the keyword has Chinese, Japanese or Korean characters (no trigram typo matching for those). */
export const hasCjk = (keyword: string) => CJK.test(keyword);

/**
 * The keyword as a tsquery over the 'simple' search vectors, every part required: a word is a prefix
 * (`galax:*`; a single letter must match whole), a run of CJK characters a phrase of adjacent characters
 * (`星 <-> 空`: the vectors split CJK text into characters, so this is a substring match). Only letters,
 * digits and CJK characters reach the query text. Null when the keyword has none. `weight` 'A' restricts
 * every part to the name (the vectors weigh name words A).
 */
export function keywordQuery(keyword: string, weight: '' | 'A' = ''): string | null {
  const parts = keyword.toLowerCase().match(new RegExp(`[${CJK_CHARS}]+|[\\p{L}\\p{N}]+`, 'gu')) ?? [];
  const w = weight ? `:${weight}` : '';
  const terms = parts.slice(0, 8).map((p) => {
    if (CJK.test(p)) return p.length > 1 ? `(${[...p].map((c) => c + w).join(' <-> ')})` : p + w;
    return p.length > 1 ? `${p}:*${weight}` : p + w;
  });
  return terms.length ? terms.join(' & ') : null;
}

type Expr = SQL | AnyColumn;

/**
 * A searchable's match: full text on its vector, plus (Latin-script keywords of three characters or more,
 * served by the gin_trgm_ops name index) substring on its name and, if `fuzzy`, trigram similarity.
 */
function matches(s: Search, name: Expr, vector: Expr, fuzzy: boolean): SQL {
  return (
    or(
      s.tsquery ? sql`${vector} @@ ${s.tsquery}` : undefined,
      s.fuzzy ? sql`${name} ilike ${s.pattern}` : undefined,
      fuzzy ? sql`${s.kw} <% ${name}` : undefined,
    ) ?? sql`false`
  );
}

/** Relevance: full-text rank (name words weigh more), a name containing the keyword, trigram closeness. */
function rank(s: Search, name: Expr, vector: Expr, fuzzy: boolean): SQL<number> {
  const text = s.tsquery ? sql`ts_rank(${vector}, ${s.tsquery})` : sql`0`;
  const closeness = fuzzy ? sql` + word_similarity(${s.kw}, ${name})` : sql``;
  return sql<number>`(${text} + case when ${name} ilike ${s.pattern} then 0.5 else 0 end${closeness})`;
}

function searchCollections(db: Db, s: Search, fuzzy: boolean, limit: number) {
  return selectCollectionCards(db)
    .where(matches(s, collections.name, collections.searchVector, fuzzy))
    .orderBy(desc(rank(s, collections.name, collections.searchVector, fuzzy)), desc(collections.id))
    .limit(limit);
}

/** Creators whose name or bios match (full text), or whose name contains or resembles the keyword. */
function searchCreators(db: Db, s: Search, fuzzy: boolean, limit: number) {
  const creators = selectCreatorCards(db);
  const nameHit = sql`case when ${members.name} ilike ${s.pattern} then 1 else 0 end`;
  return creators.query
    .where(and(eq(members.isCreator, 'Y'), matches(s, members.name, members.searchVector, fuzzy)))
    .orderBy(
      desc(fuzzy ? sql`${nameHit} + word_similarity(${s.kw}, ${members.name})` : nameHit),
      desc(creators.itemCount),
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
