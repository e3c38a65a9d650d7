import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionBids, auctions, orders } from '../../server/db/schema';
import { Code } from '../../server/schemas/codes';
import { settleAuction } from '../../server/services/auctions/settle';
import { weiBalance } from '../../server/services/wallets/balances';
import type { TestServer } from '../support/server';
import { bid, bidder, runningAuction } from './routes/auctions-fixtures';
import { orderServer } from './routes/orders-fixtures';

// Two bids at the same moment leave one highest bid and release the other's hold, and settlement runs once
// even if the job runs twice. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL where the
// transactions really overlap.
describe('auction races', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await orderServer();
  }, 120_000);
  afterAll(() => s?.close());

  it('bids at the same moment: one leads, every other hold is released or never taken', async () => {
    const { auctionId } = await runningAuction(s);
    const members = await Promise.all(Array.from({ length: 8 }, (_, i) => bidder(s, `Racer ${i}`)));
    const answers = await Promise.all(members.map((m, i) => bid(s, m, auctionId, `0.${i + 1}`)));
    const codes = answers.map((a) => a.meta.code);
    expect(codes.every((c) => c === Code.OK || c === Code.BID_OUTPACED || c === Code.BID_TOO_LOW)).toBe(true);
    expect(codes).toContain(Code.OK);
    const [a] = await s.deps.db.select().from(auctions).where(eq(auctions.id, auctionId));
    const bids = await s.deps.db.select().from(auctionBids).where(eq(auctionBids.auctionId, auctionId));
    const held = bids.filter((b) => b.state === 'HELD');
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      id: a!.leadingBidId,
      bidderId: a!.leadingBidderId,
      amount: a!.leadingAmount,
    });
    expect(a!.bidCount).toBe(bids.length);
    // Only the leader's balance is short; every other racer has all of it back.
    for (const m of members) {
      const total = (await weiBalance(s.deps.db, m.memberId, 'ETHEREUM')).total;
      const expected = 5n * 10n ** 18n - (m.memberId === a!.leadingBidderId ? BigInt(a!.leadingAmount!) : 0n);
      expect(total).toBe(expected);
    }
  }, 60_000);

  it('the settlement job run twice at once settles once: one order, one payment', async () => {
    const { auctionId } = await runningAuction(s, { reserve: '0.5', durationSeconds: 60, extendSeconds: 0 });
    const winner = await bidder(s, 'Twice');
    expect((await bid(s, winner, auctionId, '0.7')).meta.code).toBe(Code.OK);
    const start = s.clock.now;
    s.clock.now = new Date(start.getTime() + 61_000);
    try {
      const runs = await Promise.all([settleAuction(s.deps, auctionId), settleAuction(s.deps, auctionId)]);
      expect(runs.sort()).toEqual(['ALREADY', 'SETTLED']);
      expect(await settleAuction(s.deps, auctionId)).toBe('ALREADY');
      const made = await s.deps.db.select().from(orders).where(eq(orders.buyerId, winner.memberId));
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ paymentState: 'FULL', paidAmount: '700000000000000000' });
      expect((await weiBalance(s.deps.db, winner.memberId, 'ETHEREUM')).total).toBe(43n * 10n ** 17n);
    } finally {
      s.clock.now = start;
    }
  }, 60_000);
});
