import { and, eq, lte, sql } from 'drizzle-orm';
import { formatUnits } from 'ethers';
import { orderFulfilment, type FulfilmentState } from '../../../machines/order-status';
import type { Db } from '../../db/client';
import { orderLines, orders, productEvents, productOwners, products } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { CURRENCY_DECIMALS } from '../../schemas/orders';
import { finishOrder } from './confirm';
import type { LineRow } from './nft-delivery';
import { lockOrder, transitionOrder, type OrderRow } from './transition';

const DONE: FulfilmentState[] = ['SHIPPED', 'DELIVERED'];

/**
 * Records that an NFT line's token reached the buyer (a mined transfer the platform sent, or the seller's
 * transaction verified on chain), in one transaction under the order's lock:
 * the line SHIPPED with the transaction hash as its tracking number, ownership moved (holders, the ERC-721
 * item's owner), a SALE activity entry, order.ship{allShipped}; and when no line is left and none is a parcel
 * (the token's arrival is proven on chain, nobody needs to confirm a receipt), order.confirm by SYSTEM →
 * FINISHED with the seller credited. A line already shipped is left alone (a duplicate job or request).
 */
export async function recordNftShipped(
  deps: Pick<Deps, 'db' | 'env' | 'now'>,
  orderId: string,
  lineId: string,
  txHash: string,
  actor: { by: 'SYSTEM' | 'SELLER'; actorId: string | null },
): Promise<OrderRow> {
  const now = deps.now();
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    let order = await lockOrder(tx, orderId);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const line = lines.find((l) => l.id === lineId);
    if (!line) fail('NOT_FOUND', 'line_not_found');
    if (DONE.includes(line.fulfilment)) return order;
    const after = lines.map((l) => (l.id === lineId ? 'SHIPPED' : l.fulfilment));
    const allShipped = after.every((f) => DONE.includes(f));
    const moved = await transitionOrder(
      tx,
      order,
      {
        event: { type: 'order.ship', by: actor.by, allShipped },
        actorId: actor.actorId,
        reason: 'nft_transferred',
        cause: { lines: lineId, txHash },
      },
      async (o) => {
        await tx
          .update(orderLines)
          .set({ fulfilment: 'SHIPPED', trackingNumber: txHash, updatedAt: now })
          .where(eq(orderLines.id, lineId));
        await moveOwnership(tx, o, line, txHash, now);
        await tx
          .update(orders)
          .set({ txHash, ...(allShipped ? { deliveredAt: now } : {}) })
          .where(eq(orders.id, o.id));
        return { state: o.state, paymentState: o.paymentState, fulfilment: orderFulfilment(after) };
      },
      now,
    );
    order = moved.order;
    if (allShipped && lines.every((l) => l.kind !== 'PHYSICAL')) {
      order = await finishOrder(
        tx,
        order,
        {
          event: { type: 'order.confirm', by: 'SYSTEM' },
          actorId: null,
          reason: 'token_arrival_verified_on_chain',
          cause: { txHash },
        },
        now,
        deps.env.PLATFORM_FEE_BP,
      );
    }
    return order;
  });
}

/**
 * The sold copies change hands in our records: the seller's holding goes down (the row goes at zero), the
 * buyer's goes up ("my NFTs"), an ERC-721 item gets the buyer as its owner (off shelf, one copy theirs to list
 * again), and the item's activity gets a SALE entry with the price, currency and transaction hash.
 */
async function moveOwnership(tx: Db, order: OrderRow, line: LineRow, txHash: string, now: Date) {
  // Only NFT lines are shipped on chain (fulfil.ts), and every NFT line names its product.
  const productId = line.productId!;
  const seller = and(eq(productOwners.productId, productId), eq(productOwners.memberId, order.sellerId));
  await tx
    .update(productOwners)
    .set({ quantity: sql`greatest(${productOwners.quantity} - ${line.quantity}, 0)`, updatedAt: now })
    .where(seller);
  await tx.delete(productOwners).where(and(seller, lte(productOwners.quantity, 0)));
  await tx
    .insert(productOwners)
    .values({ productId, memberId: order.buyerId, quantity: line.quantity, updatedAt: now })
    .onConflictDoUpdate({
      target: [productOwners.productId, productOwners.memberId],
      set: { quantity: sql`${productOwners.quantity} + ${line.quantity}`, updatedAt: now },
    });
  await tx
    .update(products)
    .set({ ownerId: order.buyerId, status: 'OFF_SHELF', listedAt: null, stock: 1, updatedAt: now })
    .where(and(eq(products.id, productId), eq(products.contractType, 'ERC721')));
  await tx.insert(productEvents).values({
    productId,
    kind: 'SALE',
    actorId: order.sellerId,
    toMemberId: order.buyerId,
    quantity: line.quantity,
    price: formatUnits(BigInt(line.total), CURRENCY_DECIMALS[order.currency]),
    curr: order.currency,
    txHash,
    createdAt: now,
  });
}
