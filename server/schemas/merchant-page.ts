import * as v from 'valibot';
import { CardTier } from './cards';
import { ProductCard } from './catalog';
import { CommonParams } from './common';
import { CouponBatch } from './coupons';
import { MerchantTypeSchema } from './merchants';

/** getMerchantPage (spec §2 merchant page): the merchant's code; anything unknown is a 404, not a 400. */
export const MerchantPageQuery = v.object({
  ...CommonParams,
  mcId: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
});

/** A membership card programme as visitors see it: no counts, no chain details. */
export const MerchantPageProgramme = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  tiers: v.array(CardTier),
  transferable: v.boolean(),
  validityMonths: v.number(),
  isDefault: v.boolean(),
});
export type MerchantPageProgramme = v.InferOutput<typeof MerchantPageProgramme>;

/** How many popular items the page shows. */
export const MERCHANT_PAGE_ITEMS = 8;

/**
 * The merchant page: who the merchant is, its popular items (most favourited first), the coupon batches on
 * offer and its card programmes. Upcoming activities belong to the events issue and are not answered yet.
 */
export const MerchantPage = v.object({
  mcId: v.string(),
  name: v.string(),
  type: MerchantTypeSchema,
  description: v.string(),
  logo: v.nullable(v.string()),
  website: v.nullable(v.string()),
  items: v.array(ProductCard),
  coupons: v.array(CouponBatch),
  programmes: v.array(MerchantPageProgramme),
});
export type MerchantPage = v.InferOutput<typeof MerchantPage>;
