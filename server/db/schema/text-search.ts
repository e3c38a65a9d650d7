/**
 * Chinese, Japanese and Korean characters (a regex class body for PostgreSQL and JavaScript). The
 * 'simple' parser keeps a run of them as one word, so the search vectors put a space around each one:
 * every character becomes a word and a keyword matches as a phrase of adjacent characters (a substring).
 */
export const CJK_CHARS =
  '\\u3005\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af\\u1100-\\u11ff\\u3130-\\u318f\\uff66-\\uff9f';

/**
 * `to_tsvector('simple', …)` of a text with its CJK characters split apart, as SQL text for the generated
 * search_vector columns (products, collections, members); their GIN indexes are on those columns.
 */
export const splitVectorText = (text: string) =>
  `to_tsvector('simple', regexp_replace(${text}, '([${CJK_CHARS}])', ' \\1 ', 'g'))`;

/**
 * The smallest pg_trgm word similarity that counts as a match for `<%` (the search's typos): one wrong letter
 * in a six-letter word ("gaxaxy" for "Galaxy") scores 0.4; pg_trgm's own default is 0.6.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * What every database session of the app runs first (server/db/client.ts: each pooled PostgreSQL connection,
 * the PGlite session). As a setting of the session rather than a `SET LOCAL` in a transaction around each
 * statement, a search's chains need no BEGIN, set_config and COMMIT round trips around their statements
 * (bench/README.md, search at a million items).
 */
export const SESSION_SETUP = `set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;
