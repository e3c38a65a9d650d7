import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jobDbOf } from '../../../db/job-db';
import { couponBatches, coupons, merchants, orderLines, orders } from '../../../db/schema';
import type { Env } from '../../../env';
import type { Deps } from '../../../http/context';
import { EXPIRE_QUEUE, expireJobOptions } from '../../orders/create';
import { shipAndFinish } from '../../orders/confirm';
import { insertOneLineOrder, linesOfKind } from '../../orders/one-line-order';
import { priceOrder } from '../../orders/pricing';
import { lockOrder, type OrderRow } from '../../orders/transition';
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
  const { order } = await insertOneLineOrder(
    tx,
    {
      buyerId: o.buyerId,
      sellerId: merchant.ownerId!,
      mcId: merchant.mcId,
      price: priced.price,
      expiresAt: new Date(now.getTime() + o.env.ORDER_TTL_SECONDS * 1000),
      line: {
        kind: 'COUPON',
        couponBatchId: batch.id,
        name: batch.name,
        image: merchant.logo ?? '',
        quantity: 1,
      },
      cause: { couponBatch: batch.id },
    },
    now,
  );
  return order;
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
  const [first] = await linesOfKind(deps.db, orderId, 'COUPON');
  if (!first) return false;
  const now = deps.now();
  const issued = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, orderId);
    if (order.label !== 'FULLPAID') return [];
    const ids: string[] = [];
    for (const line of await linesOfKind(tx, orderId, 'COUPON')) {
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
    const cause = { coupons: 'issued' };
    await shipAndFinish(
      tx,
      order,
      { cause, lineKind: 'COUPON', platformFeeBp: deps.env.PLATFORM_FEE_BP },
      now,
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
