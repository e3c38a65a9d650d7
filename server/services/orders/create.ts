import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { GroupedLookup } from '../../db/grouped';
import { preparedPerDb } from '../../db/prepared';
import { jobDbOf } from '../../db/job-db';
import { cartItems, orderLines, orders, products } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import { fail } from '../../http/errors';
import type { CodeName } from '../../schemas/codes';
import { type CreateOrderForm, type Order } from '../../schemas/orders';
import { canonicalSpecKey } from '../../schemas/shop';
import { reservePromotion } from '../promotions/reserve';
import { reserveCouponVoucher } from '../loyalty/coupons/voucher';
import { previewLines, quoteOrder, type Quote } from './check';
import { resolveDelivery, type DeliveryFields } from './delivery-rules';
import { isNft, refreshSoldOut, stockRefusal } from './lines';
import { newOrderNumber } from './number';
import { assertOrderingOpen } from './online-order';
import { buildOrderView, orderNames, orderView } from './read';
import { soldOut } from './sold-out';
import { appendOrderEvent, type OrderRow } from './transition';

export const EXPIRE_QUEUE = 'orders.expire';
/** Queue options of an order's expiry: one job per order, not before the order expires. */
export const expireJobOptions = (orderId: string, expiresAt: Date) => ({
  singletonKey: orderId,
  startAfter: expiresAt,
  retryLimit: 5,
  retryDelay: 30,
});

type Buyer = Pick<SessionMember, 'id' | 'permiTagValues'>;

/**
 * createOrder (spec §2 checkout step 2), one transaction (DESIGN §5): the merchant's ordering hours (4603), the
 * lines checked and priced as checkOrder does, the order, its lines, the promotion code's or the
 * coupon's reservation, the first timeline entry and the expiry job for expiresAt (pg-boss on the transaction's
 * connection: no order exists without it); then, last, each line's units taken by ONE conditional update (stock,
 * pending orders, the 30-minute lock), so that under any concurrency an item is never sold twice and its row is
 * locked only from that update to the commit. A line that finds too few units rolls everything back with 4000
 * (held by another buyer's unpaid order) or 4602. The answer is built
 * in the transaction too (the names are read before the stock is taken, so the item's row is not held longer):
 * nothing runs after the COMMIT that could turn a committed order into an error answer. A retried
 * submit with the same requestKey answers the order it made, also when the first answer was lost with the
 * connection after the commit.
 */
export async function createOrder(
  deps: Pick<Deps, 'db' | 'now' | 'queue' | 'log' | 'env'>,
  buyer: Buyer,
  form: CreateOrderForm,
): Promise<Order> {
  // A drop's losers are refused before queueing for a connection behind the winners' transactions. The
  // mark is read BEFORE the requestKey look-up: an order of this submit committed before the mark was set
  // (a mark follows a read of stock 0, so it follows the commit that took the last unit) is found and answered.
  const code = await soldOutGate(form, buyer.id, (productId) =>
    refreshSoldOut(deps.db, productId, deps.now()),
  );
  return placeOrder(deps, buyer, form, code);
}

