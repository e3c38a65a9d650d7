import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productOwners, products } from '../../db/schema';
import type { OwnershipQuery } from '../../schemas/product-lists';
import type { ProductPage } from '../../schemas/catalog';
import { selectProductCards, toProductCard } from './catalog';
import { decodeCursor, toPage } from '../shared/keyset';

/**
 * listOwnership (spec §2 author "own" tab, playercollect): the items a member holds copies of, per
 * product_owners, most recently acquired first, keyset-paged.
 */
export async function listOwnership(
  db: Db,
  memberId: string,
  q: Pick<OwnershipQuery, 'cursor' | 'limit'>,
): Promise<ProductPage> {
  const where = [eq(productOwners.memberId, memberId), sql`${productOwners.quantity} > 0`];
  if (q.cursor) {
    const c = decodeCursor(q.cursor, 'held', 'time');
    where.push(
      sql`(${productOwners.updatedAt}, ${productOwners.productId}) < (${c.k}::timestamptz, ${c.id}::uuid)`,
    );
  }
  const rows = await selectProductCards(db, {
    sortKey: sql<string>`${productOwners.updatedAt}::text`,
    cursorId: sql<string>`${productOwners.productId}`,
  })
    .innerJoin(productOwners, eq(productOwners.productId, products.id))
    .where(and(...where))
    .orderBy(sql`${productOwners.updatedAt} desc nulls last`, sql`${productOwners.productId} desc`)
    .limit(q.limit + 1);
  return toPage(rows, q.limit, 'held', toProductCard);
}
