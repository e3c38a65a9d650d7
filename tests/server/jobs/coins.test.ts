import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger, coinLots } from '../../../server/db/schema';
import { registerCoinWorkers } from '../../../server/jobs/coins';
import { startQueue } from '../../../server/jobs/queue';
import { earnCoins } from '../../../server/services/loyalty/coins/earn';
import type { TestServer } from '../../support/server';
import { loyaltyServer, person } from '../routes/loyalty-fixtures';
import { coinShop, type CoinShop, key } from '../services/loyalty/coins/coin-fixtures';

let s: TestServer;
let shop: CoinShop;
beforeAll(async () => {
  s = await loyaltyServer();
  shop = await coinShop(s);
}, 120_000);
afterAll(() => s?.close());

/** A lot whose expiry has passed while its job was lost (moved into the past, as the order expiry test does). */
async function overdueLot() {
  const m = await person(s);
  await earnCoins(s.deps, {
    merchantId: shop.merchantId,
    memberId: m.memberId,
    amount: 20n,
    key: key('earn'),
  });
  const [lot] = await s.deps.db.select().from(coinLots).where(eq(coinLots.memberId, m.memberId));
  await s.deps.db
    .update(coinLots)
    .set({ expiresAt: new Date(s.clock.now.getTime() - 60_000) })
    .where(eq(coinLots.id, lot!.id));
  return lot!.id;
}
const remainingOf = async (id: string) =>
  (await s.deps.db.select().from(coinLots).where(eq(coinLots.id, id)))[0]!.remaining;

describe('coin expiry through pg-boss', () => {
  it('the start-up sweep queues a lost lot and its job expires it once', async () => {
    const lotId = await overdueLot();
    const queue = await startQueue(s.database, s.deps.log);
    try {
      await registerCoinWorkers({ ...s.deps, queue });
      const deadline = Date.now() + 30_000;
      while ((await remainingOf(lotId)) > 0n && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      expect(await remainingOf(lotId)).toBe(0n);
      const rows = await s.deps.db.select().from(coinLedger).where(eq(coinLedger.lotId, lotId));
      expect(rows.map((r) => [r.kind, r.delta])).toEqual([
        ['EARN', 20n],
        ['EXPIRE', -20n],
      ]);
    } finally {
      await queue.stop();
    }
  }, 60_000);
});
