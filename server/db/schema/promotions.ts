import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_CURRENCIES } from '../../schemas/orders';
import { members } from './members';
import { at, minor, orders } from './orders';

/** Promotion codes, their redemptions and sellers' discount items. */

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
