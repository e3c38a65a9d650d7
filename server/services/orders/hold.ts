import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, products } from '../../db/schema';
import { consumePromotion, releasePromotion } from '../promotions/reserve';
import { soldOut } from './sold-out';
import { releaseCouponLines, releaseCouponVoucher, spendCouponVoucher } from '../loyalty/coupons/release';
import { releaseTicketLines } from '../tickets/release';

export { consumePromotion };

/**
 * The lock an item keeps once one order lets go of it (spec §4): the latest expiry among the other unpaid,
 * unexpired orders holding it, or none. Items held by several orders (an edition) stay locked for the others.
 */
const lockAfter = (orderId: string, now: Date) => sql`(
  select max(o.expires_at) from ${orders} o join ${orderLines} l on l.order_id = o.id
  where l.product_id = ${products.id} and o.id <> ${orderId} and o.label = 'NEW' and o.cod = false
    and o.expires_at > ${now.toISOString()}::timestamptz)`;

/**
 * Gives back what an order held (cancel, expiry, refund), inside that transition's transaction: the units of
 * each line that never left back to stock, its pending order count down, the item's lock recomputed, the
 * promotion code RELEASED. A line already sent (a token transferred, a parcel shipped) stays with the buyer, so
 * its units are not for sale again: a refund after delivery gives money back, not stock. An order already
 * completed had its pending count taken down by finishOrderHold. Coupons it held go back too: the units of its
 * COUPON lines to their batch, its voucher coupon to its holder. Tickets too: a TICKET line's units to its tier,
 * and on a refund after issue its tickets become REFUNDED (releaseTicketLines).
 */
export async function releaseOrderHold(tx: Db, orderId: string, now: Date): Promise<void> {
  const [order] = await tx
    .select({ completedAt: orders.completedAt, buyerId: orders.buyerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  const lines = await orderLinesOf(tx, orderId);
  for (const line of lines) {
    if (!line.productId) continue;
    // Units (or at least the lock's holder) change: this process's buyers go to the database again at once.
    soldOut.clear(line.productId);
    await tx
      .update(products)
      .set({
        stock: line.fulfilment === 'UNFULFILLED' ? sql`${products.stock} + ${line.quantity}` : products.stock,
        ...(order?.completedAt ? {} : { pendingOrders: sql`greatest(${products.pendingOrders} - 1, 0)` }),
        lockedUntil: lockAfter(orderId, now),
      })
      .where(eq(products.id, line.productId));
  }
  await releasePromotion(tx, orderId);
  if (order) await releaseCouponLines(tx, { id: orderId, buyerId: order.buyerId });
  if (order) await releaseTicketLines(tx, { id: orderId, buyerId: order.buyerId }, now);
  await releaseCouponVoucher(tx, orderId, now);
}

/**
 * Ends an order's hold on completion: the units stay sold, the pending order count goes down (so the seller
 * may take the item off shelf again), the lock is recomputed and the promotion code is CONSUMED, the voucher
 * coupon USED (its burn is queued by the loyalty sweep).
 */
export async function finishOrderHold(tx: Db, orderId: string, now: Date): Promise<void> {
  for (const line of await orderLinesOf(tx, orderId)) {
    if (!line.productId) continue;
    // The lock ends (4000 becomes 4602): this process's next buyer reads the item again.
    soldOut.clear(line.productId);
    await tx
      .update(products)
      .set({
        pendingOrders: sql`greatest(${products.pendingOrders} - 1, 0)`,
        lockedUntil: lockAfter(orderId, now),
      })
      .where(eq(products.id, line.productId));
  }
  await consumePromotion(tx, orderId);
  await spendCouponVoucher(tx, orderId, now);
}

/** The order's lines in product order, so that concurrent releases lock items in the same order. */
async function orderLinesOf(tx: Db, orderId: string) {
  return tx
    .select({
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      fulfilment: orderLines.fulfilment,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.productId, orderLines.position);
}

/** The item's lines in unpaid, unexpired orders: what holds its units (spec §4: locked 30 minutes). */
const holdsOf = (productId: string, now: Date) =>
  and(
    eq(orderLines.productId, productId),
    eq(orders.label, 'NEW'),
    eq(orders.cod, false),
    gt(orders.expiresAt, now),
  );

/** Whether another buyer's unpaid, unexpired order holds the item (for 4000 rather than 4602). */
export async function heldByOtherOrder(db: Db, productId: string, buyerId: string, now: Date) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(holdsOf(productId, now), ne(orders.buyerId, buyerId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Up to two buyers whose unpaid, unexpired orders hold the item: enough to answer any buyer's 4000 (held by
 * someone else) or 4602 while a sold-out mark lasts (sold-out.ts).
 */
export async function holdersOf(db: Db, productId: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ buyerId: orders.buyerId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(holdsOf(productId, now))
    .limit(2);
  return rows.map((r) => r.buyerId);
}
