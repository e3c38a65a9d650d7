import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The distinct words of item names (search's lexicon, services/catalog/search.ts): a typo first becomes the
 * few real words it resembles, then a full-text query on products_search_idx, instead of a trigram test of
 * every item name. `items` counts the items whose name has the word. Kept by triggers on products
 * (migration 0019: insert, delete, rename), so every write path keeps it without knowing of it. Words of
 * digits only are left out (one per item, "#123"); a CJK character is a word. Its counts also bound how
 * many items a tier can match, which picks the tier's plan (search-items.ts).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
    items: integer().notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
