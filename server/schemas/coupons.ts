import * as v from 'valibot';
import { CommonParams, IntFromString } from './common';
import { unflattenForm } from './form';
import { MinorAmount, ORDER_CURRENCIES } from './orders';
import { blank, Flag, Instant, Percent, ProductIdList } from './promotions';
import { withTransferTarget } from './transfer-target';

/**
 * E-coupons as tokens (spec §1 "digitized and tokenized coupons"): a merchant issues a batch
 * (one ERC-1155 id of the platform's Coupon contract); members collect coupons (one unit each, free or bought
 * through an order line of kind COUPON), use one at checkout or show a signed, single-use QR at the shop.
 */

/** How long a coupon's shop QR stays valid (spec: "expires in minutes"). */
export const COUPON_QR_TTL_SECONDS = 120;
/** A coupon's shop QR: `CPN1.<couponId>.<secret>.<exp>.<mac>` (the door page routes scans by it). */
export const COUPON_QR_PREFIX = 'CPN1';
/** The QR's one-time secret, also typed or read out as XXXX-XXXX-XXXX (Crockford's alphabet). */
export const COUPON_CODE_LENGTH = 12;
/** The largest batch and the largest per-member limit a merchant may set. */
export const COUPON_BATCH_MAX = 100_000;
export const COUPON_PER_MEMBER_MAX = 100;

/**
 * A coupon's stored state: AVAILABLE (held), RESERVED (held by an unpaid order), USED (spent by a paid order),
 * REDEEMED (redeemed at the shop). EXPIRED is never stored: an AVAILABLE coupon past its batch's end shows it.
 */
export const COUPON_STATES = ['AVAILABLE', 'RESERVED', 'USED', 'REDEEMED'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
/** What "my coupons" shows (available, reserved, used, expired). */
export const COUPON_VIEW_STATES = ['AVAILABLE', 'RESERVED', 'USED', 'EXPIRED'] as const;
export type CouponViewState = (typeof COUPON_VIEW_STATES)[number];
/** The token on chain: issue pending, issued (MINTED) or failed; then burnt once used or redeemed. */
export const COUPON_CHAIN_STATES = ['PENDING', 'MINTED', 'BURNT', 'FAILED'] as const;
export type CouponChainState = (typeof COUPON_CHAIN_STATES)[number];

const Uuid = v.pipe(v.string(), v.uuid());
const Name = v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(80));

/** issueCoupons: a batch's terms. FIXPRICE takes `value` (minor units) off, PERCENT takes `percent` off. */
export const IssueCouponsForm = v.object({
  ...CommonParams,
  name: Name,
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
  method: v.picklist(['FIXPRICE', 'PERCENT']),
  value: v.optional(v.pipe(v.string(), v.trim(), blank, v.optional(MinorAmount))),
  percent: v.optional(v.pipe(v.string(), v.trim(), blank, v.optional(Percent))),
  currency: v.optional(v.picklist(ORDER_CURRENCIES), 'HKD'),
  isForAll: Flag('true'),
  /** The merchant's items it applies to when not isForAll. */
  productIds: ProductIdList,
  validFrom: Instant,
  validTo: Instant,
  quantity: IntFromString(1, COUPON_BATCH_MAX),
  perMemberLimit: v.optional(IntFromString(1, COUPON_PER_MEMBER_MAX), 1),
  /** The price of one coupon in HK cents; blank or 0 = free to collect. */
  price: v.optional(v.pipe(v.string(), v.trim(), blank, v.optional(MinorAmount))),
});
export type IssueCouponsForm = v.InferOutput<typeof IssueCouponsForm>;
/** As it arrives: `productIds` repeated or bracketed. */
export const IssueCouponsBody = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform(unflattenForm),
  IssueCouponsForm,
);

