import * as v from 'valibot';
import { CommonParams } from './common';

/** One member owed card income (exported for payout): balance in minor units (HKD cents). */
export const FiatPayoutRow = v.object({
  memberId: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  /** Positive HKD cents, as a digit string (never a float). */
  balance: v.string(),
  currency: v.literal('HKD'),
  /** How many ledger entries make up the balance. */
  entries: v.number(),
});
export type FiatPayoutRow = v.InferOutput<typeof FiatPayoutRow>;

/** exportFiatPayouts: every member whose card income balance is positive (customer service only). */
export const FiatPayouts = v.array(FiatPayoutRow);

export const FiatPayoutsQuery = v.object({
  ...CommonParams,
  /** `csv` answers a file download instead of the JSON envelope. */
  format: v.optional(v.picklist(['json', 'csv']), 'json'),
});

/** markFiatPayoutPaid: the payout made outside (bank transfer) is debited once, by its reference. */
export const MarkFiatPayoutForm = v.object({
  ...CommonParams,
  memberId: v.pipe(v.string(), v.uuid()),
  /** HKD cents, a positive integer as digits. */
  amount: v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,17}$/)),
  payoutRef: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
});
export type MarkFiatPayoutForm = v.InferOutput<typeof MarkFiatPayoutForm>;

/** The recorded payout and the member's balance after it; `duplicate` when the reference was already paid. */
export const FiatPayoutPaid = v.object({
  memberId: v.string(),
  payoutRef: v.string(),
  amount: v.string(),
  balance: v.string(),
  duplicate: v.boolean(),
});
export type FiatPayoutPaid = v.InferOutput<typeof FiatPayoutPaid>;
