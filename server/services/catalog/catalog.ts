import { and, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, files, members, products } from '../../db/schema';
import type {
  CollectionCard,
  CollectionPage,
  ListCollectionsQuery,
  ListProductsQuery,
  ProductPage,
} from '../../schemas/catalog';
import { decodeCursor, toPage, type KeyFormat } from '../shared/keyset';

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

/**
 * The explore orders. Each key expression is exactly the expression of its index (migration 0004), with
 * the index's direction and NULLS placement, so a page deep in the list is one index range scan.
 * Prices sort nulls last both ways (an item without a fixed price is never "cheapest").
 */
const SORTS: Record<
  ListProductsQuery['sort'],
  { key: SQL; cast: SQL; dir: 'asc' | 'desc'; format: KeyFormat }
> = {
  newest: { key: sql`${products.createdAt}`, cast: sql`timestamptz`, dir: 'desc', format: 'time' },
  price_asc: {
    key: sql`coalesce(${products.fixPriceHK}, 1e20)`,
    cast: sql`numeric`,
    dir: 'asc',
    format: 'number',
  },
  price_desc: {
    key: sql`coalesce(${products.fixPriceHK}, -1)`,
    cast: sql`numeric`,
    dir: 'desc',
    format: 'number',
  },
  popular: { key: sql`${products.favourites}`, cast: sql`int`, dir: 'desc', format: 'int' },
};

/** `Type:Value`: a property of that type whose name (the trait's value) or value field equals Value. */
function propertyFilter(prop: string): SQL {
  const at = prop.indexOf(':');
  const type = prop.slice(0, at).trim();
  const value = prop.slice(at + 1).trim();
  // Both containment tests use the jsonb_path_ops GIN index (a BitmapOr of two index scans).
  return sql`(${products.properties} @> ${JSON.stringify([{ type, name: value }])}::jsonb
    or ${products.properties} @> ${JSON.stringify([{ type, value }])}::jsonb)`;
}

/**
 * Which items a list may show: items on sale, plus off-shelf ones to the member they belong to (a
 * creator's own page, the owner of the collection being listed).
 */
function visibility(q: Partial<ListProductsQuery>, callerId: string | null): SQL | undefined {
  const onSale = eq(products.status, 'ON_SALE');
  if (!callerId) return onSale;
  if (q.creatorId === callerId) return undefined;
  if (q.collectionId) return or(onSale, eq(collections.ownerId, callerId));
  return onSale;
}

type ListQuery = Pick<ListProductsQuery, 'sort' | 'limit'> & Partial<ListProductsQuery>;

/** The explore query (limit + 1 rows, each with its cursor key); the benchmark EXPLAINs it. */
export function productListQuery(db: Db, q: ListQuery, callerId: string | null = null) {
  const sort = SORTS[q.sort];
  const where: (SQL | undefined)[] = [
    visibility(q, callerId),
    q.creatorId ? eq(products.creatorId, q.creatorId) : undefined,
    q.type && q.type !== 'ALL' ? eq(products.sourceType, q.type) : undefined,
    q.chain && q.chain !== 'ALL' ? eq(products.blockchain, q.chain) : undefined,
    q.curr && q.curr !== 'ALL' ? eq(products.curr, q.curr) : undefined,
    q.min !== undefined ? gte(products.fixPriceHK, q.min) : undefined,
    q.max !== undefined ? lte(products.fixPriceHK, q.max) : undefined,
    q.collectionId ? eq(products.collectionId, q.collectionId) : undefined,
    q.category ? eq(collections.category, q.category) : undefined,
    q.market === 'primary' ? eq(products.ownerId, products.creatorId) : undefined,
    q.market === 'secondary' ? sql`${products.ownerId} <> ${products.creatorId}` : undefined,
    ...(q.prop ?? []).map(propertyFilter),
  ];
  if (q.sort === 'price_asc' || q.sort === 'price_desc') {
    // The same range on the sort key bounds the index scan (the filters above alone do not).
    if (q.min !== undefined) where.push(sql`${sort.key} >= ${q.min}::numeric`);
    if (q.max !== undefined) where.push(sql`${sort.key} <= ${q.max}::numeric`);
  }
  if (q.cursor) {
    const c = decodeCursor(q.cursor, q.sort, sort.format);
    const op = sort.dir === 'desc' ? sql`<` : sql`>`;
    where.push(sql`(${sort.key}, ${products.id}) ${op} (${c.k}::${sort.cast}, ${c.id}::uuid)`);
  }
  const order =
    sort.dir === 'desc'
      ? [sql`${sort.key} desc nulls last`, sql`${products.id} desc nulls last`]
      : [sql`${sort.key} asc`, sql`${products.id} asc`];
  return selectProductCards(db, {
    sortKey: sql<string>`(${sort.key})::text`,
    cursorId: sql<string>`${products.id}`,
  })
    .where(and(...where))
    .orderBy(...order)
    .limit(q.limit + 1);
}

/** Explore list (spec §2): filters, four sort orders, keyset pages with an id tiebreak. */
export async function listProducts(
  db: Db,
  q: ListQuery,
  callerId: string | null = null,
): Promise<ProductPage> {
  return toPage(await productListQuery(db, q, callerId), q.limit, q.sort, toProductCard);
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
