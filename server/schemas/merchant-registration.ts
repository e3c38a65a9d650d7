import * as v from 'valibot';
import { FormFlag, PasswordSchema } from './auth';
import { BINARY_DOC, CommonParams, LocaleSchema } from './common';
import { APPLICATION_STATUSES, DOCUMENT_KINDS, ENTITY_TYPES, INDUSTRIES, REGIONS } from './merchants';
import { AREA_CODES, CodeSchema, EmailSchema } from './otp';
import { BlobField } from './uploads';

/** Merchant registration (spec §2, §3, §5): the three steps' fields, the review, and the application as read. */

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(max, 'too_long'));

/** Step 1, company information; business demand is the one optional field. */
export const CompanyInfo = v.object({
  companyName: text(120),
  entityType: v.picklist(ENTITY_TYPES, 'required'),
  industry: v.picklist(INDUSTRIES, 'required'),
  mainBusiness: text(200),
  region: v.picklist(REGIONS, 'required'),
  address: text(300),
  businessDemand: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(1000, 'too_long')),
});
export type CompanyInfo = v.InferOutput<typeof CompanyInfo>;

/** A contact number with its area code (spec §5 area codes): 6–15 digits, a landline as well as a mobile. */
export const ContactNumberSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{6,15}$/, 'contact_number'));
export const WebsiteSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'required'),
  v.maxLength(300, 'too_long'),
  v.regex(/^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i, 'website'),
);

/** Step 2, the contact person; the e-mail is also the account's and receives the verification code. */
export const ContactPerson = v.object({
  contactFirstName: text(64),
  contactLastName: text(64),
  position: text(64),
  contactAreaCode: v.picklist(AREA_CODES, 'required'),
  contactNumber: ContactNumberSchema,
  email: EmailSchema,
  website: WebsiteSchema,
});
export type ContactPerson = v.InferOutput<typeof ContactPerson>;

/** Step 3's fields besides the documents: the e-mail code, the password (spec §5 rules), consent. */
export const AccountFields = v.pipe(
  v.object({
    code: CodeSchema,
    password: PasswordSchema,
    confirm: v.string(),
    promoConsent: FormFlag,
  }),
  v.forward(
    v.check((f) => f.confirm === f.password, 'password_mismatch'),
    ['confirm'],
  ),
);

/** The multipart fields of each document (spec §3): BR, CI and bank statement required, other optional. */
export const DOCUMENT_FIELDS = {
  BR: 'docBr',
  CI: 'docCi',
  BANK_STATEMENT: 'docBank',
  OTHER: 'docOther',
} as const satisfies Record<(typeof DOCUMENT_KINDS)[number], string>;

const file = v.pipe(v.instance(Blob, 'document_required'), v.metadata(BINARY_DOC));

/** POST /api/merchants/register (registerBusiness), multipart: the three steps and the documents in one. */
export const RegisterBusinessForm = v.pipe(
  v.object({
    ...CommonParams,
    ...CompanyInfo.entries,
    ...ContactPerson.entries,
    code: CodeSchema,
    password: PasswordSchema,
    confirm: v.string(),
    promoConsent: FormFlag,
    /** Spec §5: the terms and the privacy policy are accepted before the account exists. */
    termsAccepted: v.literal('true', 'terms'),
    locale: v.optional(LocaleSchema, 'en_US'),
    docBr: file,
    docCi: file,
    docBank: file,
    docOther: v.optional(v.union([BlobField, v.literal('')])),
  }),
  v.forward(
    v.check((f) => f.confirm === f.password, 'password_mismatch'),
    ['confirm'],
  ),
);
export type RegisterBusinessForm = v.InferOutput<typeof RegisterBusinessForm>;

export const RegisterAnswer = v.object({
  memberId: v.string(),
  token: v.string(),
  name: v.string(),
  applicationId: v.string(),
});
export type RegisterAnswer = v.InferOutput<typeof RegisterAnswer>;

/** GET /api/merchants/validate (validateMerchant, spec §7 "merchant validate by e-mail"). */
export const ValidateMerchantQuery = v.object({ ...CommonParams, email: EmailSchema });
export const ValidateMerchantAnswer = v.object({
  /** A member already has this e-mail: a new business account cannot be registered with it. */
  registered: v.boolean(),
  /** A merchant or an application already uses this e-mail. */
  merchant: v.boolean(),
});
export type ValidateMerchantAnswer = v.InferOutput<typeof ValidateMerchantAnswer>;

export const ApplicationDocument = v.object({
  id: v.string(),
  kind: v.picklist(DOCUMENT_KINDS),
  fileName: v.string(),
  mime: v.string(),
  size: v.number(),
  createdAt: v.string(),
});
export type ApplicationDocument = v.InferOutput<typeof ApplicationDocument>;

/** An application as its applicant and the reviewers read it. */
export const MerchantApplication = v.object({
  id: v.string(),
  status: v.picklist(APPLICATION_STATUSES),
  ...CompanyInfo.entries,
  ...ContactPerson.entries,
  promoConsent: v.boolean(),
  locale: v.string(),
  reviewNote: v.string(),
  requestedDocument: v.nullable(v.picklist(DOCUMENT_KINDS)),
  mcId: v.nullable(v.string()),
  documents: v.array(ApplicationDocument),
  createdAt: v.string(),
  reviewedAt: v.nullable(v.string()),
});
export type MerchantApplication = v.InferOutput<typeof MerchantApplication>;

export const ApplicationListQuery = v.object({
  ...CommonParams,
  status: v.optional(v.picklist(APPLICATION_STATUSES)),
});
export const ApplicationIdParam = v.object({ id: v.pipe(v.string(), v.uuid()) });

/** POST /api/admin/merchant-applications/{id}/review (reviewMerchant). */
export const ReviewForm = v.variant('action', [
  v.object({
    ...CommonParams,
    action: v.literal('APPROVE'),
    /** Spec §7 merchant types: COUPON (e-coupons) or PMS (e-shop). */
    type: v.picklist(['COUPON', 'PMS']),
  }),
  v.object({ ...CommonParams, action: v.literal('REJECT'), reason: text(1000) }),
  v.object({
    ...CommonParams,
    action: v.literal('REQUEST_DOCUMENT'),
    document: v.picklist(DOCUMENT_KINDS),
    note: text(1000),
  }),
]);
export type ReviewForm = v.InferOutput<typeof ReviewForm>;

/** POST /api/merchants/application/documents (uploadMerchantDocument), multipart: a requested document. */
export const DocumentUploadForm = v.object({
  ...CommonParams,
  kind: v.picklist(DOCUMENT_KINDS),
  file: BlobField,
});
