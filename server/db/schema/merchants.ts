import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  DOCUMENT_KINDS,
  ENTITY_TYPES,
  INDUSTRIES,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  MERCHANT_STATUSES,
  MERCHANT_TYPES,
  PLAN_STATUSES,
  PLANS,
  REGIONS,
} from '../../schemas/merchants';
import { files } from './catalog';
import { members, sessions } from './members';
import { orders } from './orders';

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

/**
 * A business's application to become a merchant (spec §2 merchant registration, §3): company, contact person
 * and account. registerBusiness creates the applicant's account (the e-mail it verified) with it; one per
 * member. A platform operator (ADMIN) approves it (which creates the merchant), rejects it with a reason, or
 * asks for a document.
 */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text({ enum: APPLICATION_STATUSES }).notNull().default('PENDING'),
    companyName: text().notNull(),
    entityType: text({ enum: ENTITY_TYPES }).notNull(),
    industry: text({ enum: INDUSTRIES }).notNull(),
    mainBusiness: text().notNull(),
    region: text({ enum: REGIONS }).notNull(),
    address: text().notNull(),
    businessDemand: text().notNull().default(''),
    contactFirstName: text().notNull(),
    contactLastName: text().notNull(),
    position: text().notNull(),
    contactAreaCode: text().notNull(),
    contactNumber: text().notNull(),
    email: text().notNull(),
    website: text().notNull().default(''),
    promoConsent: boolean().notNull().default(false),
    /** The applicant's interface language: the review's e-mails are written in it. */
    locale: text().notNull().default('en_US'),
    /** The reviewer's words: the reason of a rejection, or what a requested document should show. */
    reviewNote: text().notNull().default(''),
    requestedDocument: text({ enum: DOCUMENT_KINDS }),
    merchantId: uuid().references(() => merchants.id),
    reviewedBy: uuid().references(() => members.id),
    reviewedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchant_applications_member_uq').on(t.memberId), index().on(t.status, t.createdAt)],
);

/** A document of an application (spec §5: JPG, JPEG, PNG or PDF, checked by content); the newest per kind counts. */
export const merchantDocuments = pgTable(
  'merchant_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => merchantApplications.id, { onDelete: 'cascade' }),
    kind: text({ enum: DOCUMENT_KINDS }).notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    /** The name the applicant's file had, shown to the reviewer. */
    fileName: text().notNull().default(''),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.applicationId, t.kind, t.createdAt)],
);

/**
 * The plan line of a plan order (a purchase or a monthly renewal): which plan, which month, its US price. One
 * renewal per merchant and period start, and one open invoice per merchant (unique keys), so a renewal job run
 * twice bills once. Applied once when its order is paid (appliedAt).
 */
export const planInvoices = pgTable(
  'plan_invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id),
    plan: text({ enum: PLANS }).notNull(),
    kind: text({ enum: INVOICE_KINDS }).notNull(),
    status: text({ enum: INVOICE_STATUSES }).notNull().default('OPEN'),
    /** The month it pays for; a NEW invoice's period starts when it is paid. */
    periodStart: at().notNull(),
    periodEnd: at().notNull(),
    usdCents: integer().notNull(),
    appliedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_invoices_order_uq').on(t.orderId),
    uniqueIndex('plan_invoices_renewal_uq')
      .on(t.merchantId, t.periodStart)
      .where(sql`${t.kind} = 'RENEWAL'`),
    uniqueIndex('plan_invoices_open_uq')
      .on(t.merchantId)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);

/** Super admin (spec §6): a session unlocked by the second password, until expiresAt. */
export const superAdminUnlocks = pgTable('super_admin_unlocks', {
  tokenHash: text()
    .primaryKey()
    .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
  memberId: uuid()
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: at().notNull(),
  createdAt: at().notNull().defaultNow(),
});