async function placeOrder(
  deps: Pick<Deps, 'db' | 'now' | 'queue' | 'log' | 'env'>,
  buyer: Buyer,
  form: CreateOrderForm,
  soldOutCode: CodeName | null,
): Promise<Order> {
  const { db } = deps;
  const now = deps.now();
  const again = await orderByRequestKey(db, buyer.id, form.requestKey);
  if (again) return orderView(db, again, 'BUYER');
  if (soldOutCode) fail(soldOutCode, 'not_enough_stock');
  // Before the transaction: creating the queue inside it would wait for a second connection.
  await deps.queue.ensure(EXPIRE_QUEUE);
  try {
    return await db.transaction(async (tx) => {
      // Again once a connection is ours: the item may have sold out while this request waited for it (the
      // catch below still looks for this submit's order).
      const lateCode = soldOutRefusal(form, buyer.id);
      if (lateCode) fail(lateCode, 'not_enough_stock');
      await assertOrderingOpen(tx, form.mcId, now);
      const quote = await quoteOrder(tx, buyer, form, now);
      const delivery = await resolveDelivery(tx, buyer.id, form, quote.lines);
      const names = await orderNames(tx, {
        buyerId: buyer.id,
        sellerId: quote.sellerId,
        pickupPointId: delivery.pickupPointId,
      });
      // A cash-on-delivery order is paid at the door: it never expires, so it locks nothing for a time.
      const expiresAt = delivery.cod ? null : new Date(now.getTime() + deps.env.ORDER_TTL_SECONDS * 1000);
      const { order, lines } = await insertOrder(tx, buyer.id, form, quote, delivery, expiresAt, now);
      if (form.fromCart === '1' || form.fromCart === 'true') await takeFromCart(tx, buyer.id, form);
      if (quote.promo) await reservePromotion(tx, quote.promo, buyer.id, order.id);
      if (quote.coupon) await reserveCouponVoucher(tx, quote.coupon.id, buyer.id, order.id, now);
      await appendOrderEvent(
        tx,
        order.id,
        {
          event: { type: 'order.create', by: 'BUYER' },
          actorId: buyer.id,
          from: null,
          to: 'NEW',
          cause: {
            number: order.number,
            ...(quote.promo ? { promoCode: quote.promo.rule.code } : {}),
            ...(quote.coupon ? { couponId: quote.coupon.id } : {}),
          },
        },
        now,
      );
      if (expiresAt) {
        await deps.queue.send(
          EXPIRE_QUEUE,
          { orderId: order.id },
          { ...expireJobOptions(order.id, expiresAt), db: jobDbOf(tx) },
        );
      }
      // Last: from this update to the COMMIT the item's row is locked, and every other buyer of the item waits
      // behind it (in a drop, the refusals waited as long as the winners). Everything above is this
      // order's own rows, undone with it when too few units are left.
      await takeStock(tx, buyer.id, quote, expiresAt, now);
      return buildOrderView(order, 'BUYER', { lines, ...names });
    });
  } catch (err) {
    // The same submit made its order meanwhile (a concurrent retry): that order is the answer. The look-up
    // failing too (the database away) leaves the first error as the answer.
    const made = await orderByRequestKey(db, buyer.id, form.requestKey).catch(() => null);
    if (made) return orderView(db, made, 'BUYER');
    if (isUniqueViolation(err)) fail('CONFLICT', 'order_conflict');
    throw err;
  }
}

/**
 * The refusal of the first line whose item is marked sold out in this process (sold-out.ts, renewing a mark
 * that ran out with `refresh`, or waiting for the renewal under way), else null.
 */
async function soldOutGate(
  form: CreateOrderForm,
  buyerId: string,
  refresh: (productId: string) => Promise<void>,
): Promise<CodeName | null> {
  for (const productId of new Set(form.lines.map((l) => l.productId))) {
    const code = await soldOut.admit(productId, buyerId, refresh);
    if (code) return code;
  }
  return null;
}

/** The refusal of the first line whose item is marked sold out in this process (sold-out.ts), else null. */
function soldOutRefusal(form: CreateOrderForm, buyerId: string) {
  for (const line of form.lines) {
    const code = soldOut.refusal(line.productId, buyerId);
    if (code) return code;
  }
  return null;
}

/** The lines an order checked out from the cart leave it, in the order's transaction: all or none. */
async function takeFromCart(tx: Db, buyerId: string, form: CreateOrderForm) {
  for (const line of form.lines) {
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.memberId, buyerId),
          eq(cartItems.productId, line.productId),
          eq(cartItems.specKey, canonicalSpecKey(line.spec)),
        ),
      );
  }
}

/**
 * The order a submit with this requestKey made, or null. Every createOrder of a drop asks this first, so the
 * look-ups that arrive together go in one prepared statement (db/grouped.ts) for the ids, and only a replay
 * reads its row.
 */
