import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { formatEther } from 'ethers';
import type { Db } from '../../db/client';
import { auctionBids, auctions, members, products } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { Auction, Bid, BidList } from '../../schemas/auctions';
import { auctionView, loadAuction } from './view';

type BidRow = typeof auctionBids.$inferSelect;

/** A bidder's name shortened to its first and last letter, so the history shows rivals without exposing them. */
export const maskName = (name: string) =>
  name.length <= 2 ? `${name[0] ?? '?'}*` : `${name[0]}***${name.at(-1)}`;

export const bidView = (b: BidRow, viewerId: string | null, name: string): Bid => ({
  id: b.id,
  amount: formatEther(BigInt(b.amount)),
  bidder: maskName(name),
  mine: viewerId === b.bidderId,
  state: b.state,
  createdAt: b.createdAt.toISOString(),
});

/** listBids: an auction's bids, newest first (at most 100: the history a bidder reads, not an export). */
export async function listBids(db: Db, auctionId: string, viewerId: string | null): Promise<BidList> {
  const rows = await db
    .select({ b: auctionBids, name: members.name })
    .from(auctionBids)
    .innerJoin(members, eq(members.id, auctionBids.bidderId))
    .where(eq(auctionBids.auctionId, auctionId))
    // In an English auction a later bid is a higher one: the amount breaks ties of the same instant.
    .orderBy(desc(auctionBids.createdAt), desc(auctionBids.amount))
    .limit(100);
  return { list: rows.map((r) => bidView(r.b, viewerId, r.name)) };
}

/** getAuction: one auction by id (404 when there is none). */
export async function getAuction(deps: Pick<Deps, 'db' | 'now'>, auctionId: string, viewerId: string | null) {
  const found = await loadAuction(deps.db, auctionId);
  if (!found) fail('NOT_FOUND', 'auction_not_found');
  return auctionView(found.a, found, deps.now(), viewerId, found.a.leadingBidderId);
}

/** getItemAuction: the item's latest auction (running or past), or null when it never had one. */
export async function getItemAuction(
  deps: Pick<Deps, 'db' | 'now'>,
  itemId: string,
  viewerId: string | null,
) {
  const [row] = await deps.db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.productId, itemId))
    .orderBy(desc(auctions.createdAt))
    .limit(1);
  return row ? getAuction(deps, row.id, viewerId) : null;
}

/** listAuctions: the running and coming auctions, closing soonest first (the `auction` route). */
export async function listAuctions(
  deps: Pick<Deps, 'db' | 'now'>,
  viewerId: string | null,
): Promise<Auction[]> {
  const now = deps.now();
  const rows = await deps.db
    .select({ a: auctions, name: products.name, displayImage: products.displayImage })
    .from(auctions)
    .innerJoin(products, eq(products.id, auctions.productId))
    .where(and(inArray(auctions.state, ['OPEN']), gt(auctions.endsAt, now)))
    .orderBy(asc(auctions.endsAt))
    .limit(60);
  return rows.map((r) => auctionView(r.a, r, now, viewerId, r.a.leadingBidderId));
}
