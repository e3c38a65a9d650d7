import { describe, expect, it } from 'vitest';
import {
  coinsForSpend,
  expiresAtFor,
  proRataCoins,
  spendableFromFor,
} from '../../../../../server/services/loyalty/coins/rules';

describe('expiresAtFor (Starbucks: the start of the month after `months` calendar months, Hong Kong time)', () => {
  it.each([
    ['2020-12-15T04:00:00Z', 6, '2021-06-30T16:00:00.000Z'], // → 2021-07-01 00:00 HKT
    ['2020-12-31T15:59:59Z', 6, '2021-06-30T16:00:00.000Z'], // 23:59:59 HKT on 31 Dec: still December
    ['2020-12-31T16:00:00Z', 6, '2021-07-31T16:00:00.000Z'], // 00:00 HKT on 1 Jan: January's lot
    ['2021-08-31T10:00:00Z', 6, '2022-02-28T16:00:00.000Z'], // → 2022-03-01 HKT
    ['2024-01-10T00:00:00Z', 1, '2024-02-29T16:00:00.000Z'], // → 2024-03-01 HKT
  ])('earned %s, %i months → %s', (earned, months, expires) => {
    expect(expiresAtFor(new Date(earned), months).toISOString()).toBe(expires);
  });

  it('makes coins spendable after the pending days', () => {
    expect(spendableFromFor(new Date('2020-12-15T04:00:00Z'), 14).toISOString()).toBe(
      '2020-12-29T04:00:00.000Z',
    );
  });
});

describe('coinsForSpend', () => {
  it('earns num/den coins per HK$1, rounded down, never from nothing', () => {
    expect(coinsForSpend(12_345n, { num: 1, den: 10 })).toBe(12n); // HK$123.45 at 1 per HK$10
    expect(coinsForSpend(999n, { num: 1, den: 10 })).toBe(0n);
    expect(coinsForSpend(10_000n, { num: 3, den: 1 })).toBe(300n);
    expect(coinsForSpend(10_000n, { num: 0, den: 1 })).toBe(0n);
    expect(coinsForSpend(-100n, { num: 1, den: 1 })).toBe(0n);
  });
});

describe('proRataCoins', () => {
  it('shares a spend by the refunded part, the last refund taking what is left', () => {
    // 100 coins spent on a HK$300 order refunded in three parts of HK$100.
    const a = proRataCoins(100n, 0n, 0n, 100n, 300n);
    const b = proRataCoins(100n, a, 100n, 100n, 300n);
    const c = proRataCoins(100n, a + b, 200n, 100n, 300n);
    expect([a, b, c]).toEqual([33n, 33n, 34n]);
    expect(proRataCoins(100n, 0n, 0n, 300n, 300n)).toBe(100n);
    expect(proRataCoins(100n, 0n, 0n, 0n, 300n)).toBe(0n);
  });
});