/** A batch as members and its merchant see it. Amounts in minor units as strings. */
export const CouponBatch = v.object({
  id: v.string(),
  tokenId: v.string(),
  mcId: v.string(),
  merchantName: v.string(),
  /** The member who sells the merchant's goods (the order seller a coupon applies to). */
  sellerId: v.nullable(v.string()),
  name: v.string(),
  description: v.string(),
  method: v.picklist(['FIXPRICE', 'PERCENT']),
  currency: v.picklist(ORDER_CURRENCIES),
  value: v.string(),
  percentBp: v.number(),
  isForAll: v.boolean(),
  productIds: v.array(v.string()),
  validFrom: v.string(),
  validTo: v.string(),
  quantity: v.number(),
  remaining: v.number(),
  perMemberLimit: v.number(),
  /** HK cents per coupon; null when free. */
  price: v.nullable(v.string()),
  blockchain: v.string(),
  contractAddress: v.nullable(v.string()),
  /** How many the caller has collected (0 when logged out). */
  collected: v.number(),
  createdAt: v.string(),
});
export type CouponBatch = v.InferOutput<typeof CouponBatch>;

export const CouponBatchQuery = v.object({
  ...CommonParams,
  /** Only this merchant's batches (the merchant page); all merchants' when absent. */
  merchant: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20))),
});
export const CouponBatchList = v.object({ items: v.array(CouponBatch) });

/** A merchant's batch with its counts (the merchant's own list). */
export const MerchantCouponBatch = v.object({
  ...CouponBatch.entries,
  redeemed: v.number(),
  used: v.number(),
});
export const MerchantCouponBatchList = v.object({ items: v.array(MerchantCouponBatch) });

export const CollectCouponForm = v.object({ ...CommonParams, batchId: Uuid });

/** One of the caller's coupons. */
export const MyCoupon = v.object({
  id: v.string(),
  batch: CouponBatch,
  state: v.picklist(COUPON_VIEW_STATES),
  chain: v.picklist(COUPON_CHAIN_STATES),
  /** The order holding (RESERVED) or having spent (USED) it. */
  orderId: v.nullable(v.string()),
  issueTxHash: v.nullable(v.string()),
  burnTxHash: v.nullable(v.string()),
  usedAt: v.nullable(v.string()),
  collectedAt: v.string(),
});
export type MyCoupon = v.InferOutput<typeof MyCoupon>;
export const MyCouponList = v.object({ items: v.array(MyCoupon) });
export const MyCouponQuery = v.object({
  ...CommonParams,
  state: v.optional(v.picklist(COUPON_VIEW_STATES)),
});

/** collectCoupon: a free coupon is the caller's at once; a priced one is an order to pay (`orderId`). */
export const CollectAnswer = v.object({ coupon: v.nullable(MyCoupon), orderId: v.nullable(v.string()) });
export type CollectAnswer = v.InferOutput<typeof CollectAnswer>;

export const CouponIdForm = v.object({ ...CommonParams, couponId: Uuid });

/**
 * getCouponQr: the QR the holder shows at the shop. `payload` (in the QR) is signed; `code` is the same
 * one-time secret short enough to read out and type. Each call replaces the previous QR.
 */
export const CouponQr = v.object({
  couponId: v.string(),
  code: v.string(),
  payload: v.string(),
  image: v.string(),
  expiresAt: v.string(),
});
export type CouponQr = v.InferOutput<typeof CouponQr>;

/** redeemCoupon: the scanned payload or the typed code. */
export const RedeemCouponForm = v.object({
  ...CommonParams,
  code: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(300)),
});

export const RedeemedCoupon = v.object({
  couponId: v.string(),
  batchName: v.string(),
  holderName: v.string(),
  method: v.picklist(['FIXPRICE', 'PERCENT']),
  currency: v.picklist(ORDER_CURRENCIES),
  value: v.string(),
  percentBp: v.number(),
  redeemedAt: v.string(),
});
export type RedeemedCoupon = v.InferOutput<typeof RedeemedCoupon>;

/** transferCoupon: to another member by mobile or e-mail, with the image captcha. */
export const TransferCouponForm = withTransferTarget({ ...CommonParams, couponId: Uuid });
export type TransferCouponForm = v.InferOutput<typeof TransferCouponForm>;
