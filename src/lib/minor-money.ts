import { INTL_TAG, isLocale } from './locale';
import { numberFormat } from './number-format';

/** Decimals of each currency's minor unit (server/schemas/orders.ts CURRENCY_DECIMALS): cents or wei. */
const MINOR_DECIMALS: Record<string, number> = { HKD: 2, ETH: 18, MATIC: 18 };
/** Spec §9: crypto shows 4 decimals, fiat 2. */
const SHOWN_CRYPTO = 4;

/** A minor-unit integer string as an exact decimal string ('195000' cents → '1950.00'); null when malformed. */
export function minorToDecimal(amount: string, decimals: number): string | null {
  if (!/^-?\d+$/.test(amount)) return null;
  const neg = amount.startsWith('-');
  const digits = (neg ? amount.slice(1) : amount).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const frac = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
}

/**
 * An amount in minor units in its currency (spec §9): HKD from cents with 2 decimals ("HK$1,950.00"),
 * ETH and MATIC from wei with 4 ("0.2500 ETH"). The decimal string goes to Intl as a string: no float.
 */
export function formatMinor(amount: string | null | undefined, currency: string, locale = 'en_US'): string {
  const decimals = MINOR_DECIMALS[currency] ?? 2;
  const value = amount == null ? null : minorToDecimal(amount, decimals);
  if (value === null) return '—';
  const tag = isLocale(locale) ? INTL_TAG[locale] : locale.replace(/_/g, '-');
  const crypto = decimals > 2;
  const options: Intl.NumberFormatOptions = crypto
    ? { minimumFractionDigits: SHOWN_CRYPTO, maximumFractionDigits: SHOWN_CRYPTO }
    : { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const text = numberFormat(tag, options).format(value as Intl.StringNumericLiteral);
  return crypto ? `${text} ${currency}` : text;
}

/**
 * A decimal amount typed by a person ('30', '30.5', '1,000.00') as minor units ('3000', '3050', '100000'),
 * exactly, without a float; null when it is not a plain non-negative amount with at most `decimals` decimals.
 */
export function decimalToMinor(text: string, decimals: number): string | null {
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(text.trim());
  if (!m || (!m[1] && !m[2]) || (m[2] ?? '').length > decimals) return null;
  const whole = (m[1] ?? '0').replace(/,/g, '');
  const minor = `${whole}${(m[2] ?? '').padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  return minor;
}
