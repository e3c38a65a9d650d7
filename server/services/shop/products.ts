import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, files, members, products } from '../../db/schema';
import { fail } from '../../http/errors';
import type { ShopProduct, ShopProductCard, ShopProductsQuery } from '../../schemas/shop';
import { decodeCursor, toPage } from '../shared/keyset';

/** An HKD price (numeric, two decimals) in cents, as text: exact, no floating point. */
export const hkdCents = (column: SQL | typeof products.fixPriceHK) =>
  sql<string>`(round(${column} * 100))::bigint::text`;

const cardFields = {
  id: products.id,
  name: products.name,
  displayImage: products.displayImage,
  thumbUrl: sql<
    string | null
  >`(select ${files.thumbPath} from ${files} where ${files.id} = ${products.coverFileId})`,
  priceHkd: hkdCents(products.fixPriceHK),
  stock: products.stock,
  allowCod: products.allowCod,
  specOptions: products.specOptions,
  seller: { id: members.id, name: members.name },
  createdAt: products.createdAt,
};

/** What the e-shop sells: PHYSICAL items on sale at a fixed HKD price (spec §2 pmsorder, §7 shop products). */
const inShop = and(
  eq(products.sourceType, 'PHYSICAL'),
  eq(products.status, 'ON_SALE'),
  eq(products.sellType, 'FIXED'),
  isNotNull(products.fixPriceHK),
);

const toCard = <T extends { createdAt: Date; specOptions: { type: string; values: string[] }[] }>(r: T) => ({
  ...r,
  specOptions: r.specOptions as ShopProductCard['specOptions'],
  createdAt: r.createdAt.toISOString(),
});

/** The e-shop's items, newest first, keyset-paged (sold-out ones stay listed: they can be pre-ordered). */
export async function listShopProducts(db: Db, q: ShopProductsQuery) {
  const where: (SQL | undefined)[] = [inShop];
  if (q.cursor) {
    const c = decodeCursor(q.cursor, 'newest', 'time');
    where.push(sql`(${products.createdAt}, ${products.id}) < (${c.k}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await db
    .select({
      ...cardFields,
      sortKey: sql<string>`${products.createdAt}::text`,
      cursorId: sql<string>`${products.id}`,
    })
    .from(products)
    .innerJoin(members, eq(members.id, products.ownerId))
    .where(and(...where))
    .orderBy(sql`${products.createdAt} desc`, sql`${products.id} desc`)
    .limit(q.limit + 1);
  return toPage(rows, q.limit, 'newest', toCard);
}

/** One e-shop item with its spec options, stock, cash-on-delivery flag and prices; 404 when not in the shop. */
export async function getShopProduct(db: Db, id: string): Promise<ShopProduct> {
  const [row] = await db
    .select({
      ...cardFields,
      description: products.description,
      modelNumber: products.modelNumber,
      collection: { id: collections.id, name: collections.name },
      prices: { curr: products.curr, fixPrice: products.fixPrice, fixPriceHK: products.fixPriceHK },
    })
    .from(products)
    .innerJoin(members, eq(members.id, products.ownerId))
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .where(and(eq(products.id, id), inShop))
    .limit(1);
  if (!row) fail('NOT_FOUND', 'shop_product_not_found');
  return toCard({ ...row, prices: { ...row.prices, fixPriceHK: row.prices.fixPriceHK ?? '0' } });
}
