import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auctions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { Auction } from '../../schemas/auctions';
import { releaseAll } from './settle';
import { auctionView, loadAuction, reserveMet, statusOf } from './view';

/**
 * cancelAuction: the seller withdraws a running auction while no bid meets the reserve (a bidder who met it has
 * a right to the sale); every hold is released in the same transaction, under the auction row's lock so that a
 * bid arriving at the same moment either lands first (and may forbid the cancel) or finds it cancelled.
 */
export async function cancelAuction(
  deps: Pick<Deps, 'db' | 'now'>,
  sellerId: string,
  auctionId: string,
): Promise<Auction> {
  const now = deps.now();
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const found = await loadAuction(tx, auctionId);
    if (!found) fail('NOT_FOUND', 'auction_not_found');
    const [a] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update');
    if (a!.sellerId !== sellerId) fail('FORBIDDEN', 'not_auction_seller');
    const status = statusOf(a!, now);
    if (status !== 'OPEN' && status !== 'SCHEDULED') fail('AUCTION_CLOSED', 'auction_closed');
    if (reserveMet(a!)) fail('AUCTION_RESERVE_MET', 'reserve_met');
    await releaseAll(tx, a!.id, now);
    const [done] = await tx
      .update(auctions)
      .set({ state: 'CANCELLED', closedAt: now, version: a!.version + 1 })
      .where(eq(auctions.id, a!.id))
      .returning();
    return auctionView(done!, found, now, sellerId, done!.leadingBidderId);
  });
}
