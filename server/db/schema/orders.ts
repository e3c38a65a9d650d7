import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
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
export const minor = () => numeric({ precision: 78, scale: 0 });
export const at = () => timestamp({ withTimezone: true });

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

/**
 * A line of an order: one item (an NFT, part of an edition, or a physical good with spec options), or coupons
 * of a priced batch (kind COUPON: no product, `couponBatchId` instead), or tickets of an event's tier (kind TICKET:
 * no product, `ticketTierId` instead).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id),
    couponBatchId: uuid(),
    /** No foreign key: the tickets' tables reference orders, and a reference back would make a module cycle. */
    ticketTierId: uuid(),
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
