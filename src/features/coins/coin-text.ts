import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CoinLedgerKind, CoinRatio } from '@schemas/coins';
import { formatMinor } from '@/lib/minor-money';
import { numberFormat } from '@/lib/number-format';

/** A whole number of coins (digits, maybe signed) in the reader's grouping; never through a float. */
export function formatCoins(digits: string, locale: string): string {
  if (!/^-?\d+$/.test(digits)) return digits;
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(BigInt(digits));
}

/** A signed change: "+120" or "−40". */
export function formatDelta(digits: string, locale: string): string {
  if (digits.startsWith('-')) return `−${formatCoins(digits.slice(1), locale)}`;
  return `+${formatCoins(digits, locale)}`;
}

/** What `coins` coins are worth in HKD at `valueMinor` cents each, as HKD text. */
export function coinWorth(coins: string, valueMinor: string, locale: string): string {
  if (!/^\d+$/.test(coins) || !/^\d+$/.test(valueMinor)) return '—';
  return formatMinor((BigInt(coins) * BigInt(valueMinor)).toString(), 'HKD', locale);
}

/**
 * An exact ratio as a percentage to a tenth, rounded half up in integers (the server's num/den are digit
 * strings: no float touches them before the last step, which formats a number of tenths); '—' when null.
 */
export function formatRatio(ratio: CoinRatio, locale: string): string {
  if (!ratio || ratio.den === '0') return '—';
  const num = BigInt(ratio.num);
  const den = BigInt(ratio.den);
  const tenths = (num * 1000n + den / 2n) / den;
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    minimumFractionDigits: 0,
  }).format(Number(tenths) / 1000);
}

export const KIND_LABEL: Record<CoinLedgerKind, MessageDescriptor> = {
  EARN: msg`Earned`,
  SPEND: msg`Spent`,
  EXPIRE: msg`Expired`,
  REVERSE: msg`Reversed`,
  ADJUST: msg`Adjusted by the shop`,
};
