import { and, asc, eq, gt, inArray, isNotNull, ne } from 'drizzle-orm';
import { parseEther } from 'ethers';
import type { Db } from '../client';
import { auctions, products } from '../schema';

/** How long the demo auction runs; a later start opens a new one when it has ended. */
const DEMO_AUCTION_DAYS = 7;

/**
 * One live demo auction so the `auction` route and an item page show bidding: the first
 * demo item on sale whose sellType is AUCTION (not a parcel) gets an auction of a week, reserve its
 * auctionBlPrice. Nothing is added while a demo auction is still running, so a restart adds nothing.
 */
export async function seedDemoAuction(db: Db, now = new Date()): Promise<void> {
  const [running] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.state, 'OPEN'), gt(auctions.endsAt, now)))
    .limit(1);
  if (running) return;
  const [item] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.sellType, 'AUCTION'),
        eq(products.status, 'ON_SALE'),
        ne(products.sourceType, 'PHYSICAL'),
        isNotNull(products.auctionBlPrice),
        isNotNull(products.ownerId),
        gt(products.stock, 0),
        inArray(products.blockchain, ['ETHEREUM', 'POLYGON']),
      ),
    )
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(1);
  if (!item) return;
  await db
    .insert(auctions)
    .values({
      productId: item.id,
      sellerId: item.ownerId!,
      blockchain: item.blockchain,
      reserveWei: parseEther(item.auctionBlPrice!).toString(),
      minIncrementWei: parseEther('0.001').toString(),
      startsAt: now,
      endsAt: new Date(now.getTime() + DEMO_AUCTION_DAYS * 86_400_000),
      createdAt: now,
    })
    .onConflictDoNothing();
}
