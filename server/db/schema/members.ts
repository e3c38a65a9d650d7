import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A member (spec §3 User info / Profile). Contact fields are unique when present. */
export const members = pgTable(
  'members',
  {
    id: uuid().primaryKey().defaultRandom(),
    loginName: text(),
    email: text(),
    mobile: text(),
    passwordHash: text(),
    name: text().notNull(),
    displayImage: text(),
    bannerImage: text(),
    descriptionEn: text().notNull().default(''),
    descriptionZh: text().notNull().default(''),
    contactEmail: text(),
    homepage: text(),
    social: jsonb().$type<Partial<Record<'ig' | 'meta' | 'twitter' | 'linkedin' | 'discord', string>>>(),
    permiTagValues: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text(),
    memberType: text().notNull().default('B2C'),
    isCreator: text({ enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_login_name_uq').on(sql`lower(${t.loginName})`),
    uniqueIndex('members_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('members_mobile_uq').on(t.mobile),
  ],
);

/** Login sessions: only the SHA-256 of the 256-bit token is stored (DESIGN §5). */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.memberId)],
);

/** Failed password logins per member, counted over the last 15 minutes for the account lock-out. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.memberId, t.at)],
);
