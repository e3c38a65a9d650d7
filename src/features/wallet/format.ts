import type { Balance, ExchangeRate } from '@schemas/wallets';
import { INTL_TAG, type Locale } from '@/lib/locale';
import { numberFormat } from '@/lib/number-format';

/** Spec §9: these currencies are crypto (4 decimals); anything else is fiat (2 decimals). */
export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDT', 'USDC', 'SOL', 'MATIC'] as const;
export const DEFAULT_CURRENCY = 'HKD';
const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);

/** A decimal string as an integer of 18 places, exactly (extra places cut); malformed text reads as 0. */
export function toUnits(amount: string | null | undefined): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec((amount ?? '').trim());
  if (!m) return 0n;
  const v = BigInt(m[2]!) * ONE + BigInt((m[3] ?? '').slice(0, SCALE).padEnd(SCALE, '0'));
  return m[1] ? -v : v;
}

/** An integer of 18 places back to a decimal string without trailing zeros. */
export function fromUnits(units: bigint): string {
  const neg = units < 0n;
  const abs = neg ? -units : units;
  const frac = (abs % ONE).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${abs / ONE}${frac ? `.${frac}` : ''}`;
}

/** Spec §3 Wallet balance: data.fixed + data.auction, summed exactly. */
export function balanceTotal(b: Pick<Balance, 'fixed' | 'auction'> | null | undefined): string {
  return b ? fromUnits(toUnits(b.fixed) + toUnits(b.auction)) : '0';
}

/**
 * An amount of `from` in `to`, through HKD (currRate = HKD for one unit of tarSymbol), exactly in 18 places;
 * null when a rate is missing or zero.
 */
export function convert(amount: string, from: string, to: string, rates: ExchangeRate[]): string | null {
  if (from === to) return amount;
  const rate = (symbol: string) =>
    symbol === DEFAULT_CURRENCY ? ONE : toUnits(rates.find((r) => r.tarSymbol === symbol)?.currRate);
  const rFrom = rate(from);
  const rTo = rate(to);
  if (rFrom === 0n || rTo === 0n) return null;
  const hkd = (toUnits(amount) * rFrom) / ONE;
  return fromUnits((hkd * ONE) / rTo);
}

export const isCrypto = (currency: string) => (CRYPTO_CURRENCIES as readonly string[]).includes(currency);

/** The Intl tag of an interface language (en_JP is Japanese: ja-JP), or the tag itself. */
function intlTags(locale: string | string[]): string[] {
  return (Array.isArray(locale) ? locale : [locale]).map(
    (l) => INTL_TAG[l as Locale] ?? l.replace(/_/g, '-'),
  );
}

/** A date-time in the member's language, or a dash. */
export function formatDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  try {
    return new Intl.DateTimeFormat(intlTags(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  } catch {
    return d.toLocaleString('en-US');
  }
}

/**
 * Spec §9: crypto to 4 decimals with its code ("1.2346 ETH"), fiat to 2 in its currency ("HK$12.35"). The
 * decimal string goes to Intl as a string, so only the final display is rounded.
 */
export function formatMoney(amount: string, currency: string, locale: string | string[] = 'en-US'): string {
  const value = fromUnits(toUnits(amount)) as Intl.StringNumericLiteral;
  if (isCrypto(currency))
    return `${numberFormat(intlTags(locale), { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(value)} ${currency}`;
  return numberFormat(intlTags(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
