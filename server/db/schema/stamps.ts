import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STAMP_SOURCES } from '../../schemas/stamps';
import { couponBatches, coupons } from './loyalty';
import { members } from './members';
import { merchants } from './merchants';
import { at, orders } from './orders';

/**
 * E-stamps (spec §1 Enterprise): a merchant's stamp card (N stamps earn one coupon of a
 * reward batch), each member's progress on it, and the grant log. A stamp is granted once per key (an order
 * id at checkout, the desk's client key for a scan) by a unique index; progress moves by one upsert whose
 * row lock serialises grants, so a card completes, and its reward is issued, exactly once.
 */

/** A merchant's stamp card (one per merchant; saving again changes its terms for the cards to come). */
export const stampCards = pgTable(
  'stamp_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id),
    name: text().notNull(),
    stampsRequired: integer().notNull(),
    rewardBatchId: uuid()
      .notNull()
      .references(() => couponBatches.id),
    validFrom: at().notNull(),
    validTo: at().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stamp_cards_merchant_idx').on(t.merchantId),
    check('stamp_cards_required_ck', sql`${t.stampsRequired} between 2 and 20`),
  ],
);

/** A member's progress on a merchant's stamp card: stamps on the card in hand and cards completed. */
export const memberStamps = pgTable(
  'member_stamps',
  {
    stampCardId: uuid()
      .notNull()
      .references(() => stampCards.id),
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    stamps: integer().notNull().default(0),
    completed: integer().notNull().default(0),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.stampCardId, t.memberId] }),
    index().on(t.memberId),
    check('member_stamps_ck', sql`${t.stamps} >= 0 and ${t.completed} >= 0`),
  ],
);

/** Every stamp granted (the log), once per key; `round` is the completed card it belongs to. */
export const stampGrants = pgTable(
  'stamp_grants',
  {
    id: uuid().primaryKey().defaultRandom(),
    stampCardId: uuid()
      .notNull()
      .references(() => stampCards.id),
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    key: text().notNull(),
    source: text({ enum: STAMP_SOURCES }).notNull(),
    orderId: uuid().references(() => orders.id),
    grantedById: uuid().references(() => members.id),
    /** Which card of the member (1, 2, …) and which stamp on it. */
    round: integer().notNull(),
    stampNo: integer().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stamp_grants_key_idx').on(t.stampCardId, t.key), index().on(t.memberId)],
);

/** The reward of one completed card: one coupon of the reward batch, once per (card, member, round). */
export const stampRewards = pgTable(
  'stamp_rewards',
  {
    stampCardId: uuid()
      .notNull()
      .references(() => stampCards.id),
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    round: integer().notNull(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stampCardId, t.memberId, t.round] })],
);
