import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAuctions } from '../../../server/jobs/auctions';
import { SETTLE_QUEUE } from '../../../server/services/auctions/settle-queue';
import type { TestServer } from '../../support/server';
import { auctionOf, bid, bidder, runningAuction } from '../routes/auctions-fixtures';
import { orderServer } from '../routes/orders-fixtures';

describe('auction settlement jobs', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await orderServer();
  }, 120_000);
  afterAll(() => s?.close());

  it('startAuction queues the settlement for the close; the sweep settles what is due, once', async () => {
    const sold = await runningAuction(s, { reserve: '0.5', durationSeconds: 60, extendSeconds: 0 });
    const unsold = await runningAuction(s, { reserve: '0.5', durationSeconds: 60, extendSeconds: 0 });
    const later = await runningAuction(s, { durationSeconds: 3600 });
    await bid(s, await bidder(s, 'Sweep'), sold.auctionId, '0.6');
    const sent = (s.deps.queue as unknown as { sent: { name: string; data: { auctionId: string } }[] }).sent;
    expect(sent.filter((j) => j.name === SETTLE_QUEUE).map((j) => j.data.auctionId)).toEqual(
      expect.arrayContaining([sold.auctionId, unsold.auctionId, later.auctionId]),
    );
    const start = s.clock.now;
    s.clock.now = new Date(start.getTime() + 61_000);
    try {
      expect(await sweepAuctions(s.deps)).toBe(2);
      expect(await sweepAuctions(s.deps)).toBe(0);
      expect((await auctionOf(s, sold.auctionId)).data.status).toBe('SETTLED');
      expect((await auctionOf(s, unsold.auctionId)).data.status).toBe('UNSOLD');
      expect((await auctionOf(s, later.auctionId)).data.status).toBe('OPEN');
    } finally {
      s.clock.now = start;
    }
  });
});
