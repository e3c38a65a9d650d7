/**
 * Price display of spec §9: crypto amounts to at most 4 decimals with the currency code ("0.25 ETH"),
 * fiat (HKD by default) to exactly 2 decimals. Amounts travel as decimal strings (DESIGN §5) and are handed
 * to Intl as strings, so 18-decimal values are rounded exactly instead of through a float.
 */
import { numberFormat } from '@/lib/number-format';

export const CRYPTO_DECIMALS = 4;
export const FIAT_DECIMALS = 2;
export const DEFAULT_FIAT = 'HKD';

const DECIMAL = /^-?\d+(\.\d+)?$/;
type Amount = string | number | null | undefined;

function clean(amount: Amount): string | null {
  if (amount === null || amount === undefined) return null;
  const s = String(amount).trim();
  return DECIMAL.test(s) ? s : null;
}

/** Intl accepts decimal strings (ES2023 NumberFormat v3); older engines coerce them to numbers. */
function fmt(value: string, options: Intl.NumberFormatOptions, locale: string | string[]): string {
  return numberFormat(locale, options).format(value as Intl.StringNumericLiteral);
}

/** "0.25 ETH": trailing zeros dropped, at most 4 decimals; null when the amount is missing or not a number. */
export function formatCrypto(
  amount: Amount,
  curr: string,
  locale: string | string[] = 'en-US',
): string | null {
  const v = clean(amount);
  if (v === null) return null;
  const n = fmt(v, { minimumFractionDigits: 0, maximumFractionDigits: CRYPTO_DECIMALS }, locale);
  return `${n} ${curr}`;
}

/** "HK$1,950.00": always 2 decimals in the given fiat currency (HKD by default). */
export function formatFiat(
  amount: Amount,
  currency: string = DEFAULT_FIAT,
  locale: string | string[] = 'en-US',
): string | null {
  const v = clean(amount);
  if (v === null) return null;
  return fmt(
    v,
    {
      style: 'currency',
      currency,
      minimumFractionDigits: FIAT_DECIMALS,
      maximumFractionDigits: FIAT_DECIMALS,
    },
    locale,
  );
}
