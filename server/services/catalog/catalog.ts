import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, files, members, products } from '../../db/schema';
import type { CollectionCard, CollectionPage, ListCollectionsQuery } from '../../schemas/catalog';
import { decodeCursor, toPage } from '../shared/keyset';

export { decodeCursor, encodeCursor } from '../shared/keyset';

/** The columns of a product card (ProductCard); joins collections and members (the creator). */
export const productCardFields = {
  id: products.id,
  name: products.name,
  displayImage: products.displayImage,
  // The cover file's small WebP (a primary-key lookup): phones load ~15 KB instead of the full cover.
  thumbUrl: sql<
    string | null
  >`(select ${files.thumbPath} from ${files} where ${files.id} = ${products.coverFileId})`,
  fileKind: products.fileKind,
  sourceType: products.sourceType,
  status: products.status,
  blockchain: products.blockchain,
  contractType: products.contractType,
  sellType: products.sellType,
  curr: products.curr,
  fixPrice: products.fixPrice,
  fixPriceHK: products.fixPriceHK,
  stock: products.stock,
  favourites: products.favourites,
  collection: { id: collections.id, name: collections.name },
  creator: { id: members.id, name: members.name, displayImage: members.displayImage },
  createdAt: products.createdAt,
};

/** Product cards with their collection and creator references; callers add where/order/limit. */
export function selectProductCards<K extends Record<string, SQL.Aliased | SQL>>(db: Db, extra?: K) {
  return db
    .select({ ...productCardFields, ...(extra as K) })
    .from(products)
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .innerJoin(members, eq(members.id, products.creatorId));
}

export const toProductCard = <T extends { createdAt: Date }>(r: T) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** Collection cards with owner reference and item count. */
export function selectCollectionCards<K extends Record<string, SQL>>(db: Db, extra?: K) {
  return db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      logoImage: collections.logoImage,
      featuredImage: collections.featuredImage,
      bannerImage: collections.bannerImage,
      // Collections keep image URLs, not file ids: the owner's file with that URL (owner index) gives the thumbnail.
      thumbUrl: sql<
        string | null
      >`(select ${files.thumbPath} from ${files} where ${files.ownerId} = ${collections.ownerId}
        and ${files.displayPath} = ${collections.featuredImage} order by ${files.createdAt} desc limit 1)`,
      blockchain: collections.blockchain,
      owner: { id: members.id, name: members.name, displayImage: members.displayImage },
      itemCount: sql<number>`(select count(*)::int from ${products} where ${products.collectionId} = ${collections.id})`,
      ...(extra as K),
    })
    .from(collections)
    .innerJoin(members, eq(members.id, collections.ownerId));
}

/** Collections, newest first, keyset-paged; optionally one owner's or one category's. */
export async function listCollections(db: Db, q: ListCollectionsQuery): Promise<CollectionPage> {
  const where: (SQL | undefined)[] = [
    q.ownerId ? eq(collections.ownerId, q.ownerId) : undefined,
    q.category ? eq(collections.category, q.category) : undefined,
  ];
  if (q.cursor) {
    const c = decodeCursor(q.cursor, 'newest', 'time');
    where.push(sql`(${collections.createdAt}, ${collections.id}) < (${c.k}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await selectCollectionCards(db, {
    sortKey: sql<string>`${collections.createdAt}::text`,
    cursorId: sql<string>`${collections.id}`,
  })
    .where(and(...where))
    .orderBy(sql`${collections.createdAt} desc nulls last`, sql`${collections.id} desc nulls last`)
    .limit(q.limit + 1);
  return toPage(rows, q.limit, 'newest', (r): CollectionCard => r);
}
