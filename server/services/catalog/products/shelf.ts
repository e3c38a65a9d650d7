import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { productEvents, products } from '../../../db/schema';
import { fail } from '../../../http/errors';
import type { ProductRef } from '../../../schemas/products';
import { assertNoIssues } from './checks';
import { ownItem, refuseItemWrite } from './guard';
import { priceIssues } from './validate';

type Deps = { db: Db; now: () => Date };

/**
 * Puts the caller's item on sale (spec §4) once its prices for the sell type are set, with a LISTED event.
 * The status change is one conditional UPDATE, so of two concurrent calls only one lists and records it.
 */
export async function onSaleProduct(deps: Deps, memberId: string, id: string): Promise<ProductRef> {
  const { db, now } = deps;
  const item = await ownItem(db, memberId, id);
  if (item.status === 'ON_SALE') fail('CONFLICT', 'item_on_sale');
  assertNoIssues(priceIssues(item));
  if (item.stock <= 0) fail('CONFLICT', 'out_of_stock');
  const at = now();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ status: 'ON_SALE', listedAt: at, updatedAt: at })
      .where(and(eq(products.id, id), eq(products.ownerId, memberId), eq(products.status, 'OFF_SHELF')))
      .returning();
    if (!row) return refuseItemWrite(tx, memberId, id, 'OFF_SHELF', at);
    await tx.insert(productEvents).values({
      productId: id,
      kind: 'LISTED',
      actorId: memberId,
      quantity: row.stock,
      price: row.sellType === 'FIXED' ? row.fixPrice : row.auctionBlPrice,
      curr: row.curr,
      createdAt: at,
    });
  });
  return { id, status: 'ON_SALE' };
}

/**
 * Takes the caller's item off shelf, with a DELISTED event. Refused with OFF_SHELF_ORDER_IN_PROGRESS (1021)
 * while an order holds it (pending orders or an unexpired lock); the condition is part of the UPDATE, so
 * an order taken at the same moment either blocks the delisting or sees the item already gone.
 */
export async function offSaleProduct(deps: Deps, memberId: string, id: string): Promise<ProductRef> {
  const { db, now } = deps;
  const at = now();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ status: 'OFF_SHELF', listedAt: null, updatedAt: at })
      .where(
        and(
          eq(products.id, id),
          eq(products.ownerId, memberId),
          eq(products.status, 'ON_SALE'),
          eq(products.pendingOrders, 0),
          or(isNull(products.lockedUntil), lte(products.lockedUntil, at)),
        ),
      )
      .returning({ stock: products.stock });
    if (!row) return refuseItemWrite(tx, memberId, id, 'ON_SALE', at);
    await tx.insert(productEvents).values({
      productId: id,
      kind: 'DELISTED',
      actorId: memberId,
      quantity: row.stock,
      createdAt: at,
    });
  });
  return { id, status: 'OFF_SHELF' };
}
