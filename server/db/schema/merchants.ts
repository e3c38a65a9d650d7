import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MERCHANT_STATUSES, MERCHANT_TYPES, PLAN_STATUSES, PLANS } from '../../schemas/merchants';
import { members } from './members';

const at = () => timestamp({ withTimezone: true });

/**
 * A merchant (spec §1, §7 merchant detail): the business behind an `mcId`. `COM`, the platform itself, is
 * inserted by the migration and owned by nobody. A member owns at most one merchant. The plan columns are the
 * billing state the access checks read (services/merchants/access.ts); the renewal job moves them forward.
 */
export const merchants = pgTable(
  'merchants',
  {
    id: uuid().primaryKey().defaultRandom(),
    mcId: text().notNull(),
    ownerId: uuid().references(() => members.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    type: text({ enum: MERCHANT_TYPES }).notNull(),
    /** The e-mail the merchant is known by (spec §6: the coupon entry shows when the member's e-mail matches). */
    contactEmail: text(),
    website: text(),
    description: text().notNull().default(''),
    logo: text(),
    plan: text({ enum: PLANS }).notNull().default('NONE'),
    planStatus: text({ enum: PLAN_STATUSES }).notNull().default('NONE'),
    /** End of the paid month; null with a plan means granted without billing (Enterprise contract, the platform). */
    planPeriodEnd: at(),
    /** A failed renewal keeps the plan on until then (PAST_DUE). */
    planGraceUntil: at(),
    /** cancelPlan: the plan runs to planPeriodEnd and is not renewed. */
    planCancelAtPeriodEnd: boolean().notNull().default(false),
    status: text({ enum: MERCHANT_STATUSES }).notNull().default('ACTIVE'),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchants_mc_id_uq').on(t.mcId),
    uniqueIndex('merchants_owner_uq')
      .on(t.ownerId)
      .where(sql`${t.ownerId} is not null`),
    index('merchants_contact_email_idx').on(sql`lower(${t.contactEmail})`),
  ],
);
