import * as v from 'valibot';
import { CommonParams, IntFromString } from './common';
import { bracketedForm } from './form';
import { MinorAmount, ORDER_CURRENCIES, PromoCode } from './orders';

/** Promotion code management (spec §8 Promo code): a seller's codes for their own items. */

const Uuid = v.pipe(v.string(), v.uuid());
/** A form checkbox ('true', '1', 'on' …) as a boolean. */
export const Flag = (fallback: 'true' | 'false') =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0', 'on', 'off']), fallback),
    v.transform((x) => x === 'true' || x === '1' || x === 'on'),
  );
/** An instant with its offset (ISO 8601), e.g. 2026-12-01T00:00:00+08:00. */
export const Instant = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'datetime_format'),
  v.transform((s) => new Date(s)),
  v.check((d) => !Number.isNaN(d.getTime()), 'datetime_format'),
);
/** A time of day in Hong Kong, 'HH:MM'. */
const DayTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_format'));
/** A percentage with up to two decimals, 0.01 to 100 ('12.5' is 1250 basis points). */
export const Percent = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'percent_format'));

/** Optional fields a form may send blank: '' reads as absent. */
export const blank = v.transform((x: string) => x || undefined);

/** Item ids a voucher is for, as a repeated field (one value arrives as a string); none by default. */
export const ProductIdList = v.optional(
  v.pipe(
    v.union([Uuid, v.array(Uuid)]),
    v.transform((x) => (Array.isArray(x) ? x : [x])),
    v.maxLength(200),
  ),
  [],
);

/** Basis points of a percentage text, exactly (no floating point): '12.5' → 1250. */
export function percentToBasisPoints(percent: string): number {
  const [whole = '0', frac = ''] = percent.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** The percentage text of basis points: 1250 → '12.50'. */
export function basisPointsToPercent(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

export const PromotionCodeForm = v.object({
  ...CommonParams,
  /** Present when editing one of the caller's codes. */
  id: v.optional(Uuid),
  code: v.pipe(PromoCode, v.minLength(1, 'required')),
  method: v.picklist(['FIXPRICE', 'PERCENT']),
  /** FIXPRICE: the amount off in minor units of `currency` (HK cents, wei). */
  value: v.optional(v.pipe(v.string(), v.trim(), blank, v.optional(MinorAmount))),
  /** PERCENT: the percentage off. */
  percent: v.optional(v.pipe(v.string(), v.trim(), blank, v.optional(Percent))),
  currency: v.optional(v.picklist(ORDER_CURRENCIES), 'HKD'),
  isForAll: Flag('true'),
  /** The caller's items the code is for when not isForAll (repeated field). */
  productIds: ProductIdList,
  startsAt: Instant,
  endsAt: Instant,
  /** An optional daily window (Hong Kong time); outside it the code answers 8105. */
  dailyFrom: v.optional(v.pipe(v.string(), v.trim(), blank, v.optional(DayTime))),
  dailyTo: v.optional(v.pipe(v.string(), v.trim(), blank, v.optional(DayTime))),
  /** A member may use a reusable code in several orders; otherwise once. */
  reusable: Flag('false'),
  /** How many orders may use the code in all; unlimited when absent. */
  usageLimit: v.optional(v.union([v.literal(''), IntFromString(1, 1_000_000)])),
  active: Flag('true'),
});
export type PromotionCodeForm = v.InferOutput<typeof PromotionCodeForm>;
/** As it arrives: `productIds` repeated, or bracketed (`productIds[]`, `productIds[0]`). */
export const PromotionCodeBody = bracketedForm(PromotionCodeForm);

export const PROMOTION_CODE_STATES = ['ACTIVE', 'NOT_STARTED', 'EXPIRED', 'USED_UP', 'INACTIVE'] as const;

export const PromotionCode = v.object({
  id: v.string(),
  code: v.string(),
  method: v.picklist(['FIXPRICE', 'PERCENT']),
  currency: v.picklist(ORDER_CURRENCIES),
  value: v.string(),
  /** PERCENT codes: the percentage ('10.00') and its basis points. */
  percent: v.string(),
  percentBp: v.number(),
  isForAll: v.boolean(),
  productIds: v.array(v.string()),
  startsAt: v.string(),
  endsAt: v.string(),
  dailyFrom: v.nullable(v.string()),
  dailyTo: v.nullable(v.string()),
  reusable: v.boolean(),
  usageLimit: v.nullable(v.number()),
  usedCount: v.number(),
  active: v.boolean(),
  /** Where the code stands now, for the seller's list. */
  state: v.picklist(PROMOTION_CODE_STATES),
  createdAt: v.string(),
});
export type PromotionCode = v.InferOutput<typeof PromotionCode>;
export const PromotionCodeList = v.array(PromotionCode);
export const PromotionCodesQuery = v.object({ ...CommonParams });
