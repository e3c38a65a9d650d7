import { and, eq, sql } from 'drizzle-orm';
import { formatEther, parseEther } from 'ethers';
import type { Db } from '../../db/client';
import { auctionBids, auctions, productEvents } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { BidPlaced, PlaceBidForm } from '../../schemas/auctions';
import { NATIVE_COIN } from '../../schemas/wallets';
import { recordNotification } from '../notifications/record';
import { holdBid, releaseBid } from './holds';
import { bidView } from './list';
import { auctionView, loadAuction, minNextBidWei, statusOf } from './view';

/**
 * placeBid: in one transaction the bid row, its hold on the bidder's balance, and ONE conditional update of the
 * auction row (leader, count, close, version) guarded by the version read before; a bid that loses that race
 * rolls back with BID_OUTPACED and holds nothing. The leader it replaced has its hold released in the same
 * transaction and an outbid notification (in-app and mailed after the commit, once per outbid bid). A bid within `extendSeconds` of the close moves the close.
 */
export async function placeBid(
  deps: Pick<Deps, 'db' | 'now'>,
  bidderId: string,
  form: PlaceBidForm,
): Promise<BidPlaced> {
  const now = deps.now();
  const amount = parseEther(form.amount);
  const placed = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const found = await loadAuction(tx, form.auctionId);
    if (!found) fail('NOT_FOUND', 'auction_not_found');
    const a = found.a;
    const status = statusOf(a, now);
    if (status === 'SCHEDULED') fail('AUCTION_NOT_STARTED', 'auction_not_started');
    if (status !== 'OPEN') fail('AUCTION_CLOSED', 'auction_closed');
    if (a.sellerId === bidderId) fail('CANNOT_BUY_OWN', 'own_auction');
    if (amount < minNextBidWei(a)) fail('BID_TOO_LOW', 'bid_below_minimum');
    const [bid] = await tx
      .insert(auctionBids)
      .values({ auctionId: a.id, bidderId, amount: amount.toString(), createdAt: now })
      .returning();
    await holdBid(tx, { bidderId, blockchain: a.blockchain, amountWei: amount, bidId: bid!.id });
    const late = a.endsAt.getTime() - now.getTime() < a.extendSeconds * 1000;
    const endsAt = late ? new Date(now.getTime() + a.extendSeconds * 1000) : a.endsAt;
    const [updated] = await tx
      .update(auctions)
      .set({
        leadingBidId: bid!.id,
        leadingBidderId: bidderId,
        leadingAmount: amount.toString(),
        bidCount: sql`${auctions.bidCount} + 1`,
        extensions: late ? sql`${auctions.extensions} + 1` : auctions.extensions,
        endsAt,
        version: sql`${auctions.version} + 1`,
      })
      .where(
        and(
          eq(auctions.id, a.id),
          eq(auctions.version, a.version),
          eq(auctions.state, 'OPEN'),
          sql`${auctions.endsAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!updated) fail('BID_OUTPACED', 'auction_changed');
    // The bid is news in the marketplace feed and on the item's own activity, written with it.
    await tx.insert(productEvents).values({
      productId: a.productId,
      kind: 'BID',
      actorId: bidderId,
      price: formatEther(amount),
      curr: NATIVE_COIN[a.blockchain],
      createdAt: now,
    });
    if (a.leadingBidId) {
      await releaseBid(tx, a.leadingBidId, now);
      if (a.leadingBidderId && a.leadingBidderId !== bidderId) {
        await recordNotification(
          tx,
          {
            kind: 'OUTBID',
            memberId: a.leadingBidderId,
            subjectId: a.leadingBidId,
            link: { kind: 'ITEM', id: a.productId },
            facts: { title: found.name, amount: `${form.amount} ${NATIVE_COIN[a.blockchain]}` },
          },
          now,
        );
      }
    }
    return { bid: bid!, auction: updated, item: found };
  });
  return {
    bid: bidView(placed.bid, bidderId, 'You'),
    auction: auctionView(placed.auction, placed.item, now, bidderId, bidderId),
  };
}
