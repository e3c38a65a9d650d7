import * as v from 'valibot';
import { CommonParams } from './common';

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

/** The platform's own member: the seller of plan orders (a plan purchase is an order, services/merchants/plans). */
export const PLATFORM_MEMBER_ID = '00000000-0000-4000-8000-000000000001';

/** Merchant registration (spec §3 "Merchant registration"): where an application stands. */
export const APPLICATION_STATUSES = ['PENDING', 'DOCUMENT_REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Spec §3/§5 registration documents: business registration, certificate of incorporation, bank statement, other. */
export const DOCUMENT_KINDS = ['BR', 'CI', 'BANK_STATEMENT', 'OTHER'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The documents an application must carry; OTHER is optional. */
export const REQUIRED_DOCUMENTS: readonly DocumentKind[] = ['BR', 'CI', 'BANK_STATEMENT'];

export const ENTITY_TYPES = [
  'SOLE_PROPRIETORSHIP',
  'PARTNERSHIP',
  'LIMITED_COMPANY',
  'LISTED_COMPANY',
  'NON_PROFIT',
  'OTHER',
] as const;
export const INDUSTRIES = [
  'RETAIL',
  'FOOD_BEVERAGE',
  'BEAUTY_WELLNESS',
  'ENTERTAINMENT',
  'TRAVEL_HOSPITALITY',
  'EDUCATION',
  'ART_COLLECTIBLES',
  'TECHNOLOGY',
  'FINANCE',
  'OTHER',
] as const;
/** Countries and regions a business may register from (ISO 3166 codes; names are translated in the app). */
export const REGIONS = [
  'HK',
  'MO',
  'TW',
  'CN',
  'SG',
  'MY',
  'JP',
  'KR',
  'TH',
  'PH',
  'AU',
  'GB',
  'US',
  'OTHER',
] as const;

/** Plan invoices: a plan purchase or renewal is an order; this is its plan line (services/merchants/plans). */
export const INVOICE_KINDS = ['NEW', 'RENEWAL'] as const;
export const INVOICE_STATUSES = ['OPEN', 'PAID', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const iso = v.string();

/** A merchant as the app reads it (spec §7 merchant detail), with its plan in force and what that switches on. */
export const MerchantDetail = v.object({
  mcId: v.string(),
  name: v.string(),
  type: MerchantTypeSchema,
  status: v.picklist(MERCHANT_STATUSES),
  contactEmail: v.nullable(v.string()),
  website: v.nullable(v.string()),
  description: v.string(),
  logo: v.nullable(v.string()),
  /** The plan in force now (NONE once a period and its grace ran out). */
  plan: PlanSchema,
  planStatus: v.picklist(PLAN_STATUSES),
  planPeriodEnd: v.nullable(iso),
  planGraceUntil: v.nullable(iso),
  planCancelAtPeriodEnd: v.boolean(),
  features: v.array(FeatureSchema),
});
export type MerchantDetail = v.InferOutput<typeof MerchantDetail>;

/** A form flag as the spec's clients send it ('true'/'false', 'Y'/'N', '1'/'0'). */
const Flag = v.pipe(
  v.optional(v.picklist(['true', 'false', 'Y', 'N', '1', '0']), 'true'),
  v.transform((x) => x === 'true' || x === 'Y' || x === '1'),
);

/**
 * GET /api/merchants/detail (getMerchantDetail, spec §7): the caller's merchant of `type`. `noMcId` (default
 * true) ignores the request's mcId; false asks for the merchant of that mcId only.
 */
export const MerchantDetailQuery = v.object({
  ...CommonParams,
  noMcId: Flag,
  type: v.picklist(['COUPON', 'PMS']),
});

/** An open plan invoice: the order that pays it (the checkout's payment page takes its id). */
export const PlanInvoiceView = v.object({
  id: v.string(),
  orderId: v.string(),
  plan: PlanSchema,
  kind: v.picklist(INVOICE_KINDS),
  status: v.picklist(INVOICE_STATUSES),
  periodStart: iso,
  periodEnd: iso,
  usdCents: v.number(),
  /** What the order charges: HKD cents at the 7.80 peg (every fiat method pays HKD). */
  hkdCents: v.string(),
});
export type PlanInvoiceView = v.InferOutput<typeof PlanInvoiceView>;

/** GET /api/merchants/plan (getMyPlan): the caller's merchant and its plan, with the invoice still to pay. */
export const MyPlan = v.object({
  merchant: v.nullable(MerchantDetail),
  openInvoice: v.nullable(PlanInvoiceView),
});
export type MyPlan = v.InferOutput<typeof MyPlan>;

/** POST /api/merchants/plan/subscribe (subscribePlan): Basic or Business (Enterprise is on request). */
export const SubscribePlanForm = v.object({ ...CommonParams, plan: v.picklist(['BASIC', 'BUSINESS']) });
export const CancelPlanForm = v.object({ ...CommonParams });

/** Super admin (spec §6): the second password, and the internal offering's two operations. */
export const UnlockForm = v.object({
  ...CommonParams,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});
export const UnlockAnswer = v.object({ unlockedUntil: v.nullable(v.string()) });
export const OfferPlanForm = v.object({
  ...CommonParams,
  mcId: McIdSchema,
  plan: PlanSchema,
  /** How many months the offer lasts; 0 keeps it until changed. */
  months: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(Number),
    v.integer(),
    v.minValue(0),
    v.maxValue(36),
  ),
});
export const MerchantStatusForm = v.object({
  ...CommonParams,
  mcId: McIdSchema,
  status: v.picklist(MERCHANT_STATUSES),
});
