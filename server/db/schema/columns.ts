import { uuid } from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';
import { at } from './orders';

/**
 * Column groups the merchant tools' tables repeat (coins, tickets, loyalty): each a fresh builder per use, so
 * the columns, their names (from the key, snake_case) and their foreign keys are what writing them out gave.
 */

/** A row's own key: a random UUID. */
export const rowId = () => uuid().primaryKey().defaultRandom();

/** The merchant a row belongs to. */
export const merchantRef = () =>
  uuid()
    .notNull()
    .references(() => merchants.id);

/** A member a row is about (holder, buyer, giver…). */
export const memberRef = () =>
  uuid()
    .notNull()
    .references(() => members.id);

/** When the row was written. */
export const createdNow = () => at().notNull().defaultNow();

/** When the row was written and last changed. */
export const timestamps = () => ({ createdAt: createdNow(), updatedAt: at().notNull().defaultNow() });
