import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { collections, members, products } from '../db/schema';
import type { SearchResult } from '../schemas/catalog';
import { selectCollectionCards, selectProductCards, toProductCard } from './catalog';
import { selectCreatorCards } from './home';

/** `%kw%` for ILIKE with the user's own `%`, `_` and `\` matched literally (backslash is LIKE's escape). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Site search (spec §2 search): items on sale, collections and creators whose name or description
 * contains the keyword, case-insensitively. Plain ILIKE scans are fine at demo scale; the catalogue
 * search issue will add full-text (tsvector) ranking and pg_trgm indexes for fuzzy matches.
 */
export async function searchCatalog(db: Db, keyword: string, limit: number): Promise<SearchResult> {
  const p = containsPattern(keyword.trim());
  const creators = selectCreatorCards(db);
  const [items, cols, people] = await Promise.all([
    selectProductCards(db)
      .where(and(eq(products.status, 'ON_SALE'), or(ilike(products.name, p), ilike(products.description, p))))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit),
    selectCollectionCards(db)
      .where(or(ilike(collections.name, p), ilike(collections.description, p)))
      .orderBy(desc(collections.createdAt), desc(collections.id))
      .limit(limit),
    creators.query
      .where(
        and(
          eq(members.isCreator, 'Y'),
          or(ilike(members.name, p), ilike(members.descriptionEn, p), ilike(members.descriptionZh, p)),
        ),
      )
      .orderBy(desc(creators.itemCount), members.id)
      .limit(limit),
  ]);
  return { items: items.map(toProductCard), collections: cols, creators: people };
}
