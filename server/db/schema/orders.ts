import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  FULFILMENT_STATES,
  ORDER_LABELS,
  ORDER_STATES,
  PAYMENT_STATES,
} from '../../../machines/order-status';
import { DELIVERY_TYPES, LINE_KINDS, ORDER_CURRENCIES, type PriceBreakdown } from '../../schemas/orders';
import { CHAINS, products } from './catalog';
import { members } from './members';

/** Amounts in an order currency's minor unit (HKD cents, wei): whole numbers, exact (DESIGN §5). */
const minor = () => numeric({ precision: 78, scale: 0 });
const at = () => timestamp({ withTimezone: true });

export const PAYMENT_EVENT_KINDS = ['CAPTURE', 'REFUND'] as const;
export const PAYMENT_SESSION_STATUSES = ['OPEN', 'SUCCEEDED', 'FAILED', 'EXPIRED', 'CANCELLED'] as const;
export const ORDER_ACTOR_ROLES = ['BUYER', 'SELLER', 'SUPPORT', 'SYSTEM', 'PROVIDER'] as const;

/**
 * An order (spec §3 Order): one seller, one buyer, one currency. The three dimensions (state, paymentState, line
 * fulfilment) are stored; `label` is their derivation (machines/order-status.ts), kept for filtering lists.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull().unique(),
    title: text().notNull(),
    buyerId: uuid()
      .notNull()
      .references(() => members.id),
    sellerId: uuid()
      .notNull()
      .references(() => members.id),
    state: text({ enum: ORDER_STATES }).notNull().default('OPEN'),
    paymentState: text({ enum: PAYMENT_STATES }).notNull().default('NONE'),
    fulfilment: text({ enum: FULFILMENT_STATES }).notNull().default('UNFULFILLED'),
    label: text({ enum: ORDER_LABELS }).notNull().default('NEW'),
    cod: boolean().notNull().default(false),
    currency: text({ enum: ORDER_CURRENCIES }).notNull(),
    /** The chain of the order's NFTs (and of a crypto payment). */
    blockchain: text({ enum: CHAINS }),
    /** The price breakdown as checked at submit time; totals below are its figures. */
    price: jsonb().$type<PriceBreakdown>().notNull(),
    totalAmount: minor().notNull(),
    /** Net captured (captures less refunds), recomputed from payment_events. */
    paidAmount: minor().notNull().default('0'),
    /** The seller's share once completed: total less platform fee and royalty. */
    salesAmount: minor().notNull().default('0'),
    promoCodeId: uuid(),
    promoCode: text(),
    paymentMethod: text(),
    buyerName: text().notNull(),
    buyerMobile: text().notNull(),
    buyerEmail: text().notNull(),
    buyerAddress: text().notNull(),
    receipt: text().notNull(),
    buyerWalletAddress: text(),
    buyerRemark: text().notNull().default(''),
    sellerWalletAddress: text(),
    deliveryType: text({ enum: DELIVERY_TYPES }).notNull(),
    receiverName: text().notNull().default(''),
    receiverPhone: text().notNull().default(''),
    receiverEmail: text().notNull().default(''),
    receiverAddress: text().notNull().default(''),
    pickupPointId: uuid(),
    logisticsCompany: text(),
    waybillNumber: text(),
    deliveryTime: at(),
    receiptImage: text(),
    txHash: text(),
    /** The client's key of the submit: a retried createOrder answers this order instead of making another. */
    requestKey: text(),
    /** mcId of the request (the merchant whose ONLINEORDER window applied). */
    mcId: text().notNull().default('COM'),
    expiresAt: at(),
    paidAt: at(),
    deliveredAt: at(),
    completedAt: at(),
    cancelledAt: at(),
    closedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index().on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    index().on(t.buyerEmail),
    index().on(t.txHash),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'OPEN' and ${t.paymentState} = 'NONE'`),
    uniqueIndex('orders_request_key_idx')
      .on(t.buyerId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
  ],
);

/** A line of an order: one item (an NFT, part of an edition, or a physical good with spec options). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    position: integer().notNull(),
    kind: text({ enum: LINE_KINDS }).notNull(),
    name: text().notNull(),
    image: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: minor().notNull(),
    discount: minor().notNull().default('0'),
    total: minor().notNull(),
    spec: jsonb().$type<Record<string, string>>().notNull().default({}),
    blockchain: text({ enum: CHAINS }),
    contractAddress: text(),
    contractType: text(),
    tokenId: text(),
    fulfilment: text({ enum: FULFILMENT_STATES }).notNull().default('UNFULFILLED'),
    trackingNumber: text(),
    /** The address the token left from and the buyer's receiving address (NFT lines). */
    fromAddress: text(),
    toAddress: text(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.position), index().on(t.productId)],
);

/**
 * Every transition of an order, appended in the transaction that makes it: who (role and member), when, from,
 * to, why and the causing event (payment reference, transaction hash, waybill). `seq` orders them per order;
 * `machineEvent` is the event as the order machine took it, for support's replay.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    event: text().notNull(),
    actorRole: text({ enum: ORDER_ACTOR_ROLES }).notNull(),
    actorId: uuid(),
    fromLabel: text({ enum: ORDER_LABELS }),
    toLabel: text({ enum: ORDER_LABELS }).notNull(),
    reason: text().notNull().default(''),
    cause: jsonb().$type<Record<string, string>>().notNull().default({}),
    machineEvent: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_events_seq_idx').on(t.orderId, t.seq)],
);

/**
 * The payment ledger (DESIGN §5): append-only, one row per money event, keyed by the provider's reference
 * (card reference, QR transaction id, transaction hash + log index). A replay meets the unique key and is a
 * no-op; the same key with another amount is refused by the service.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    provider: text().notNull(),
    providerRef: text().notNull(),
    kind: text({ enum: PAYMENT_EVENT_KINDS }).notNull(),
    amount: minor().notNull(),
    currency: text({ enum: ORDER_CURRENCIES }).notNull(),
    /** The session the payment answered, when there was one. */
    sessionId: uuid(),
    /** A refund's cause: the capture it gives back. */
    refundOf: uuid(),
    reason: text().notNull().default(''),
    raw: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_ref_idx').on(t.provider, t.providerRef, t.kind),
    index().on(t.orderId, t.createdAt),
  ],
);

/**
 * One attempt to pay (a hosted card page, an expected wallet transaction): what was asked, its answer and the
 * code of a refusal (1004 declined, 1009 expired card). Money moves only through payment_events.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    provider: text().notNull(),
    /** Our reference, given to the provider and carried by its callbacks. */
    ref: text().notNull().unique(),
    /** The provider's own id for the session, once known. */
    providerRef: text(),
    amount: minor().notNull(),
    currency: text({ enum: ORDER_CURRENCIES }).notNull(),
    status: text({ enum: PAYMENT_SESSION_STATUSES }).notNull().default('OPEN'),
    failureCode: integer(),
    /** Provider-specific: the crypto payment's payer and receiving addresses, the card's last four digits. */
    details: jsonb().$type<Record<string, string>>().notNull().default({}),
    expiresAt: at().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);

/** Spec §3 Address: a member's address book; one default per member. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    receiverName: text().notNull(),
    phone: text().notNull(),
    district: text().notNull(),
    city: text().notNull(),
    detail: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.memberId, t.createdAt),
    uniqueIndex('addresses_default_idx')
      .on(t.memberId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Self-pickup points (BRH branch counters, BOX lockers) with their place and hours. */
export const pickupPoints = pgTable('pickup_points', {
  id: uuid().primaryKey().defaultRandom(),
  type: text({ enum: ['BRH', 'BOX'] }).notNull(),
  name: text().notNull(),
  district: text().notNull(),
  city: text().notNull(),
  address: text().notNull(),
  hours: text().notNull().default(''),
  active: boolean().notNull().default(true),
});

/** Delivery types with their fee in HK cents (spec §3 delivery type; shipping cost by type). */
export const deliveryTypes = pgTable('delivery_types', {
  code: text({ enum: DELIVERY_TYPES }).primaryKey(),
  feeHkdCents: minor().notNull(),
  position: integer().notNull(),
  active: boolean().notNull().default(true),
});

/**
 * A promotion code (spec §8 Promo code): FIXPRICE (minor units of `currency`) or PERCENT (basis points) off
 * the goods; for all the seller's items or a list; a period; single use per member unless `reusable`.
 */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    ownerId: uuid()
      .notNull()
      .references(() => members.id),
    method: text({ enum: ['FIXPRICE', 'PERCENT'] }).notNull(),
    currency: text({ enum: ORDER_CURRENCIES }).notNull().default('HKD'),
    value: minor().notNull().default('0'),
    percentBp: integer().notNull().default(0),
    isForAll: boolean().notNull().default(true),
    productIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    startsAt: at().notNull(),
    endsAt: at().notNull(),
    /** A daily window in Hong Kong time (minutes after midnight); outside it the code answers 8105. */
    dailyFromMinute: integer(),
    dailyToMinute: integer(),
    reusable: boolean().notNull().default(false),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotion_codes_code_idx').on(sql`upper(${t.code})`), index().on(t.ownerId)],
);

/**
 * A promotion code taken by an order: RESERVED with the unpaid order, CONSUMED once paid, RELEASED when the
 * order ends unpaid. A single-use code is held once per member by the partial unique index.
 */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    codeId: uuid()
      .notNull()
      .references(() => promotionCodes.id),
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id),
    status: text({ enum: ['RESERVED', 'CONSUMED', 'RELEASED'] })
      .notNull()
      .default('RESERVED'),
    singleUse: boolean().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_redemptions_once_idx')
      .on(t.codeId, t.memberId)
      .where(sql`${t.singleUse} and ${t.status} <> 'RELEASED'`),
  ],
);

/**
 * A seller's automatic discount (spec §3 discount item): for all items or `productIds` (pidList), FIXPRICE
 * (minor units off each unit, BYUNIT) or PERCENT; the highest applicable one wins.
 */
export const discountItems = pgTable(
  'discount_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    sellerId: uuid()
      .notNull()
      .references(() => members.id),
    name: text().notNull(),
    isForAll: boolean().notNull().default(false),
    productIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    method: text({ enum: ['FIXPRICE', 'PERCENT'] }).notNull(),
    discountType: text({ enum: ['BYUNIT'] })
      .notNull()
      .default('BYUNIT'),
    currency: text({ enum: ORDER_CURRENCIES }).notNull().default('HKD'),
    value: minor().notNull().default('0'),
    percentBp: integer().notNull().default(0),
    startsAt: at(),
    endsAt: at(),
    active: boolean().notNull().default(true),
  },
  (t) => [index().on(t.sellerId)],
);

/** The e-shop cart (PHYSICAL goods): one row per item and spec choice. */
export const cartItems = pgTable(
  'cart_items',
  {
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Canonical text of the spec choice ('COLOR=Red;SIZE=M'), '' without options. */
    specKey: text().notNull().default(''),
    spec: jsonb().$type<Record<string, string>>().notNull().default({}),
    quantity: integer().notNull(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId, t.specKey] })],
);

/** Spec §3 Pre-order: an item not yet in stock, moving submit → delivery → finished (or cancelled). */
export const preOrders = pgTable(
  'pre_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull().unique(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    buyerId: uuid()
      .notNull()
      .references(() => members.id),
    sellerId: uuid()
      .notNull()
      .references(() => members.id),
    quantity: integer().notNull(),
    spec: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text({ enum: ['SUBMITTED', 'DELIVERY', 'FINISHED', 'CANCELLED'] })
      .notNull()
      .default('SUBMITTED'),
    buyerName: text().notNull(),
    buyerMobile: text().notNull(),
    buyerEmail: text().notNull(),
    deliveryType: text({ enum: DELIVERY_TYPES }).notNull(),
    receiverAddress: text().notNull().default(''),
    remark: text().notNull().default(''),
    logisticsCompany: text(),
    waybillNumber: text(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.buyerId, t.createdAt.desc()), index().on(t.sellerId, t.createdAt.desc())],
);

/**
 * Seller income in fiat (card payments), beside the wei ledger of crypto income: sales credit, refunds and
 * payouts debit; unique per (reason, refId) so a replayed credit is a no-op.
 */
export const fiatLedger = pgTable(
  'fiat_ledger',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    currency: text().notNull().default('HKD'),
    amount: numeric({ precision: 20, scale: 0 }).notNull(),
    reason: text({ enum: ['SALE', 'ROYALTY', 'REFUND', 'PAYOUT'] }).notNull(),
    refId: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fiat_ledger_ref_idx').on(t.memberId, t.reason, t.refId),
    index().on(t.memberId, t.createdAt),
  ],
);

/** Merchant app configs (spec §3 mcAppConfigs: type and params); ONLINEORDER holds a flag and a time window. */
export const merchantAppConfigs = pgTable(
  'merchant_app_configs',
  {
    mcId: text().notNull(),
    type: text().notNull(),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mcId, t.type] })],
);
