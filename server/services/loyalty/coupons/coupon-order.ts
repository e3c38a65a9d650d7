import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jobDbOf } from '../../../db/job-db';
import { couponBatches, coupons, members, merchants, orderLines, orders } from '../../../db/schema';
import type { Env } from '../../../env';
import type { Deps } from '../../../http/context';
import { EXPIRE_QUEUE, expireJobOptions } from '../../orders/create';
import { finishOrder } from '../../orders/confirm';
import { newOrderNumber } from '../../orders/number';
import { priceOrder } from '../../orders/pricing';
import { appendOrderEvent, lockOrder, transitionOrder, type OrderRow } from '../../orders/transition';
import { notifyCouponGranted } from '../../notifications/grants';
import { enqueueCoupon } from '../queues';
import type { BatchRow } from './batches';

/*
 * Why a bought coupon is an order line (and not a payment of its own): the checkout's payment step, every
 * provider, the ledger, refunds and receipts hang off orders. A priced batch's coupon is an order of the
 * merchant's owner to the member, one line of kind COUPON naming the batch; the unit is taken from the batch
 * when the order is made (given back if it ends unpaid), and the coupon is issued when it is fully paid.
 */

type Merchant = typeof merchants.$inferSelect;

/** Writes a coupon order (NEW, HKD, nothing to deliver) inside the caller's transaction; the unit is taken. */
export async function createCouponOrder(
  tx: Db,
  o: { batch: BatchRow; merchant: Merchant; buyerId: string; now: Date; env: Pick<Env, 'ORDER_TTL_SECONDS'> },
): Promise<OrderRow> {
  const { batch, merchant, now } = o;
  const priced = priceOrder({
    currency: 'HKD',
    lines: [{ productId: batch.id, quantity: 1, unitPrice: BigInt(batch.price!) }],
    discounts: [],
    vipPercentBp: 0,
    promo: null,
    shipping: 0n,
  });
  if (!priced.ok) throw new Error(`coupon batch ${batch.id} cannot be priced: ${priced.reason}`);
  const price = priced.price;
  const [buyer] = await tx.select().from(members).where(eq(members.id, o.buyerId));
  const [order] = await tx
    .insert(orders)
    .values({
      number: newOrderNumber(now),
      title: batch.name,
      buyerId: o.buyerId,
      sellerId: merchant.ownerId!,
      currency: 'HKD',
      price,
      totalAmount: price.totalAmount,
      buyerName: buyer?.name ?? '',
      buyerMobile: buyer?.mobile ?? '',
      buyerEmail: buyer?.email ?? '',
      buyerAddress: '',
      receipt: buyer?.name ?? '',
      deliveryType: 'NONE',
      mcId: merchant.mcId,
      expiresAt: new Date(now.getTime() + o.env.ORDER_TTL_SECONDS * 1000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(orderLines).values({
    orderId: order!.id,
    productId: null,
    couponBatchId: batch.id,
    position: 0,
    kind: 'COUPON',
    name: batch.name,
    image: merchant.logo ?? '',
    quantity: 1,
    unitPrice: price.perLine[0]!.unitPrice,
    total: price.perLine[0]!.total,
    updatedAt: now,
  });
  await appendOrderEvent(
    tx,
    order!.id,
    {
      event: { type: 'order.create', by: 'BUYER' },
      actorId: o.buyerId,
      from: null,
      to: 'NEW',
      cause: { number: order!.number, couponBatch: batch.id },
    },
    now,
  );
  return order!;
}

/**
 * Queues the coupon order's expiry in the order's own transaction, as createOrder does: no order without it
 *. The caller runs Queue.ensure(EXPIRE_QUEUE) before the transaction.
 */
export async function queueCouponOrderExpiry(deps: Pick<Deps, 'queue'>, tx: Db, order: OrderRow) {
  await deps.queue.send(
    EXPIRE_QUEUE,
    { orderId: order.id },
    { ...expireJobOptions(order.id, order.expiresAt!), db: jobDbOf(tx) },
  );
}

/** The order's COUPON lines, in position order. */
const couponLinesOf = (tx: Db, orderId: string) =>
  tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'COUPON')))
    .orderBy(orderLines.position);

/**
 * The coupon half of the fulfilment job: when an order with COUPON lines is FULLPAID, its coupons are issued
 * to the buyer (one row per unit, unique by line and unit, so a second run issues nothing), and the order is
 * delivered and finished (the merchant credited less the platform fee); the buyer is told of the coupons (not of
 * a shipment and a delivery); the coupons' mints are queued after the commit. Answers false for an order without COUPON lines.
 */
export async function applyCouponOrder(
  deps: Pick<Deps, 'db' | 'now' | 'env' | 'queue' | 'log'>,
  orderId: string,
): Promise<boolean> {
  const [first] = await couponLinesOf(deps.db, orderId);
  if (!first) return false;
  const now = deps.now();
  const issued = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, orderId);
    if (order.label !== 'FULLPAID') return [];
    const ids: string[] = [];
    for (const line of await couponLinesOf(tx, orderId)) {
      const first = ids.length;
      for (let unit = 0; unit < line.quantity; unit++) {
        const [c] = await tx
          .insert(coupons)
          .values({
            batchId: line.couponBatchId!,
            holderId: order.buyerId,
            collectedById: order.buyerId,
            purchaseLineId: line.id,
            unit,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: coupons.id });
        if (c) ids.push(c.id);
      }
      // One notification for the line's units (the line is the subject), linking its first coupon.
      if (ids.length > first) {
        const [batch] = await tx
          .select()
          .from(couponBatches)
          .where(eq(couponBatches.id, line.couponBatchId!));
        await notifyCouponGranted(
          tx,
          {
            couponId: ids[first]!,
            memberId: order.buyerId,
            batch: batch!,
            source: 'PURCHASE',
            subjectId: line.id,
          },
          now,
        );
      }
    }
    const shipped = await transitionOrder(
      tx,
      order,
      {
        event: { type: 'order.ship', by: 'SYSTEM', allShipped: true },
        actorId: null,
        cause: { coupons: 'issued' },
      },
      async (o) => {
        await tx
          .update(orderLines)
          .set({ fulfilment: 'SHIPPED', updatedAt: now })
          .where(and(eq(orderLines.orderId, o.id), eq(orderLines.kind, 'COUPON')));
        return { state: o.state, paymentState: o.paymentState, fulfilment: 'SHIPPED' };
      },
      now,
    );
    await finishOrder(
      tx,
      shipped.order,
      { event: { type: 'order.confirm', by: 'SYSTEM' }, actorId: null },
      now,
      deps.env.PLATFORM_FEE_BP,
    );
    return ids;
  });
  for (const id of issued) await enqueueCoupon(deps, id);
  return true;
}

/** Coupons bought and paid but whose order the fulfilment never finished (a lost job), for the sweep. */
export async function unfulfilledCouponOrders(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.label, 'FULLPAID'), eq(orderLines.kind, 'COUPON'), isNull(orders.completedAt)));
  return rows.map((r) => r.id);
}
