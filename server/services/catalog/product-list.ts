import { and, eq, gte, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedByShape } from '../../db/prepared';
import { collections, products } from '../../db/schema';
import type { ListProductsQuery, ProductPage } from '../../schemas/catalog';
import { decodeCursor, toPage, type KeyFormat } from '../shared/keyset';
import { selectProductCards, toProductCard } from './catalog';

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

/**
 * How a value enters the list query: inline as a parameter (the default), or as a named placeholder whose
 * value is recorded, so that one prepared statement serves every request of the same shape.
 */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const inline: Bind = (_name, value) => value;

/** `Type:Value`: a property of that type whose name (the trait's value) or value field equals Value. */
function propertyFilter(prop: string, i: number, bind: Bind): SQL {
  const at = prop.indexOf(':');
  const type = prop.slice(0, at).trim();
  const value = prop.slice(at + 1).trim();
  // Both containment tests use the jsonb_path_ops GIN index (a BitmapOr of two index scans).
  return sql`(${products.properties} @> ${bind(`prop${i}n`, JSON.stringify([{ type, name: value }]))}::jsonb
    or ${products.properties} @> ${bind(`prop${i}v`, JSON.stringify([{ type, value }]))}::jsonb)`;
}

/**
 * Which items a list may show: items on sale, plus off-shelf ones to the member they belong to (a
 * creator's own page, the owner of the collection being listed).
 */
function visibility(q: Partial<ListProductsQuery>, callerId: string | null, bind: Bind): SQL | undefined {
  const onSale = eq(products.status, 'ON_SALE');
  if (!callerId) return onSale;
  if (q.creatorId === callerId) return undefined;
  if (q.collectionId) return or(onSale, eq(collections.ownerId, bind('callerId', callerId)));
  return onSale;
}

type ListQuery = Pick<ListProductsQuery, 'sort' | 'limit'> & Partial<ListProductsQuery>;

/** The explore query (limit + 1 rows, each with its cursor key); the benchmark EXPLAINs it. */
export function productListQuery(db: Db, q: ListQuery, callerId: string | null = null, bind: Bind = inline) {
  const sort = SORTS[q.sort];
  const where: (SQL | undefined)[] = [
    visibility(q, callerId, bind),
    q.creatorId ? eq(products.creatorId, bind('creatorId', q.creatorId)) : undefined,
    q.type && q.type !== 'ALL' ? eq(products.sourceType, bind('type', q.type)) : undefined,
    q.chain && q.chain !== 'ALL' ? eq(products.blockchain, bind('chain', q.chain)) : undefined,
    q.curr && q.curr !== 'ALL' ? eq(products.curr, bind('curr', q.curr)) : undefined,
    q.min !== undefined ? gte(products.fixPriceHK, bind('min', q.min)) : undefined,
    q.max !== undefined ? lte(products.fixPriceHK, bind('max', q.max)) : undefined,
    q.collectionId ? eq(products.collectionId, bind('collectionId', q.collectionId)) : undefined,
    q.category ? eq(collections.category, bind('category', q.category)) : undefined,
    q.market === 'primary' ? eq(products.ownerId, products.creatorId) : undefined,
    q.market === 'secondary' ? sql`${products.ownerId} <> ${products.creatorId}` : undefined,
    ...(q.prop ?? []).map((p, i) => propertyFilter(p, i, bind)),
  ];
  if (q.sort === 'price_asc' || q.sort === 'price_desc') {
    // The same range on the sort key bounds the index scan (the filters above alone do not).
    if (q.min !== undefined) where.push(sql`${sort.key} >= ${bind('min', q.min)}::numeric`);
    if (q.max !== undefined) where.push(sql`${sort.key} <= ${bind('max', q.max)}::numeric`);
  }
  if (q.cursor) {
    const c = decodeCursor(q.cursor, q.sort, sort.format);
    const op = sort.dir === 'desc' ? sql`<` : sql`>`;
    where.push(
      sql`(${sort.key}, ${products.id}) ${op} (${bind('cursorKey', c.k)}::${sort.cast}, ${bind('cursorId', c.id)}::uuid)`,
    );
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
    .limit(bind('limit', q.limit + 1));
}

/**
 * Everything that changes the list query's SQL text and none of its values: the statement key. The
 * shapes test (tests/server/services/catalog/product-list.test.ts) checks it against the SQL.
 */
export function listShape(q: ListQuery, callerId: string | null): string {
  const on = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : '+');
  // Only the three pickers mean "no filter" by ALL; a category called ALL is a filter like any other.
  const picked = (v: string | undefined) => (v === 'ALL' ? '-' : on(v));
  const caller = !callerId ? '-' : q.creatorId === callerId ? 'own' : '+';
  return [
    q.sort,
    caller,
    on(q.creatorId),
    picked(q.type),
    picked(q.chain),
    picked(q.curr),
    on(q.min),
    on(q.max),
    on(q.collectionId),
    on(q.category),
    q.market ?? '-',
    q.prop?.length ?? 0,
    on(q.cursor),
  ].join('|');
}

type ListStatement = ReturnType<ReturnType<typeof productListQuery>['prepare']>;
const listStatementOf = preparedByShape<ListStatement>('product_list', 64);

/**
 * Runs the list query as the prepared statement of its shape: neither Drizzle rebuilds the SQL nor
 * PostgreSQL parses and plans it again per request (explore's first pages are a handful of shapes).
 */
export async function productListRows(db: Db, q: ListQuery, callerId: string | null) {
  const values: Record<string, unknown> = {};
  const record: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const query = productListQuery(db, q, callerId, record);
  const statement = listStatementOf(db, listShape(q, callerId), (name) => query.prepare(name));
  return statement ? statement.execute(values) : productListQuery(db, q, callerId);
}

/** Explore list (spec §2): filters, four sort orders, keyset pages with an id tiebreak. */
export async function listProducts(
  db: Db,
  q: ListQuery,
  callerId: string | null = null,
): Promise<ProductPage> {
  return toPage(await productListRows(db, q, callerId), q.limit, q.sort, toProductCard);
}
