import * as v from 'valibot';
import { FULFILMENT_STATES, ORDER_LABELS, ORDER_STATES, PAYMENT_STATES } from '../../machines/order-status';
import { CommonParams, IntFromString, pageOf } from './common';

/** Orders (spec §3 Order, §4 Order status, §5 purchase rules): contracts shared by server and app. */

// ---- Constants (spec §9, DESIGN §5) ----------------------------------------------------------------------------

/** Spec §4: an item in an unpaid order is locked this long; the order then expires. */
export const ORDER_TTL_MINUTES = 30;
/** Fiat is Hong Kong dollars (spec §9 default HKD), in cents. */
export const FIAT_CURRENCY = 'HKD';
/** Currencies an order can be priced and paid in: fiat cents, or a chain's coin in wei. */
export const ORDER_CURRENCIES = ['HKD', 'ETH', 'MATIC'] as const;
export type OrderCurrency = (typeof ORDER_CURRENCIES)[number];
/** Decimals of each order currency's minor unit (cents, wei). */
export const CURRENCY_DECIMALS: Record<OrderCurrency, number> = { HKD: 2, ETH: 18, MATIC: 18 };
/** Spec §5: the order after discounts is at least 1 (HK$1.00 in cents; 0.01 of a coin for crypto, §9). */
export const MIN_ORDER_TOTAL: Record<OrderCurrency, bigint> = {
  HKD: 100n,
  ETH: 10n ** 16n,
  MATIC: 10n ** 16n,
};
/**
 * Spec §5 "a minimum order charge excluding delivery applies": goods below HK$10.00 after discounts are charged
 * up to it, shown as its own line of the breakdown (fiat orders only).
 */
export const MIN_ORDER_CHARGE_HKD_CENTS = 1000n;
/** Spec §5/§9: a card payment is at least 1 USD; HKD is pegged at 7.80 to the dollar. */
export const CARD_MINIMUM_HKD_CENTS = 780n;
/** Spec §5 "promo code length limited". */
export const PROMO_CODE_MAX_LENGTH = 20;
/** Area codes accepted for mobiles (spec §5, §9). */
export const AREA_CODES = ['+852', '+86'] as const;

export const DELIVERY_TYPES = ['DLV', 'BRH', 'BOX', 'NONE'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
/** An item's source type, or COUPON: coupons of a priced batch, or TICKET: tickets of an event's tier. */
export const LINE_KINDS = ['SELF', 'NON', 'PHYSICAL', 'COUPON', 'TICKET'] as const;
export const SPEC_TYPES = ['DEFAULT', 'SIZE', 'COLOR', 'WEIGHT'] as const;
export type SpecType = (typeof SPEC_TYPES)[number];

// ---- Shared pieces ---------------------------------------------------------------------------------------------

const Uuid = v.pipe(v.string(), v.uuid());
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const Required = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(max));
/** A mobile number without its area code: digits only, 6 to 15 of them. */
export const MobileNumber = v.pipe(v.string(), v.trim(), v.regex(/^\d{6,15}$/, 'mobile_format'));
export const AreaCode = v.picklist(AREA_CODES, 'area_code');
export const Email = v.pipe(v.string(), v.trim(), v.email('email_format'), v.maxLength(254));
/** An amount in the currency's minor unit (cents, wei) as a decimal string. */
export const MinorAmount = v.pipe(v.string(), v.regex(/^\d{1,78}$/, 'amount_format'));
export const PromoCode = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.maxLength(PROMO_CODE_MAX_LENGTH, 'promo_code_length'),
  v.regex(/^[A-Z0-9_-]*$/, 'promo_code_format'),
);
/** Chosen spec options of a PHYSICAL line, e.g. { SIZE: 'M', COLOR: 'Red' }. */
export const SpecChoice = v.record(v.picklist(SPEC_TYPES), Text(40));

/** A line to buy: the item, how many (1 for an ERC-721 or a single physical good) and its spec options. */
export const OrderLineInput = v.object({
  productId: Uuid,
  quantity: v.optional(IntFromString(1, 10_000), 1),
  spec: v.optional(SpecChoice, {}),
});
export type OrderLineInput = v.InferOutput<typeof OrderLineInput>;

/** checkOrder: step 1 (spec §2 checkout "check order"): lines, currency, promotion code and delivery type. */
export const CheckOrderForm = v.object({
  ...CommonParams,
  lines: v.pipe(v.array(OrderLineInput), v.minLength(1, 'lines_required'), v.maxLength(50)),
  currency: v.optional(v.picklist(ORDER_CURRENCIES), 'HKD'),
  promoCode: v.optional(PromoCode, ''),
  /** One of the buyer's coupons as the order's voucher; never with a promotion code. */
  couponId: v.optional(v.union([Uuid, v.literal('')]), ''),
  deliveryType: v.optional(v.picklist(DELIVERY_TYPES)),
});
export type CheckOrderForm = v.InferOutput<typeof CheckOrderForm>;

