import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DELIVERY_TYPES } from '../../schemas/orders';
import { products } from './catalog';
import { members } from './members';
import { at, minor } from './orders';
import { ticketTiers } from './tickets';

/** Delivery, the e-shop and merchant settings around orders. */

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

/**
 * The cart's TICKET lines: a tier and how many, per member (the goods' lines are cart_items). Nothing is taken
 * from the tier until the line is checked out: the checkout's order reserves the tickets (reserveTickets).
 */
export const cartTickets = pgTable(
  'cart_tickets',
  {
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tierId: uuid()
      .notNull()
      .references(() => ticketTiers.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.tierId] }),
    check('cart_tickets_quantity_ck', sql`${t.quantity} > 0`),
  ],
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
