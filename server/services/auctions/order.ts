import type { Db } from '../../db/client';
import { insertSystemOrder } from '../orders/system-order';
import type { OrderRow } from '../orders/transition';
import type { AuctionRow } from './view';

/**
 * The winner's order (the checkout issue's order model): one NFT line at the winning bid, no expiry (it is paid
 * from the bid's hold right after), the item's unit taken by the same conditional update createOrder uses.
 */
export function insertAuctionOrder(tx: Db, a: AuctionRow, now: Date): Promise<OrderRow> {
  return insertSystemOrder(
    tx,
    {
      productId: a.productId,
      buyerId: a.leadingBidderId!,
      sellerId: a.sellerId,
      amount: a.leadingAmount!,
      paymentMethod: 'AUCTION',
      detail: 'auction',
      gone: { code: 'OUT_OF_STOCK', reason: 'auction_item_gone' },
      cause: { auctionId: a.id, bidId: a.leadingBidId ?? '' },
    },
    now,
  );
}