/** Buyer info (spec §5: name, mobile with area code, e-mail, address and receipt required; wallet optional). */
export const BuyerInfo = v.object({
  buyerName: Required(80),
  areaCode: AreaCode,
  mobile: MobileNumber,
  email: Email,
  address: Required(300),
  /** The receipt (invoice) title the buyer wants printed. */
  receipt: Required(120),
  walletAddress: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(0x[0-9a-fA-F]{40})?$/, 'address_format')),
  ),
  remark: v.optional(Text(500), ''),
});

/** Delivery fields; which are required depends on the type (services/orders/delivery.ts checks). */
export const DeliveryInput = v.object({
  deliveryType: v.picklist(DELIVERY_TYPES),
  receiverName: v.optional(Text(80), ''),
  receiverPhone: v.optional(Text(20), ''),
  district: v.optional(Text(80), ''),
  city: v.optional(Text(80), ''),
  addressDetail: v.optional(Text(300), ''),
  pickupPointId: v.optional(v.union([Uuid, v.literal('')]), ''),
  addressId: v.optional(v.union([Uuid, v.literal('')]), ''),
  cod: v.optional(v.picklist(['0', '1', 'true', 'false']), '0'),
});

/** createOrder: step 2 (submit order). The lines are checked again and stock reserved in one transaction. */
export const CreateOrderForm = v.object({
  ...CheckOrderForm.entries,
  ...BuyerInfo.entries,
  ...DeliveryInput.entries,
  /** The client's key for this submit: a retried submit answers the same order (no second order). */
  requestKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_key_format'))),
  /** Checked out from the cart (pmsorder): the lines bought leave the buyer's cart with the order. */
  fromCart: v.optional(v.picklist(['0', '1', 'true', 'false']), '0'),
});
export type CreateOrderForm = v.InferOutput<typeof CreateOrderForm>;

// ---- Answers ---------------------------------------------------------------------------------------------------

/** One line of the price breakdown the checkout shows (spec §3 Order price fields), in minor units. */
export const PriceLine = v.object({
  kind: v.picklist([
    'ITEMS',
    'DISCOUNT',
    'VIP_DISCOUNT',
    'PROMOTION',
    /** A coupon used as the order's voucher. */
    'COUPON',
    'MIN_ORDER_CHARGE',
    'ADDITIONAL',
    'SHIPPING',
    'TOTAL',
  ]),
  amount: v.string(),
  /** What it is, e.g. the promotion code or the discount's rule. */
  detail: v.nullable(v.string()),
});
export type PriceLine = v.InferOutput<typeof PriceLine>;

export const PriceBreakdown = v.object({
  currency: v.picklist(ORDER_CURRENCIES),
  itemPrice: v.string(),
  discount: v.string(),
  vipDiscount: v.string(),
  promotionDiscount: v.string(),
  promotionCode: v.nullable(v.string()),
  /** The coupon used as the order's voucher, by its batch's name, and what it took off. */
  couponDiscount: v.optional(v.string()),
  coupon: v.optional(v.nullable(v.string())),
  additional: v.string(),
  shippingCost: v.string(),
  totalAmount: v.string(),
  lines: v.array(PriceLine),
  /** Per order line: its unit price and the discount taken off it (same order as the lines). */
  perLine: v.array(v.object({ unitPrice: v.string(), discount: v.string(), total: v.string() })),
});
export type PriceBreakdown = v.InferOutput<typeof PriceBreakdown>;

export const OrderLine = v.object({
  id: v.string(),
  /** The item; '' on a COUPON or TICKET line, which names its batch or tier instead. */
  productId: v.string(),
  couponBatchId: v.optional(v.nullable(v.string())),
  ticketTierId: v.optional(v.nullable(v.string())),
  name: v.string(),
  image: v.string(),
  kind: v.picklist(LINE_KINDS),
  quantity: v.number(),
  unitPrice: v.string(),
  discount: v.string(),
  total: v.string(),
  spec: v.record(v.string(), v.string()),
  blockchain: v.nullable(v.string()),
  contractAddress: v.nullable(v.string()),
  contractType: v.nullable(v.string()),
  tokenId: v.nullable(v.string()),
  fulfilment: v.picklist(FULFILMENT_STATES),
  /** The line's tracking number: the transfer's transaction hash or the parcel's waybill. */
  trackingNumber: v.nullable(v.string()),
});
export type OrderLine = v.InferOutput<typeof OrderLine>;

const Person = v.object({ id: v.string(), name: v.string() });

