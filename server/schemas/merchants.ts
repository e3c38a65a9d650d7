import * as v from 'valibot';

/**
 * Merchants (spec §1, §6, §7): the merchant code requests carry as `mcId`, its type, its plan and what each
 * plan switches on. `COM` is the platform itself (spec §9 default merchant id).
 */
export const PLATFORM_MC_ID = 'COM';

/** Spec §7 merchant detail type: COUPON (e-coupon merchants) or PMS (e-shop); GENERAL is the platform's own. */
export const MERCHANT_TYPES = ['COUPON', 'PMS', 'GENERAL'] as const;
export type MerchantType = (typeof MERCHANT_TYPES)[number];

export const MERCHANT_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

/** Spec §1/§9 plans; NONE is a merchant that has not subscribed (or whose plan ended). */
export const PLANS = ['NONE', 'BASIC', 'BUSINESS', 'ENTERPRISE'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * State of the plan's billing: ACTIVE (paid up to planPeriodEnd), PAST_DUE (a renewal failed; the plan stays on
 * until planGraceUntil), ENDED (cancelled at period end or not paid within the grace period), NONE (never had one).
 */
export const PLAN_STATUSES = ['NONE', 'ACTIVE', 'PAST_DUE', 'ENDED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Spec §1, the merchant offer; each plan switches on these and nothing more. */
export const FEATURES = [
  'COUPONS',
  'MEMBERSHIP_CARDS',
  'ESHOP',
  'CUSTODY_WALLETS',
  'CRM',
  'REDEMPTION',
  'MERCHANT_PAGE',
  'LOYALTY_PROGRAMME',
  'METAVERSE_SHOWCASE',
  'IP_VERIFICATION',
  'CUSTOM_DOMAIN',
  'TICKETS',
  'LOYALTY_COINS',
  'E_STAMPS',
  'AI_OFFERS',
  'DASHBOARD',
] as const;
export type Feature = (typeof FEATURES)[number];

const BASIC: readonly Feature[] = [
  'COUPONS',
  'MEMBERSHIP_CARDS',
  'ESHOP',
  'CUSTODY_WALLETS',
  'CRM',
  'REDEMPTION',
];
const BUSINESS: readonly Feature[] = [
  ...BASIC,
  'MERCHANT_PAGE',
  'LOYALTY_PROGRAMME',
  'METAVERSE_SHOWCASE',
  'IP_VERIFICATION',
];
const ENTERPRISE: readonly Feature[] = [
  ...BUSINESS,
  'CUSTOM_DOMAIN',
  'TICKETS',
  'LOYALTY_COINS',
  'E_STAMPS',
  'AI_OFFERS',
  'DASHBOARD',
];

/** Spec §1: Basic's features; Business adds four; Enterprise adds six more. The one table access checks read. */
export const PLAN_FEATURES: Readonly<Record<Plan, readonly Feature[]>> = {
  NONE: [],
  BASIC,
  BUSINESS,
  ENTERPRISE,
};

/** Spec §1/§9 monthly prices in US cents; Enterprise is on request (a contact message), so it has none. */
export const PLAN_PRICES_USD_CENTS = { BASIC: 9_000, BUSINESS: 13_000 } as const;
export type PaidPlan = keyof typeof PLAN_PRICES_USD_CENTS;
export const PAID_PLANS = Object.keys(PLAN_PRICES_USD_CENTS) as PaidPlan[];

export const McIdSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9_]{2,20}$/));
export const MerchantTypeSchema = v.picklist(MERCHANT_TYPES);
export const PlanSchema = v.picklist(PLANS);
export const FeatureSchema = v.picklist(FEATURES);
