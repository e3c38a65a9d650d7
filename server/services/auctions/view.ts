import { eq } from 'drizzle-orm';
import { formatEther } from 'ethers';
import type { Db } from '../../db/client';
import { auctions, products } from '../../db/schema';
import type { Auction, AuctionStatus } from '../../schemas/auctions';
import { NATIVE_COIN } from '../../schemas/wallets';

export type AuctionRow = typeof auctions.$inferSelect;
type ItemBits = { name: string; displayImage: string };

/** The status a bidder sees: the stored state, with "scheduled" and "ended, settling" read off the clock. */
export function statusOf(a: Pick<AuctionRow, 'state' | 'startsAt' | 'endsAt'>, now: Date): AuctionStatus {
  if (a.state !== 'OPEN') return a.state;
  if (now < a.startsAt) return 'SCHEDULED';
  return now < a.endsAt ? 'OPEN' : 'ENDED';
}

/** The smallest acceptable bid in wei: the increment as an opening bid, else the leader plus the increment. */
export const minNextBidWei = (a: Pick<AuctionRow, 'leadingAmount' | 'minIncrementWei'>) =>
  (a.leadingAmount ? BigInt(a.leadingAmount) : 0n) + BigInt(a.minIncrementWei);

export const reserveMet = (a: Pick<AuctionRow, 'leadingAmount' | 'reserveWei'>) =>
  a.leadingAmount !== null && BigInt(a.leadingAmount) >= BigInt(a.reserveWei);

/** The wire view; `viewerId` decides the caller-relative fields (seller, leading, the order id). */
export function auctionView(
  a: AuctionRow,
  item: ItemBits,
  now: Date,
  viewerId: string | null,
  leaderId: string | null,
): Auction {
  const isSeller = viewerId === a.sellerId;
  const isLeading = viewerId !== null && viewerId === leaderId;
  return {
    id: a.id,
    itemId: a.productId,
    itemName: item.name,
    image: item.displayImage,
    blockchain: a.blockchain,
    currency: NATIVE_COIN[a.blockchain],
    status: statusOf(a, now),
    reserve: formatEther(BigInt(a.reserveWei)),
    reserveMet: reserveMet(a),
    minIncrement: formatEther(BigInt(a.minIncrementWei)),
    minNextBid: formatEther(minNextBidWei(a)),
    leadingAmount: a.leadingAmount === null ? null : formatEther(BigInt(a.leadingAmount)),
    bidCount: a.bidCount,
    extensions: a.extensions,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    serverTime: now.toISOString(),
    isSeller,
    isLeading,
    orderId: isSeller || (isLeading && a.state === 'SETTLED') ? a.orderId : null,
  };
}

/** Reads an auction with its item bits, or null. */
export async function loadAuction(db: Db, auctionId: string) {
  const [row] = await db
    .select({ a: auctions, name: products.name, displayImage: products.displayImage })
    .from(auctions)
    .innerJoin(products, eq(products.id, auctions.productId))
    .where(eq(auctions.id, auctionId))
    .limit(1);
  return row ?? null;
}