/** An order as its buyer, its seller or customer service sees it (spec §3 Order, every field). */
export const Order = v.object({
  id: v.string(),
  number: v.string(),
  title: v.string(),
  status: v.picklist(ORDER_LABELS),
  cod: v.boolean(),
  state: v.picklist(ORDER_STATES),
  paymentState: v.picklist(PAYMENT_STATES),
  fulfilment: v.picklist(FULFILMENT_STATES),
  /** Who is asking: decides the actions the app offers. */
  viewerRole: v.picklist(['BUYER', 'SELLER', 'SUPPORT']),
  time: v.string(),
  expiresAt: v.nullable(v.string()),
  paidDate: v.nullable(v.string()),
  paymentMethod: v.nullable(v.string()),
  paidAmount: v.string(),
  price: PriceBreakdown,
  /** The seller's share: the total less the platform fee and the royalty. */
  salesAmount: v.string(),
  buyer: Person,
  seller: Person,
  buyerRemark: v.string(),
  buyerName: v.string(),
  buyerMobile: v.string(),
  buyerEmail: v.string(),
  buyerAddress: v.string(),
  receipt: v.string(),
  buyerWalletAddress: v.nullable(v.string()),
  sellerWalletAddress: v.nullable(v.string()),
  deliveryType: v.picklist(DELIVERY_TYPES),
  receiverName: v.string(),
  receiverPhone: v.string(),
  receiverEmail: v.string(),
  receiverAddress: v.string(),
  pickupPoint: v.nullable(v.string()),
  logisticsCompany: v.nullable(v.string()),
  waybillNumber: v.nullable(v.string()),
  deliveryTime: v.nullable(v.string()),
  receiptImage: v.nullable(v.string()),
  txHash: v.nullable(v.string()),
  lines: v.array(OrderLine),
});
export type Order = v.InferOutput<typeof Order>;

/** checkOrder's answer: the priced lines, or why not; nothing is reserved yet. */
export const OrderCheck = v.object({
  sellerId: v.string(),
  lines: v.array(OrderLine),
  price: PriceBreakdown,
  deliveryTypes: v.array(v.picklist(DELIVERY_TYPES)),
  /** The delivery type `price` includes: the one asked for, else the first of deliveryTypes (the page's default). */
  deliveryType: v.picklist(DELIVERY_TYPES),
  codAllowed: v.boolean(),
  /** Currencies this order can be paid in (HKD always when the items have a fiat price). */
  currencies: v.array(v.picklist(ORDER_CURRENCIES)),
});
export type OrderCheck = v.InferOutput<typeof OrderCheck>;

export const ORDER_LIST_ROLES = ['buyer', 'seller'] as const;
export const ListOrdersQuery = v.object({
  ...CommonParams,
  role: v.optional(v.picklist(ORDER_LIST_ROLES), 'buyer'),
  status: v.optional(v.picklist(['ALL', ...ORDER_LABELS]), 'ALL'),
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 50), 20),
});
export type ListOrdersQuery = v.InferOutput<typeof ListOrdersQuery>;

export const OrderSummary = v.object({
  id: v.string(),
  number: v.string(),
  title: v.string(),
  image: v.string(),
  status: v.picklist(ORDER_LABELS),
  cod: v.boolean(),
  time: v.string(),
  totalAmount: v.string(),
  currency: v.picklist(ORDER_CURRENCIES),
  counterpart: Person,
});
export const OrderPage = pageOf(OrderSummary);

export const OrderIdQuery = v.object({ ...CommonParams, orderId: Uuid });
export const OrderIdForm = v.object({ ...CommonParams, orderId: Uuid, reason: v.optional(Text(300), '') });

/** One entry of an order's timeline (`order_events`): who, when, from, to, why and the causing event. */
export const OrderEventEntry = v.object({
  seq: v.number(),
  event: v.string(),
  actorRole: v.string(),
  actorId: v.nullable(v.string()),
  from: v.nullable(v.picklist(ORDER_LABELS)),
  to: v.picklist(ORDER_LABELS),
  reason: v.string(),
  /**
   * What caused it, in the order's terms: `amount` in minor units of `currency`, `method` a payment method (not
   * a provider's name), `lines` the item names, `deliveryTime` an ISO time, `receiptImage` a file path.
   */
  cause: v.record(v.string(), v.string()),
  /** The order's currency, for `cause.amount`. */
  currency: v.picklist(ORDER_CURRENCIES),
  /** The machine event to replay (support page): type, by and its fields. */
  machineEvent: v.record(v.string(), v.unknown()),
  at: v.string(),
});
export type OrderEventEntry = v.InferOutput<typeof OrderEventEntry>;
export const OrderEvents = v.array(OrderEventEntry);
