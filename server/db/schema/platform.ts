import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Request-signature nonces seen within the skew window (replay protection, DESIGN §4). */
export const signatureNonces = pgTable(
  'signature_nonces',
  { appId: text().notNull(), nonce: text().notNull(), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.appId, t.nonce] }), index().on(t.createdAt)],
);

/** Fixed-window request counters; kept in the database so several API processes share them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Mail and SMS as sent; with no SMTP/SMS provider configured this table is the dev outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    recipient: text().notNull(),
    subject: text().notNull().default(''),
    body: text().notNull(),
    status: text({ enum: ['stored', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('stored'),
    error: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.recipient, t.createdAt)],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text().primaryKey(),
  siteId: text().notNull(),
  type: text().notNull(),
  createdAt: createdAt(),
});

/** Usage events of spec §3, as reported by clients; the answer is ignored by them. */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: uuid(),
    appVersion: text(),
    eventType: text().notNull(),
    objKey: text(),
    objValue: text(),
    channelId: text(),
    referrer: text(),
    browserType: text(),
    browserVer: text(),
    deviceType: text(),
    deviceId: text(),
    systemVersion: text(),
    deviceModel: text(),
    deviceName: text(),
    memberType: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.eventType, t.createdAt)],
);

/** Dictionary entries (spec §3): a `type` groups entries such as SPEC, AREA_CODE, DELIVERY_TYPE. */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    type: text().notNull(),
    value: text().notNull(),
    label: text().notNull(),
    label2: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.type, t.sort)],
);

/** FAQ entries per interface language; `key` ties the translations of one question together. */
export const faqs = pgTable(
  'faqs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    key: text().notNull(),
    locale: text().notNull(),
    category: text().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.locale, t.category, t.sort)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    slug: text().notNull(),
    locale: text().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    body: text().notNull(),
    cover: text(),
    author: text().notNull(),
    tags: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.locale, t.publishedAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  memberId: uuid().notNull(),
  name: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  locale: text().notNull(),
  createdAt: createdAt(),
});
