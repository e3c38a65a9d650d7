import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, orderLines, orders, products } from '../../db/schema';
import { fail } from '../../http/errors';
import { NATIVE_COIN } from '../../schemas/wallets';
import { newOrderNumber } from './number';
import { fixedPrice } from './pricing';
import { appendOrderEvent, type OrderRow } from './transition';

/**
 * An order the marketplace makes itself, not the buyer's checkout: an auction's winner (paid from the bid's hold)
 * or a campaign's collectible (a gift, total 0). One NFT line of one unit, no expiry, the item's unit taken by
 * the same conditional update createOrder uses (refused with `gone` when none is left).
 */
export type SystemOrder = {
  productId: string;
  buyerId: string;
  /** The seller; the item's owner when not given (a campaign gives its merchant's item). */
  sellerId?: string;
  /** The total in the chain's coin, minor units ('0' for a gift). */
  amount: string;
  paymentMethod: 'AUCTION' | 'CAMPAIGN';
  /** The ITEMS line's detail of the price breakdown. */
  detail: string;
  gone: { code: Parameters<typeof fail>[0]; reason: string };
  /** What made it, in the order.create event's cause. */
  cause: Record<string, string>;
};

export async function insertSystemOrder(tx: Db, o: SystemOrder, now: Date): Promise<OrderRow> {
  const [item] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - 1`, pendingOrders: sql`${products.pendingOrders} + 1` })
    .where(and(eq(products.id, o.productId), gte(products.stock, 1)))
    .returning();
  if (!item) fail(o.gone.code, o.gone.reason);
  const currency = NATIVE_COIN[item.blockchain];
  const [buyer] = await tx.select().from(members).where(eq(members.id, o.buyerId)).limit(1);
  const perLine = { unitPrice: o.amount, discount: '0', total: o.amount };
  const [order] = await tx
    .insert(orders)
    .values({
      number: newOrderNumber(now),
      title: item.name,
      buyerId: o.buyerId,
      sellerId: o.sellerId ?? item.ownerId,
      currency,
      blockchain: item.blockchain,
      price: fixedPrice(currency, o.amount, o.detail, [perLine]),
      totalAmount: o.amount,
      paymentMethod: o.paymentMethod,
      buyerName: buyer?.name ?? '',
      buyerMobile: '',
      buyerEmail: buyer?.email ?? '',
      buyerAddress: '',
      receipt: '',
      deliveryType: 'NONE',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(orderLines).values({
    orderId: order!.id,
    productId: item.id,
    position: 0,
    kind: item.sourceType,
    name: item.name,
    image: item.displayImage,
    quantity: 1,
    ...perLine,
    blockchain: item.blockchain,
    contractAddress: item.contractAddress,
    contractType: item.contractType,
    tokenId: item.tokenId,
    updatedAt: now,
  });
  await appendOrderEvent(
    tx,
    order!.id,
    {
      event: { type: 'order.create', by: 'SYSTEM' },
      actorId: null,
      from: null,
      to: 'NEW',
      cause: { number: order!.number, ...o.cause },
    },
    now,
  );
  return order!;
}
