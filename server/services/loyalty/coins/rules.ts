/**
 * The coin's arithmetic, pure: when a lot becomes spendable and when it expires, how many coins a purchase
 * earns, and a refund's share of a spend. Whole coins only (bigint); rounding always goes against creating
 * coins out of nothing (down), and the last share of a refund takes what is left.
 */

const DAY_MS = 86_400_000;
/**
 * Hong Kong time has no daylight saving (since 1979): a fixed UTC+8 turns "the start of a calendar month in
 * Asia/Hong_Kong" into plain UTC arithmetic.
 */
const HK_OFFSET_MS = 8 * 3_600_000;

/** Earned coins become spendable after the pending period (refunds land inside it, so they rarely fall short). */
export function spendableFromFor(earnedAt: Date, pendingDays: number): Date {
  return new Date(earnedAt.getTime() + pendingDays * DAY_MS);
}

/**
 * Starbucks' rule: coins expire `months` after the calendar month they were earned in, at the start of the
 * following month in Hong Kong: earned 2020-12-15 with 6 months → 2021-07-01 00:00 HKT.
 */
export function expiresAtFor(earnedAt: Date, months: number): Date {
  const hk = new Date(earnedAt.getTime() + HK_OFFSET_MS);
  const startHk = Date.UTC(hk.getUTCFullYear(), hk.getUTCMonth() + months + 1, 1);
  return new Date(startHk - HK_OFFSET_MS);
}

/** Coins a purchase of `hkdMinor` cents earns at num/den coins per HK$1, rounded down. */
export function coinsForSpend(hkdMinor: bigint, rate: { num: number; den: number }): bigint {
  if (hkdMinor <= 0n || rate.num <= 0) return 0n;
  return (hkdMinor * BigInt(rate.num)) / (100n * BigInt(rate.den));
}

/**
 * A partial refund's share of `spent` coins: spent × refunded / total, rounded down, except that a refund
 * bringing the refunded total to the whole takes every coin still unreversed (so shares always add up).
 */
export function proRataCoins(
  spent: bigint,
  reversedSoFar: bigint,
  refundedBefore: bigint,
  refundedNow: bigint,
  total: bigint,
): bigint {
  if (total <= 0n || refundedNow <= 0n) return 0n;
  if (refundedBefore + refundedNow >= total) return spent - reversedSoFar;
  const due = (spent * (refundedBefore + refundedNow)) / total;
  return due > reversedSoFar ? due - reversedSoFar : 0n;
}
