import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { codeOf, errorText } from '@/lib/error-text';
import { fieldIssuesOf } from '@/lib/field-issues';

/** Texts for the coin refusals (the 47xx coin codes and the plan); others use the generic map. */
export const coinErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.COINS_INSUFFICIENT]: msg`You do not have that many coins to spend.`,
  [Code.COINS_PENDING]: msg`Some of these coins are still pending and cannot be spent yet.`,
  [Code.COINS_EXPIRED]: msg`Some of these coins have expired.`,
  [Code.COINS_OTHER_MERCHANT]: msg`These coins can only be spent at the shop that gave them.`,
  [Code.COIN_KEY_CONFLICT]: msg`This request was already used for something else. Please try again.`,
  [Code.FORBIDDEN]: msg`Loyalty coins are not part of this merchant's plan.`,
  [Code.NOT_FOUND]: msg`This shop has no loyalty coin, or the member could not be found.`,
};

/** Field texts of 4200 answers the coin forms and the tender can meet. */
export const coinFieldTexts: Record<string, MessageDescriptor> = {
  required: msg`Required.`,
  coin_amount: msg`A whole number of coins, more than zero.`,
  coin_amount_over: msg`That is worth more than what is left to pay.`,
  symbol_format: msg`2 to 8 capital letters or digits.`,
  key_format: msg`Please try again.`,
  money_format: msg`An amount in HK$ above zero, such as 0.10.`,
  whole_range: msg`A whole number from 1 to 1,000,000.`,
  coin_count: msg`A whole number of coins (0 for none).`,
  days_range: msg`From 0 to 365 days.`,
  months_range: msg`From 1 to 120 months.`,
  invalid: msg`Please check this value.`,
};

const dataOf = (err: unknown) =>
  (err instanceof ApiError ? (err.data as Record<string, unknown>) : null) ?? {};

/**
 * A coin refusal in words: the balance the server names (`data.spendable`, and for pending coins the date the
 * first turns spendable), a 4200 reason of the coin amount, else the code's text.
 */
export function coinRefusalText(err: unknown, i18n: I18n): string {
  const code = codeOf(err);
  const data = dataOf(err);
  const base = errorText(err, coinErrorTexts);
  if (code === Code.VALIDATION_FAILED) {
    const reasons = [
      (err as { message?: string }).message ?? '',
      ...fieldIssuesOf(err).map((i) => i.message),
    ];
    const own = reasons.map((r) => coinFieldTexts[r]).find(Boolean);
    if (own) return i18n._(own);
  }
  const spendable = typeof data.spendable === 'string' ? data.spendable : null;
  if (spendable === null) return base;
  const when =
    typeof data.nextSpendableAt === 'string' ? formatDate(data.nextSpendableAt, i18n.locale) : null;
  if (code === Code.COINS_PENDING && when)
    return `${base} ${i18n._(msg`You can spend ${spendable} now; more from ${when}.`)}`;
  return `${base} ${i18n._(msg`You can spend ${spendable} now.`)}`;
}
