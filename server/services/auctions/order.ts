import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, orderLines, orders, products } from '../../db/schema';
import { fail } from '../../http/errors';
import { NATIVE_COIN } from '../../schemas/wallets';
import { newOrderNumber } from '../orders/number';
import { appendOrderEvent, type OrderRow } from '../orders/transition';
import type { AuctionRow } from './view';
import { fixedPrice } from '../orders/pricing';

/**
 * The winner's order (the checkout issue's order model): one NFT line at the winning bid, no expiry (it is paid
 * from the bid's hold right after), the item's unit taken by the same conditional update createOrder uses.
 */
export async function insertAuctionOrder(tx: Db, a: AuctionRow, now: Date): Promise<OrderRow> {
  const winnerId = a.leadingBidderId!;
  const amount = a.leadingAmount!;
  const currency = NATIVE_COIN[a.blockchain];
  const [item] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - 1`, pendingOrders: sql`${products.pendingOrders} + 1` })
    .where(and(eq(products.id, a.productId), gte(products.stock, 1)))
    .returning();
  if (!item) fail('OUT_OF_STOCK', 'auction_item_gone');
  const [buyer] = await tx.select().from(members).where(eq(members.id, winnerId)).limit(1);
  const perLine = { unitPrice: amount, discount: '0', total: amount };
  const [order] = await tx
    .insert(orders)
    .values({
      number: newOrderNumber(now),
      title: item.name,
      buyerId: winnerId,
      sellerId: a.sellerId,
      currency,
      blockchain: a.blockchain,
      price: fixedPrice(currency, amount, 'auction', [perLine]),
      totalAmount: amount,
      paymentMethod: 'AUCTION',
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
      cause: { number: order!.number, auctionId: a.id, bidId: a.leadingBidId ?? '' },
    },
    now,
  );
  return order!;
}
