import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { splitVectorText } from './text-search';

/** PostgreSQL full-text vector; generated columns only, never written by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** IANA zone mails show times in (receipts); the browser's, saved by the SPA once a session. */
    timeZone: text().notNull().default('Asia/Hong_Kong'),
    memberType: text().notNull().default('B2C'),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    mobileVerifiedAt: timestamp({ withTimezone: true }),
    /** OpenID Connect subject of the bound Google account. */
    googleSub: text(),
    englishFirstName: text(),
    englishLastName: text(),
    /** YYYY-MM-DD; members are 18–99 (spec §5). */
    birthday: date({ mode: 'string' }),
    optIns: jsonb()
      .$type<{ marketing?: boolean; newsletter?: boolean }>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    isCreator: text({ enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The creators' search document: name and both bios, CJK split (services/catalog/search.ts). Stored,
     * not an index expression: a bitmap scan rechecks its rows, and recomputing the vector per row
     * (regexp_replace + to_tsvector) cost 0.3 ms a creator, 380 ms for a common surname at 20 000 creators.
     */
    searchVector: tsvector().generatedAlwaysAs(
      sql.raw(splitVectorText("name || ' ' || description_en || ' ' || description_zh")),
    ),
    /**
     * The items this member created (any status), kept by triggers on products (migration 0020), so the
     * creators' search ranks a thousand tied names without counting each one's items (search.ts).
     */
    itemCount: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('members_login_name_uq').on(sql`lower(${t.loginName})`),
    uniqueIndex('members_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('members_mobile_uq').on(t.mobile),
    uniqueIndex('members_google_sub_uq').on(t.googleSub),
    // Creator search (services/search.ts): name typos and substrings, and name + bios as full text.
    index('members_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('members_search_idx').using('gin', t.searchVector),
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

/** One-time codes (6 digits, 10 minutes, single use); only a hash of the code is stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    /** Lower-cased e-mail or mobile as +<area><number>. */
    recipient: text().notNull(),
    purpose: text({ enum: ['signup', 'login', 'reset', 'bind'] }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.recipient, t.purpose, t.createdAt)],
);

/** Image captchas (spec §5 "image captcha must match"): the answer is stored hashed, used once. */
export const captchas = pgTable('captchas', {
  id: uuid().primaryKey().defaultRandom(),
  answerHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  consumedAt: timestamp({ withTimezone: true }),
});

/** OpenID Connect round trips in flight: state, nonce and PKCE verifier, and what the round trip is for. */
export const oidcStates = pgTable('oidc_states', {
  state: text().primaryKey(),
  nonce: text().notNull(),
  codeVerifier: text().notNull(),
  purpose: text({ enum: ['login', 'bind'] }).notNull(),
  memberId: uuid().references(() => members.id, { onDelete: 'cascade' }),
  returnTo: text(),
  /** After the provider's callback: a one-time ticket (hashed) the SPA trades for a session. */
  ticketHash: text(),
  resultMemberId: uuid().references(() => members.id, { onDelete: 'cascade' }),
  /** A refusal the callback met (e.g. the Google account is bound elsewhere), as a meta.code. */
  resultCode: integer(),
  consumedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
