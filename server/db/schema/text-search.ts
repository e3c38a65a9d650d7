import { sql, type SQL } from 'drizzle-orm';

/**
 * Chinese, Japanese and Korean characters (a regex class body for PostgreSQL and JavaScript). The
 * 'simple' parser keeps a run of them as one word, so the search vectors put a space around each one:
 * every character becomes a word and a keyword matches as a phrase of adjacent characters (a substring).
 */
export const CJK_CHARS =
  '\\u3005\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af\\u1100-\\u11ff\\u3130-\\u318f\\uff66-\\uff9f';

/**
 * `to_tsvector('simple', …)` of a text with its CJK characters split apart. Index and query must use the
 * same expression, so both build it here (constants inline, never as parameters).
 */
export const splitVector = (text: SQL): SQL =>
  sql`to_tsvector('simple', regexp_replace(${text}, ${sql.raw(`'([${CJK_CHARS}])'`)}, ' \\1 ', 'g'))`;

/** As splitVector, as plain SQL text for generated column expressions. */
export const splitVectorText = (text: string) =>
  `to_tsvector('simple', regexp_replace(${text}, '([${CJK_CHARS}])', ' \\1 ', 'g'))`;
