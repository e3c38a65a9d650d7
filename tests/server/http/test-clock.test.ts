import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLOCK_HEADER, TEST_ORDER_TTL_HEADER } from '../../../server/http/test-clock';
import { Code } from '../../../server/schemas/codes';
import { earnCoins } from '../../../server/services/loyalty/coins/earn';
import type { TestServer } from '../../support/server';
import { makeOrder } from '../payments/fixtures';
import { loyaltyServer, person } from '../routes/loyalty-fixtures';
import { item, orderForm } from '../routes/orders-fixtures';
import { coinShop, type CoinShop, key } from '../services/loyalty/coins/coin-fixtures';

/** A buyer whose 50 coins were earned now (pending 14 days) and an order of the shop's goods to pay. */
async function pendingBuyer(s: TestServer, shop: CoinShop) {
  const buyer = await person(s);
  await earnCoins(s.deps, {
    merchantId: shop.merchantId,
    memberId: buyer.memberId,
    amount: 50n,
    key: key('earn'),
  });
  // As if placed with the same header: its 30 minutes run on the moved clock.
  const expiresAt = new Date(s.clock.now.getTime() + 15 * 86_400_000 + 30 * 60_000);
  const { order } = await makeOrder(s, { buyer, seller: shop.session, total: 2_000n, expiresAt });
  return { buyer, order };
}

const pay = (s: TestServer, buyer: { memberId: string; token: string }, orderId: string, days: string) =>
  s.request('POST', '/api/payments/coins', {
    session: buyer,
    form: { orderId, coins: '10', requestKey: randomUUID() },
    headers: { [TEST_CLOCK_HEADER]: days },
  });

describe.each([false, true])('TEST_CLOCK=%s', (on) => {
  let s: TestServer;
  let shop: CoinShop;
  beforeAll(async () => {
    s = await loyaltyServer({ TEST_CLOCK: on });
    shop = await coinShop(s);
  }, 120_000);
  afterAll(() => s?.close());

  it(on ? 'the header moves that request past the pending period' : 'the header is ignored', async () => {
    const { buyer, order } = await pendingBuyer(s, shop);
    const moved = await pay(s, buyer, order.id, '15');
    expect(moved.meta.code).toBe(on ? 200 : Code.COINS_PENDING);
    // Another request without the header keeps the real clock: the coins left are still pending.
    const other = await pendingBuyer(s, shop);
    const plain = await s.request('POST', '/api/payments/coins', {
      session: other.buyer,
      form: { orderId: other.order.id, coins: '10', requestKey: randomUUID() },
    });
    expect(plain.meta.code).toBe(Code.COINS_PENDING);
  });

  it(on ? 'the TTL header sets the expiry of the order it places' : 'the TTL header is ignored', async () => {
    const seller = await person(s);
    const buyer = await person(s);
    const place = async (headers: Record<string, string>) => {
      const productId = await item(s, seller);
      const res = await s.request('POST', '/api/orders', {
        session: buyer,
        form: orderForm(productId),
        headers,
      });
      expect(res.meta.code).toBe(Code.OK);
      return (Date.parse(res.data.expiresAt) - s.clock.now.getTime()) / 1000;
    };
    expect(await place({ [TEST_ORDER_TTL_HEADER]: '25' })).toBe(on ? 25 : 1800);
    // Out of ORDER_TTL_SECONDS's bounds (20 s to a day): the server's own TTL.
    expect(await place({ [TEST_ORDER_TTL_HEADER]: '5' })).toBe(1800);
    // The next order, without the header, keeps the server's 30 minutes.
    expect(await place({})).toBe(1800);
  });
});
