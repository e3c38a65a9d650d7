import { and, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auctionBids, auctions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { AUCTION_PROVIDER } from '../../payments/auction-hold';
import { recordPayment } from '../payments/record';
import { releaseBid } from './holds';
import { insertAuctionOrder } from './order';
import { reserveMet, type AuctionRow } from './view';

export type Settlement = 'NOT_DUE' | 'SETTLED' | 'UNSOLD' | 'ALREADY';

/**
 * Settles an auction at its close, once whatever the job does (run twice, in two processes): under the auction
 * row's lock an OPEN auction past its close becomes SETTLED (the winner's order made, the winning hold kept as
 * its payment) or UNSOLD (no bid met the reserve: every hold released); any other state answers ALREADY. The
 * payment is recorded after the commit by the hold's bid id, so a run that stopped in between is completed by
 * the next one and a replay is the payment ledger's no-op.
 */
export async function settleAuction(
  deps: Pick<Deps, 'db' | 'now' | 'queue'>,
  auctionId: string,
): Promise<Settlement> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [a] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update');
    if (!a) return { result: 'ALREADY' as const, a: null };
    if (a.state !== 'OPEN') return { result: 'ALREADY' as const, a };
    if (now < a.endsAt) return { result: 'NOT_DUE' as const, a };
    if (!reserveMet(a)) {
      await releaseAll(tx, a.id, now);
      await tx.update(auctions).set({ state: 'UNSOLD', closedAt: now }).where(eq(auctions.id, a.id));
      return { result: 'UNSOLD' as const, a };
    }
    const order = await insertAuctionOrder(tx, a, now);
    await tx
      .update(auctionBids)
      .set({ state: 'WON' })
      .where(and(eq(auctionBids.id, a.leadingBidId!), eq(auctionBids.state, 'HELD')));
    await releaseAll(tx, a.id, now, a.leadingBidId!);
    const [done] = await tx
      .update(auctions)
      .set({ state: 'SETTLED', orderId: order.id, closedAt: now })
      .where(eq(auctions.id, a.id))
      .returning();
    return { result: 'SETTLED' as const, a: done! };
  });
  if (outcome.a?.state === 'SETTLED') await payFromHold(deps, outcome.a);
  return outcome.result;
}

/** The winning hold pays the order (payment ledger keyed by the bid): FULLPAID, fulfilment queued once. */
async function payFromHold(deps: Pick<Deps, 'db' | 'now' | 'queue'>, a: AuctionRow) {
  await recordPayment(deps, {
    orderId: a.orderId!,
    provider: AUCTION_PROVIDER,
    providerRef: a.leadingBidId!,
    amount: BigInt(a.leadingAmount!),
    currency: a.blockchain === 'POLYGON' ? 'MATIC' : 'ETH',
  });
}

/** Releases every bid still held on the auction (but the winner's). */
export async function releaseAll(tx: Db, auctionId: string, now: Date, keep?: string) {
  const held = await tx
    .select({ id: auctionBids.id })
    .from(auctionBids)
    .where(
      and(
        eq(auctionBids.auctionId, auctionId),
        eq(auctionBids.state, 'HELD'),
        keep ? ne(auctionBids.id, keep) : undefined,
      ),
    );
  for (const b of held) await releaseBid(tx, b.id, now);
}

/** The auctions past their close still OPEN (the sweep's work list). */
export async function dueAuctions(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.state, 'OPEN'), lte(auctions.endsAt, now)))
    .limit(100);
  return rows.map((r) => r.id);
}
