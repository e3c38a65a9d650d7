import { CURRENCY_DECIMALS, type OrderCurrency } from '@schemas/orders';
import { INTL_TAG, isLocale } from '@/lib/locale';

const tag = (locale: string) => (isLocale(locale) ? INTL_TAG[locale] : locale);

/**
 * An amount in minor units (HKD cents, wei) as the currency shows it: HKD with 2 decimals, coins with up to 6
 * (spec §9 shows crypto with 4; wei amounts keep 6 so small fees do not read as 0). Exact: no float.
 */
export function formatMinor(amount: string | null | undefined, currency: string, locale = 'en_US'): string {
  if (amount === null || amount === undefined || !/^-?\d+$/.test(amount)) return '—';
  const decimals = CURRENCY_DECIMALS[currency as OrderCurrency] ?? 2;
  const shown = decimals > 2 ? 6 : decimals;
  const neg = amount.startsWith('-');
  const units = BigInt(neg ? amount.slice(1) : amount);
  const base = 10n ** BigInt(decimals);
  const whole = units / base;
  let frac = (units % base).toString().padStart(decimals, '0').slice(0, shown);
  if (decimals > 2) frac = frac.replace(/0+$/, '').padEnd(4, '0');
  const wholeText = new Intl.NumberFormat(tag(locale)).format(whole);
  const text = frac ? `${wholeText}.${frac}` : wholeText;
  return `${neg ? '-' : ''}${currency === 'HKD' ? 'HK$' : ''}${text}${currency === 'HKD' ? '' : ` ${currency}`}`;
}

/** A date and time in the reader's language; '—' when absent. */
export function formatDateTime(iso: string | null | undefined, locale = 'en_US'): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** A long hash shortened in the middle for narrow screens (the whole one stays copyable). */
export const shortHash = (h: string) => (h.length > 18 ? `${h.slice(0, 10)}…${h.slice(-6)}` : h);
