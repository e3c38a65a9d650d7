import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { collections, members, products } from '../db/schema';
import { fail } from '../http/errors';
import type {
  CollectionCard,
  CollectionPage,
  ListCollectionsQuery,
  ListProductsQuery,
  ProductCard,
  ProductPage,
} from '../schemas/catalog';

const productFields = {
  id: products.id,
  name: products.name,
  displayImage: products.displayImage,
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
    .select({ ...productFields, ...(extra as K) })
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
      blockchain: collections.blockchain,
      owner: { id: members.id, name: members.name, displayImage: members.displayImage },
      itemCount: sql<number>`(select count(*)::int from ${products} where ${products.collectionId} = ${collections.id})`,
      ...(extra as K),
    })
    .from(collections)
    .innerJoin(members, eq(members.id, collections.ownerId));
}

// Keyset cursors: the last row's sort key (as PostgreSQL text, so timestamps keep microseconds) + id.
type Cursor = { s: string; k: string; id: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY_FORMAT = {
  time: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/,
  number: /^-?\d{1,24}(\.\d{1,18})?$/,
};

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** Parses a cursor made by encodeCursor for the same sort; anything else is a validation failure. */
export function decodeCursor(raw: string, sort: string, format: keyof typeof KEY_FORMAT): Cursor {
  let c: Partial<Cursor> | null = null;
  try {
    c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    /* reported below */
  }
  if (
    !c ||
    typeof c !== 'object' ||
    c.s !== sort ||
    typeof c.k !== 'string' ||
    typeof c.id !== 'string' ||
    !UUID.test(c.id) ||
    !KEY_FORMAT[format].test(c.k)
  ) {
    fail('VALIDATION_FAILED', 'invalid_cursor', [{ path: 'cursor', message: 'invalid cursor' }]);
  }
  return c as Cursor;
}

// Prices sort nulls last both ways (an item without a fixed price is never "cheapest").
const SORTS = {
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
  popular: { key: sql`${products.favourites}`, cast: sql`numeric`, dir: 'desc', format: 'number' },
} as const;

/** Explore list (spec §2): filters, four sort orders, keyset pages with an id tiebreak. */
export async function listProducts(
  db: Db,
  q: Pick<ListProductsQuery, 'sort' | 'limit'> & Partial<ListProductsQuery>,
): Promise<ProductPage> {
  const sort = SORTS[q.sort];
  const where: (SQL | undefined)[] = [
    // A creator's page shows their off-shelf items too; every public list shows items on sale only.
    q.creatorId ? eq(products.creatorId, q.creatorId) : eq(products.status, 'ON_SALE'),
    q.type && q.type !== 'ALL' ? eq(products.sourceType, q.type) : undefined,
    q.chain && q.chain !== 'ALL' ? eq(products.blockchain, q.chain) : undefined,
    q.curr && q.curr !== 'ALL' ? eq(products.curr, q.curr) : undefined,
    q.min !== undefined ? gte(products.fixPriceHK, q.min) : undefined,
    q.max !== undefined ? lte(products.fixPriceHK, q.max) : undefined,
    q.collectionId ? eq(products.collectionId, q.collectionId) : undefined,
  ];
  if (q.cursor) {
    const c = decodeCursor(q.cursor, q.sort, sort.format);
    const op = sort.dir === 'desc' ? sql`<` : sql`>`;
    where.push(sql`(${sort.key}, ${products.id}) ${op} (${c.k}::${sort.cast}, ${c.id}::uuid)`);
  }
  const order =
    sort.dir === 'desc' ? [sql`${sort.key} desc`, desc(products.id)] : [sql`${sort.key} asc`, products.id];
  const rows = await selectProductCards(db, { sortKey: sql<string>`(${sort.key})::text` })
    .where(and(...where))
    .orderBy(...order)
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ sortKey: _, ...r }) => toProductCard(r)),
    nextCursor:
      rows.length > q.limit && last ? encodeCursor({ s: q.sort, k: last.sortKey, id: last.id }) : null,
  };
}

/** One item as a card; 404 when no item has this id. */
export async function viewProduct(db: Db, id: string): Promise<ProductCard> {
  const [row] = await selectProductCards(db).where(eq(products.id, id)).limit(1);
  if (!row) fail('NOT_FOUND');
  return toProductCard(row);
}

/** Collections, newest first, keyset-paged; optionally one owner's. */
export async function listCollections(db: Db, q: ListCollectionsQuery): Promise<CollectionPage> {
  const where: (SQL | undefined)[] = [q.ownerId ? eq(collections.ownerId, q.ownerId) : undefined];
  if (q.cursor) {
    const c = decodeCursor(q.cursor, 'newest', 'time');
    where.push(sql`(${collections.createdAt}, ${collections.id}) < (${c.k}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await selectCollectionCards(db, { sortKey: sql<string>`${collections.createdAt}::text` })
    .where(and(...where))
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ sortKey: _, ...r }): CollectionCard => r),
    nextCursor:
      rows.length > q.limit && last ? encodeCursor({ s: 'newest', k: last.sortKey, id: last.id }) : null,
  };
}
