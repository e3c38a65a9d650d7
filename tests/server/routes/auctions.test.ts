import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, ledgerEntries, members, orders, outbox } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { settleAuction } from '../../../server/services/auctions/settle';
import { mailPendingNotifications } from '../../../server/services/notifications/mail';
import { completeOrder } from '../../../server/services/orders/complete';
import { weiBalance } from '../../../server/services/wallets/balances';
import type { TestServer } from '../../support/server';
import { auctionOf, bid, bidder, runningAuction } from './auctions-fixtures';
import { orderServer, person } from './orders-fixtures';

const eth = (n: string) => BigInt(Math.round(Number(n) * 1000)) * 10n ** 15n;

describe('auctions', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await orderServer();
  }, 120_000);
  afterAll(() => s?.close());

  const balance = async (memberId: string) => (await weiBalance(s.deps.db, memberId, 'ETHEREUM')).total;

  it('holds the leading bid, releases the outbid one and mails an outbid notice in the member’s language', async () => {
    const { auctionId, itemId } = await runningAuction(s);
    const a = await bidder(s, 'Alice');
    await s.deps.db.update(members).set({ language: 'zh_TW' }).where(eq(members.id, a.memberId));
    const b = await bidder(s, 'Bob');
    expect((await bid(s, a, auctionId, '0.5')).meta.code).toBe(Code.OK);
    expect(await balance(a.memberId)).toBe(eth('4.5'));
    expect((await bid(s, b, auctionId, '0.55')).meta.code).toBe(Code.BID_TOO_LOW);
    const placed = await bid(s, b, auctionId, '0.6');
    expect(placed.meta.code).toBe(Code.OK);
    expect(placed.data.auction).toMatchObject({ leadingAmount: '0.6', isLeading: true, reserveMet: false });
    expect(await balance(a.memberId)).toBe(eth('5'));
    expect(await balance(b.memberId)).toBe(eth('4.4'));
    const bids = await s.request('GET', '/api/auctions/bids', { query: { auctionId }, session: a });
    expect(bids.data.list.map((x: { state: string; mine: boolean }) => [x.state, x.mine])).toEqual([
      ['HELD', false],
      ['RELEASED', true],
    ]);
    const [alice] = await s.deps.db.select().from(members).where(eq(members.id, a.memberId));
    // The notice is recorded with the bid and mailed after the commit by the notifications job.
    await mailPendingNotifications(s.deps);
    const mails = await s.deps.db.select().from(outbox).where(eq(outbox.recipient, alice!.email!));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^您在「.+」的出價已被超越$/)]);
    expect(mails[0]!.body).toContain('0.6 ETH');

    // Both bids are news: in the feed's BID kind and on the item's own activity. The test clock does not move
    // between the two bids, so they share one time and their order on the item is not fixed: compare by amount.
    const feed = await s.request('GET', '/api/activity', { query: { kind: 'BID', memberId: a.memberId } });
    expect(
      feed.data.items.map((e: { kind: string; price: string; curr: string; item: { id: string } }) => [
        e.kind,
        Number(e.price),
        e.curr,
        e.item.id,
      ]),
    ).toEqual([['BID', 0.5, 'ETH', itemId]]);
    const detail = await s.request('GET', '/api/products/detail', { query: { id: itemId } });
    const here = detail.data.activity.filter((e: { kind: string }) => e.kind === 'BID');
    const byAmount = here
      .map((e: { actor: { id: string }; price: string }) => [e.actor.id, Number(e.price)])
      .sort((x: [string, number], y: [string, number]) => y[1] - x[1]);
    expect(byAmount).toEqual([
      [b.memberId, 0.6],
      [a.memberId, 0.5],
    ]);
  });

  it('refuses a bid above the balance (holding nothing) and the seller’s own bid', async () => {
    const { auctionId, seller } = await runningAuction(s);
    const poor = await bidder(s, 'Poor', '0.2');
    expect((await bid(s, poor, auctionId, '0.3')).meta.code).toBe(Code.BALANCE_TOO_LOW);
    expect(await balance(poor.memberId)).toBe(eth('0.2'));
    expect((await bid(s, seller, auctionId, '0.3')).meta.code).toBe(Code.CANNOT_BUY_OWN);
    const holds = await s.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, poor.memberId), eq(ledgerEntries.reason, 'BID_HOLD')));
    expect(holds).toHaveLength(0);
  });

  it('a bid in the last minutes extends the close (no sniping)', async () => {
    const { auctionId } = await runningAuction(s, { durationSeconds: 600, extendSeconds: 300 });
    const a = await bidder(s, 'Early');
    const before = (await auctionOf(s, auctionId)).data.endsAt;
    await bid(s, a, auctionId, '0.2');
    expect((await auctionOf(s, auctionId)).data.endsAt).toBe(before);
    const start = s.clock.now;
    s.clock.now = new Date(new Date(before).getTime() - 60_000);
    try {
      const late = await bid(s, await bidder(s, 'Late'), auctionId, '0.3');
      expect(late.meta.code).toBe(Code.OK);
      expect(late.data.auction.endsAt).toBe(new Date(s.clock.now.getTime() + 300_000).toISOString());
      expect(late.data.auction.extensions).toBe(1);
    } finally {
      s.clock.now = start;
    }
  });

  it('settles once into the winner paid order; the seller earns in the auction part at completion', async () => {
    const { auctionId, seller } = await runningAuction(s, {
      reserve: '1',
      durationSeconds: 60,
      extendSeconds: 0,
    });
    const a = await bidder(s, 'Winner');
    const b = await bidder(s, 'Loser');
    await bid(s, b, auctionId, '1');
    await bid(s, a, auctionId, '1.5');
    expect(await settleAuction(s.deps, auctionId)).toBe('NOT_DUE');
    const start = s.clock.now;
    s.clock.now = new Date(start.getTime() + 61_000);
    try {
      expect(await settleAuction(s.deps, auctionId)).toBe('SETTLED');
      expect(await settleAuction(s.deps, auctionId)).toBe('ALREADY');
      const [row] = await s.deps.db.select().from(auctions).where(eq(auctions.id, auctionId));
      const mine = await s.deps.db.select().from(orders).where(eq(orders.buyerId, a.memberId));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        id: row!.orderId,
        paymentState: 'FULL',
        label: 'FULLPAID',
        totalAmount: eth('1.5').toString(),
      });
      expect(await balance(a.memberId)).toBe(eth('3.5'));
      expect(await balance(b.memberId)).toBe(eth('5'));
      const view = await auctionOf(s, auctionId, a);
      expect(view.data).toMatchObject({ status: 'SETTLED', isLeading: true, orderId: row!.orderId });
      expect((await bid(s, b, auctionId, '2')).meta.code).toBe(Code.AUCTION_CLOSED);
      // The order model completes it after delivery: the seller's share lands in the balance's auction part.
      const split = await completeOrder(s.deps.db, mine[0]!, s.clock.now);
      const earned = await weiBalance(s.deps.db, seller.memberId, 'ETHEREUM');
      expect(earned).toMatchObject({ fixed: 0n, auction: split.share });
      expect(split.share).toBeGreaterThan(0n);
    } finally {
      s.clock.now = start;
    }
  });

  it('customer service refunds a won auction: the winning hold comes back to the winner once', async () => {
    const { auctionId } = await runningAuction(s, { reserve: '0.5', durationSeconds: 60, extendSeconds: 0 });
    const winner = await bidder(s, 'Refunded');
    await bid(s, winner, auctionId, '0.8');
    const start = s.clock.now;
    s.clock.now = new Date(start.getTime() + 61_000);
    try {
      expect(await settleAuction(s.deps, auctionId)).toBe('SETTLED');
      expect(await balance(winner.memberId)).toBe(eth('4.2'));
      const [row] = await s.deps.db.select().from(auctions).where(eq(auctions.id, auctionId));
      const support = await person(s, 'Support', ['SUPPORT']);
      const form = { orderId: row!.orderId!, reason: 'The NFT was not what was shown' };
      const refunded = await s.request('POST', '/api/orders/refund', { session: support, form });
      expect(refunded.meta.code).toBe(Code.OK);
      expect(refunded.data).toMatchObject({ status: 'CLOSED', paymentState: 'REFUNDED' });
      expect(await balance(winner.memberId)).toBe(eth('5'));
      // Asked again: the order is closed, and the balance is credited once.
      await s.request('POST', '/api/orders/refund', { session: support, form });
      expect(await balance(winner.memberId)).toBe(eth('5'));
    } finally {
      s.clock.now = start;
    }
  });

  it('a reserve not met: no sale, every hold released', async () => {
    const { auctionId } = await runningAuction(s, { reserve: '3', durationSeconds: 60, extendSeconds: 0 });
    const a = await bidder(s, 'Under');
    await bid(s, a, auctionId, '1');
    const start = s.clock.now;
    s.clock.now = new Date(start.getTime() + 61_000);
    try {
      expect(await settleAuction(s.deps, auctionId)).toBe('UNSOLD');
      expect(await balance(a.memberId)).toBe(eth('5'));
      expect((await auctionOf(s, auctionId)).data.status).toBe('UNSOLD');
    } finally {
      s.clock.now = start;
    }
  });

  it('the seller cancels only while no bid meets the reserve; holds are released', async () => {
    const first = await runningAuction(s, { reserve: '1' });
    const a = await bidder(s, 'Cancelled');
    await bid(s, a, first.auctionId, '0.5');
    const other = await bidder(s, 'Stranger');
    const cancel = (who: typeof a, auctionId: string) =>
      s.request('POST', '/api/auctions/cancel', { session: who, form: { auctionId } });
    expect((await cancel(other, first.auctionId)).meta.code).toBe(Code.FORBIDDEN);
    const done = await cancel(first.seller, first.auctionId);
    expect(done.data.status).toBe('CANCELLED');
    expect(await balance(a.memberId)).toBe(eth('5'));
    const second = await runningAuction(s, { reserve: '1' });
    await bid(s, a, second.auctionId, '1');
    expect((await cancel(second.seller, second.auctionId)).meta.code).toBe(Code.AUCTION_RESERVE_MET);
  });

  it('lists running auctions and answers an item’s auction', async () => {
    const { auctionId, itemId } = await runningAuction(s);
    const list = await s.request('GET', '/api/auctions');
    expect(list.data.list.map((x: { id: string }) => x.id)).toContain(auctionId);
    const of = await s.request('GET', '/api/auctions/of-item', { query: { itemId } });
    expect(of.data.id).toBe(auctionId);
  });
});
