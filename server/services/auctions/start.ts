import { eq } from 'drizzle-orm';
import { parseEther } from 'ethers';
import { isUniqueViolation } from '../../db/errors';
import { auctions, products } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { Auction, StartAuctionForm } from '../../schemas/auctions';
import { auctionView } from './view';
import { queueSettlement } from './settle-queue';

/**
 * startAuction: the owner of an item on sale with sellType AUCTION opens its auction now; the reserve is the
 * item's auctionBlPrice. One running auction per item (a unique index); the settlement job is queued for the close.
 */
export async function startAuction(
  deps: Pick<Deps, 'db' | 'now' | 'queue' | 'log'>,
  sellerId: string,
  form: StartAuctionForm,
): Promise<Auction> {
  const now = deps.now();
  const [item] = await deps.db.select().from(products).where(eq(products.id, form.itemId)).limit(1);
  if (!item) fail('NOT_FOUND', 'item_not_found');
  if (item.ownerId !== sellerId) fail('FORBIDDEN', 'not_item_owner');
  if (item.sellType !== 'AUCTION' || !item.auctionBlPrice) fail('ITEM_NOT_FOR_SALE', 'not_an_auction_item');
  if (item.status !== 'ON_SALE' || item.stock < 1) fail('ITEM_NOT_FOR_SALE', 'item_not_on_sale');
  // The winner's order carries an NFT on chain; a parcel would need an address the bidder never gave.
  if (item.sourceType === 'PHYSICAL') fail('ITEM_NOT_FOR_SALE', 'physical_not_auctioned');
  let row: typeof auctions.$inferSelect;
  try {
    [row] = (await deps.db
      .insert(auctions)
      .values({
        productId: item.id,
        sellerId,
        blockchain: item.blockchain,
        reserveWei: parseEther(item.auctionBlPrice).toString(),
        minIncrementWei: parseEther(form.minIncrement).toString(),
        startsAt: now,
        endsAt: new Date(now.getTime() + form.durationSeconds * 1000),
        extendSeconds: form.extendSeconds,
        createdAt: now,
      })
      .returning()) as [typeof auctions.$inferSelect];
  } catch (err) {
    if (isUniqueViolation(err)) fail('CONFLICT', 'auction_running');
    throw err;
  }
  await queueSettlement(deps, row.id, row.endsAt);
  return auctionView(row, item, now, sellerId, null);
}
