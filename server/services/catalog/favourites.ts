import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favourites, products } from '../../db/schema';
import { fail } from '../../http/errors';
import type { FavouriteState, FavouritesQuery } from '../../schemas/product-lists';
import type { ProductPage } from '../../schemas/catalog';
import { selectProductCards, toProductCard } from './catalog';
import { decodeCursor, toPage } from '../shared/keyset';

async function currentCount(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ favourites: products.favourites })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) fail('NOT_FOUND');
  return row.favourites;
}

/**
 * addFavourite: saves an item for the member. Idempotent and race-safe: the row insert decides (ON
 * CONFLICT DO NOTHING), and only an inserted row adds one to products.favourites, in the same transaction.
 */
export async function addFavourite(db: Db, memberId: string, productId: string): Promise<FavouriteState> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await currentCount(tx, productId); // 404 before the foreign key would refuse the row
    const inserted = await tx
      .insert(favourites)
      .values({ memberId, productId })
      .onConflictDoNothing()
      .returning({ productId: favourites.productId });
    if (inserted.length === 0)
      return { id: productId, isFavourite: true, favourites: await currentCount(tx, productId) };
    const [row] = await tx
      .update(products)
      .set({ favourites: sql`${products.favourites} + 1` })
      .where(eq(products.id, productId))
      .returning({ favourites: products.favourites });
    return { id: productId, isFavourite: true, favourites: row!.favourites };
  });
}

/** removeFavourite: the reverse of addFavourite; only a deleted row takes one off the count. */
export async function removeFavourite(db: Db, memberId: string, productId: string): Promise<FavouriteState> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await currentCount(tx, productId);
    const deleted = await tx
      .delete(favourites)
      .where(and(eq(favourites.memberId, memberId), eq(favourites.productId, productId)))
      .returning({ productId: favourites.productId });
    if (deleted.length === 0)
      return { id: productId, isFavourite: false, favourites: await currentCount(tx, productId) };
    const [row] = await tx
      .update(products)
      .set({ favourites: sql`greatest(${products.favourites} - 1, 0)` })
      .where(eq(products.id, productId))
      .returning({ favourites: products.favourites });
    return { id: productId, isFavourite: false, favourites: row!.favourites };
  });
}

/** listFavourites: the member's saved items (any status), newest saved first, keyset-paged. */
export async function listFavourites(db: Db, memberId: string, q: FavouritesQuery): Promise<ProductPage> {
  const where = [eq(favourites.memberId, memberId)];
  if (q.cursor) {
    const c = decodeCursor(q.cursor, 'saved', 'time');
    where.push(
      sql`(${favourites.createdAt}, ${favourites.productId}) < (${c.k}::timestamptz, ${c.id}::uuid)`,
    );
  }
  const rows = await selectProductCards(db, {
    sortKey: sql<string>`${favourites.createdAt}::text`,
    cursorId: sql<string>`${favourites.productId}`,
  })
    .innerJoin(favourites, eq(favourites.productId, products.id))
    .where(and(...where))
    .orderBy(sql`${favourites.createdAt} desc nulls last`, sql`${favourites.productId} desc`)
    .limit(q.limit + 1);
  return toPage(rows, q.limit, 'saved', toProductCard);
}