async function orderByRequestKey(db: Db, buyerId: string, key: string | undefined) {
  if (!key) return null;
  const id = await requestKeysOf(db).get(`${buyerId}\n${key}`);
  if (!id) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

const requestKeysOf = preparedPerDb((db: Db) => {
  const statement = db
    .select({ id: orders.id, buyerId: orders.buyerId, requestKey: orders.requestKey })
    .from(orders)
    .where(
      // `is not null` lets the planner use the partial unique index orders_request_key_idx.
      sql`${orders.requestKey} is not null and (${orders.buyerId}, ${orders.requestKey}) in (select b, k from unnest(${sql.placeholder('buyers')}::uuid[], ${sql.placeholder('keys')}::text[]) as t(b, k))`,
    )
    .prepare('orders_by_request_key');
  return new GroupedLookup<string, string | undefined>(async (pairs) => {
    const split = pairs.map((p) => p.split('\n') as [string, string]);
    const rows = await statement.execute({ buyers: split.map((p) => p[0]), keys: split.map((p) => p[1]) });
    return new Map(rows.map((r) => [`${r.buyerId}\n${r.requestKey}`, r.id]));
  });
});

/**
 * Takes each line's units with one conditional update per item, items in id order so that two orders of
 * the same items queue up instead of deadlocking.
 */
async function takeStock(tx: Db, buyerId: string, quote: Quote, lockUntil: Date | null, now: Date) {
  const wanted = new Map<string, { quantity: number; lines: number }>();
  for (const l of quote.lines) {
    const w = wanted.get(l.item.id) ?? { quantity: 0, lines: 0 };
    wanted.set(l.item.id, { quantity: w.quantity + l.quantity, lines: w.lines + 1 });
  }
  for (const [id, w] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const [taken] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${w.quantity}`,
        pendingOrders: sql`${products.pendingOrders} + ${w.lines}`,
        ...(lockUntil
          ? {
              lockedUntil: sql`greatest(coalesce(${products.lockedUntil}, ${now.toISOString()}::timestamptz), ${lockUntil.toISOString()}::timestamptz)`,
            }
          : {}),
      })
      .where(and(eq(products.id, id), gte(products.stock, w.quantity), eq(products.status, 'ON_SALE')))
      .returning({ id: products.id });
    if (!taken) {
      fail((await stockRefusal(tx, buyerId, id, w.quantity, now)) ?? 'OUT_OF_STOCK', 'not_enough_stock');
    }
  }
}

async function insertOrder(
  tx: Db,
  buyerId: string,
  form: CreateOrderForm,
  quote: Quote,
  delivery: DeliveryFields,
  expiresAt: Date | null,
  now: Date,
): Promise<{ order: OrderRow; lines: (typeof orderLines.$inferSelect)[] }> {
  const first = quote.lines[0]!.item.name;
  const [order] = await tx
    .insert(orders)
    .values({
      number: newOrderNumber(now),
      title: quote.lines.length > 1 ? `${first} +${quote.lines.length - 1}` : first,
      buyerId,
      sellerId: quote.sellerId,
      currency: form.currency,
      blockchain: quote.blockchain,
      price: quote.price,
      totalAmount: quote.price.totalAmount,
      promoCodeId: quote.promo?.id ?? null,
      promoCode: quote.promo?.rule.code ?? null,
      buyerName: form.buyerName,
      buyerMobile: `${form.areaCode} ${form.mobile}`,
      buyerEmail: form.email,
      buyerAddress: form.address,
      receipt: form.receipt,
      buyerWalletAddress: form.walletAddress || null,
      buyerRemark: form.remark,
      ...delivery,
      requestKey: form.requestKey ?? null,
      mcId: form.mcId,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const preview = previewLines(quote);
  const lines = await tx
    .insert(orderLines)
    .values(
      preview.map((l, i) => ({
        orderId: order!.id,
        productId: l.productId,
        position: i,
        kind: l.kind,
        name: l.name,
        image: l.image,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        discount: l.discount,
        total: l.total,
        spec: l.spec,
        blockchain: isNft(quote.lines[i]!.item) ? quote.lines[i]!.item.blockchain : null,
        contractAddress: l.contractAddress,
        contractType: l.contractType,
        tokenId: l.tokenId,
        updatedAt: now,
      })),
    )
    .returning();
  return { order: order!, lines: lines.sort((a, b) => a.position - b.position) };
}
