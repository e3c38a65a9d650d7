import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auctionBids, ledgerEntries } from '../../db/schema';
import { fail } from '../../http/errors';
import type { Blockchain } from '../../schemas/wallets';
import { lockMemberBalance, weiBalance } from '../wallets/balances';

/**
 * Holds a bid on the bidder's marketplace balance (spec §3 Wallet balance): negative ledger rows keyed
 * (BID_HOLD, bidId, kind), taken from the auction part first and then the fixed part, under the member's
 * balance lock so that two bids (or a bid and a withdrawal) never spend the same wei twice.
 */
export async function holdBid(
  tx: Db,
  h: { bidderId: string; blockchain: Blockchain; amountWei: bigint; bidId: string },
): Promise<void> {
  await lockMemberBalance(tx, h.bidderId);
  const balance = await weiBalance(tx, h.bidderId, h.blockchain);
  if (balance.total < h.amountWei) fail('BALANCE_TOO_LOW', 'balance_below_bid');
  const fromAuction = balance.auction > 0n ? min(balance.auction, h.amountWei) : 0n;
  const parts = [
    { kind: 'AUCTION' as const, amount: fromAuction },
    { kind: 'FIXED' as const, amount: h.amountWei - fromAuction },
  ].filter((p) => p.amount > 0n);
  await tx.insert(ledgerEntries).values(
    parts.map((p) => ({
      memberId: h.bidderId,
      blockchain: h.blockchain,
      kind: p.kind,
      amount: (-p.amount).toString(),
      reason: 'BID_HOLD' as const,
      refId: h.bidId,
    })),
  );
}

/**
 * Releases a bid's hold once: the bid moves HELD → RELEASED by one conditional update, and only the caller that
 * moved it writes the positive rows (which the ledger's unique key would refuse twice anyway).
 */
export async function releaseBid(tx: Db, bidId: string, now: Date): Promise<boolean> {
  const [moved] = await tx
    .update(auctionBids)
    .set({ state: 'RELEASED', releasedAt: now })
    .where(and(eq(auctionBids.id, bidId), eq(auctionBids.state, 'HELD')))
    .returning({ id: auctionBids.id });
  if (!moved) return false;
  const held = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reason, 'BID_HOLD'), eq(ledgerEntries.refId, bidId)));
  if (held.length === 0) return true;
  await tx
    .insert(ledgerEntries)
    .values(
      held.map((r) => ({
        memberId: r.memberId,
        blockchain: r.blockchain,
        kind: r.kind,
        amount: (-BigInt(r.amount)).toString(),
        reason: 'BID_RELEASE' as const,
        refId: bidId,
      })),
    )
    .onConflictDoNothing();
  return true;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
