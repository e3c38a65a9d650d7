import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { productOwners, products } from '../../../db/schema';
import { fail } from '../../../http/errors';

export type ItemRow = typeof products.$inferSelect;

/** The item if the caller sells it (products.ownerId): 404 when unknown, 403 when someone else's. */
export async function ownItem(db: Db, memberId: string, id: string): Promise<ItemRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) fail('NOT_FOUND', 'item_not_found');
  if (row.ownerId !== memberId) fail('FORBIDDEN', 'not_item_seller');
  return row;
}

/** Whether an unfinished order holds the item (spec §4): pending orders or an unexpired lock. */
export const orderInProgress = (row: ItemRow, now: Date) =>
  row.pendingOrders > 0 || (row.lockedUntil !== null && row.lockedUntil > now);

/**
 * Why a conditional write found no row to change: throws the refusal that matches the item's state now.
 * `want` is the status the write needed. Used after a lost race as well as for a plain refusal.
 */
export async function refuseItemWrite(
  db: Db,
  memberId: string,
  id: string,
  want: 'ON_SALE' | 'OFF_SHELF',
  now: Date,
): Promise<never> {
  const row = await ownItem(db, memberId, id);
  if (row.status !== want) fail('CONFLICT', row.status === 'ON_SALE' ? 'item_on_sale' : 'item_off_shelf');
  if (want === 'ON_SALE' && orderInProgress(row, now))
    fail('OFF_SHELF_ORDER_IN_PROGRESS', 'order_in_progress');
  if (row.pendingOrders > 0) fail('CONFLICT', 'order_in_progress');
  const holders = await db
    .select({ memberId: productOwners.memberId, quantity: productOwners.quantity })
    .from(productOwners)
    .where(eq(productOwners.productId, id));
  if (holders.some((h) => h.memberId !== memberId && h.quantity > 0)) fail('CONFLICT', 'item_has_holders');
  return fail('CONFLICT', 'item_changed');
}
