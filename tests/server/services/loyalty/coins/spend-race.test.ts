import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger } from '../../../../../server/db/schema';
import { ApiError } from '../../../../../server/http/errors';
import { Code } from '../../../../../server/schemas/codes';
import { earnCoins } from '../../../../../server/services/loyalty/coins/earn';
import { reverseSpend } from '../../../../../server/services/loyalty/coins/reverse';
import { spendCoins } from '../../../../../server/services/loyalty/coins/spend';
import type { TestServer } from '../../../../support/server';
import { loyaltyServer, person } from '../../../routes/loyalty-fixtures';
import { advance, coinShop, type CoinShop, DAY, expectNoDrift, key } from './coin-fixtures';

// Runs on PGlite, and on PostgreSQL (where the spends really run at once) when TEST_DATABASE_URL is set.
let s: TestServer;
let shop: CoinShop;
beforeAll(async () => {
  s = await loyaltyServer();
  shop = await coinShop(s);
}, 120_000);
afterAll(() => s?.close());

const attempt = <T>(p: Promise<T>) =>
  p.then(
    (ok) => ({ ok }),
    (err: unknown) => {
      if (err instanceof ApiError) return { code: err.code, data: err.data };
      throw err;
    },
  );

/** A member holding `lots` spendable lots of the given sizes. */
async function holder(...lots: bigint[]) {
  const m = await person(s);
  for (const amount of lots)
    await earnCoins(s.deps, { merchantId: shop.merchantId, memberId: m.memberId, amount, key: key('earn') });
  advance(s, 15 * DAY);
  return m.memberId;
}

describe('spendCoins at once', () => {
  it('eight spends of 30 from 100 coins: three succeed, five are told the balance, the sum holds', async () => {
    const memberId = await holder(40n, 60n);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        attempt(
          spendCoins(s.deps, { merchantId: shop.merchantId, memberId, amount: 30n, key: key('spend') }),
        ),
      ),
    );
    expect(results.filter((r) => 'ok' in r)).toHaveLength(3);
    expect(results.filter((r) => 'code' in r)).toEqual(
      Array.from({ length: 5 }, () => ({ code: Code.COINS_INSUFFICIENT, data: { spendable: '10' } })),
    );
    const rows = await s.deps.db.select().from(coinLedger).where(eq(coinLedger.memberId, memberId));
    expect(rows.reduce((sum, r) => sum + r.delta, 0n)).toBe(10n);
    await expectNoDrift(s);
  });

  it('the same key sent four times at once spends once and answers all four alike', async () => {
    const memberId = await holder(50n);
    const k = key('tender');
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        spendCoins(s.deps, { merchantId: shop.merchantId, memberId, amount: 20n, key: k }),
      ),
    );
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => JSON.stringify(r.legs))).size).toBe(1);
    const rows = await s.deps.db.select().from(coinLedger).where(eq(coinLedger.memberId, memberId));
    expect(rows.reduce((sum, r) => sum + r.delta, 0n)).toBe(30n);
  });

  it('one key used by two members at once: one earns, the other meets COIN_KEY_CONFLICT', async () => {
    const [a, b] = [await person(s), await person(s)];
    const k = key('shared');
    const results = await Promise.all(
      [a, b].map((m) =>
        attempt(earnCoins(s.deps, { merchantId: shop.merchantId, memberId: m.memberId, amount: 7n, key: k })),
      ),
    );
    expect(results.filter((r) => 'ok' in r)).toHaveLength(1);
    expect(results.find((r) => 'code' in r)).toMatchObject({ code: Code.COIN_KEY_CONFLICT });
    const rows = await s.deps.db.select().from(coinLedger).where(eq(coinLedger.idempotencyKey, k));
    expect(rows).toHaveLength(1);
    await expectNoDrift(s);
  });

  it('spends and reversals of one member at once never give back more than was spent', async () => {
    const memberId = await holder(100n);
    const k = key('spend');
    await spendCoins(s.deps, { merchantId: shop.merchantId, memberId, amount: 60n, key: k });
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        attempt(reverseSpend(s.deps, { merchantId: shop.merchantId, of: k, amount: 25n, key: key('rev') })),
      ),
      ...Array.from({ length: 3 }, () =>
        attempt(
          spendCoins(s.deps, { merchantId: shop.merchantId, memberId, amount: 30n, key: key('spend') }),
        ),
      ),
    ]);
    const reversed = results.slice(0, 4).filter((r) => 'ok' in r);
    expect(reversed).toHaveLength(2);
    expect(results.slice(0, 4).filter((r) => 'code' in r)).toEqual([
      { code: Code.COIN_REVERSAL_EXCEEDS, data: { left: '10' } },
      { code: Code.COIN_REVERSAL_EXCEEDS, data: { left: '10' } },
    ]);
    const rows = await s.deps.db.select().from(coinLedger).where(eq(coinLedger.memberId, memberId));
    const spentNow = results.slice(4).filter((r) => 'ok' in r).length * 30;
    expect(rows.reduce((sum, r) => sum + r.delta, 0n)).toBe(BigInt(100 - 60 + 50 - spentNow));
    await expectNoDrift(s);
  });
});
