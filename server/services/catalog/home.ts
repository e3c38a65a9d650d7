import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, members, products } from '../../db/schema';
import type { CreatorCard, Home } from '../../schemas/catalog';
import { selectCollectionCards } from './catalog';
import { listProducts } from './product-list';

/** Creator cards with item and collection counts; callers add where/order/limit. */
export function selectCreatorCards(db: Db) {
  // Spelled out: in a one-table select drizzle prints `${members.id}` as a bare "id", which inside the
  // subquery would mean products.id (every count 0, and a scan of all products).
  const memberId = sql`${sql.identifier('members')}.${sql.identifier('id')}`;
  const itemCount = sql<number>`(select count(*)::int from ${products} where ${products.creatorId} = ${memberId})`;
  return {
    itemCount,
    query: db
      .select({
        id: members.id,
        name: members.name,
        displayImage: members.displayImage,
        itemCount,
        collectionCount: sql<number>`(select count(*)::int from ${collections} where ${collections.ownerId} = ${memberId})`,
      })
      .from(members),
  };
}

/** Top creators by number of items. */
export async function topCreators(db: Db, limit: number): Promise<CreatorCard[]> {
  const { query, itemCount } = selectCreatorCards(db);
  return query.where(eq(members.isCreator, 'Y')).orderBy(desc(itemCount), members.id).limit(limit);
}

/**
 * The order of "featured" collections (home, the showcase's default): the collections whose items on sale
 * collect the most favourites, a signal we have without an editorial tool; ties go to the newer collection.
 */
export function featuredCollectionOrder(): SQL[] {
  const likes = sql<number>`(select coalesce(sum(${products.favourites}), 0)::int from ${products}
    where ${and(eq(products.collectionId, collections.id), eq(products.status, 'ON_SALE'))})`;
  return [desc(likes), desc(collections.createdAt), desc(collections.id)];
}

/** The home page (spec §2 home): featured collections, newest items on sale, top creators. */
export async function getHome(db: Db): Promise<Home> {
  const [featuredCollections, newItems, creators] = await Promise.all([
    selectCollectionCards(db)
      .orderBy(...featuredCollectionOrder())
      .limit(6),
    listProducts(db, { sort: 'newest', limit: 12 }),
    topCreators(db, 8),
  ]);
  return { featuredCollections, newItems: newItems.items, topCreators: creators };
}
