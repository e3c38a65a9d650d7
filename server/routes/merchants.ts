import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { fail } from '../http/errors';
import { loginLimit, rateLimit } from '../http/rate-limit';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  DocumentUploadForm,
  MerchantApplication,
  RegisterAnswer,
  RegisterBusinessForm,
  ValidateMerchantAnswer,
  ValidateMerchantQuery,
} from '../schemas/merchant-registration';
import {
  CancelPlanForm,
  MerchantDetail,
  MerchantDetailQuery,
  MyPlan,
  SubscribePlanForm,
} from '../schemas/merchants';
import { UPLOAD_LIMITS } from '../schemas/uploads';
import { myApplication, readDocument, uploadRequestedDocument } from '../services/merchants/applications';
import { getMerchantDetail } from '../services/merchants/detail';
import { cancelPlan, myPlan, subscribePlan } from '../services/merchants/plans';
import { registerBusiness, validateMerchant } from '../services/merchants/registration';

const tags = ['merchants'] as const;
const MB = 1024 * 1024;

/** A registration carries four documents at most: refused before anything reads a larger body. */
export const registrationBodyLimit = bodyLimit({
  maxSize: 4 * UPLOAD_LIMITS.maxMb.document * MB + 256 * 1024,
  onError: () =>
    fail('PAYLOAD_TOO_LARGE', 'file_too_large', [{ path: 'docOther', message: 'file_too_large' }]),
});

const DocumentParam = v.object({ id: v.pipe(v.string(), v.uuid()) });

/**
 * Merchants (spec §2 merchant registration, §7): registration, its validation by e-mail, the applicant's
 * application and documents, the member's merchant detail, and the plan (subscribe, cancel).
 */
export const merchantRoutes = new Hono<AppEnv>()
  .get(
    '/merchants/validate',
    operation('validateMerchant', ValidateMerchantAnswer, {
      tags,
      summary: 'Check a merchant contact e-mail',
      description:
        "Whether an e-mail may register a business (spec §2 merchant registration): a member's e-mail cannot. The registration form calls it before mailing the sign-up code.",
    }),
    rateLimit('merchant-validate', 30),
    input('query', ValidateMerchantQuery),
    async (c) => ok(c, await validateMerchant(c.var.deps.db, c.req.valid('query').email)),
  )
  .post(
    '/merchants/register',
    operation('registerBusiness', RegisterAnswer, {
      tags,
      summary: 'Register a business',
      description:
        'Multipart form with the three registration steps (company, contact person, account) and the documents: business registration, certificate of incorporation and bank statement required, another optional (JPG, JPEG, PNG or PDF up to 10 MB, told by their bytes). Creates the business account (member type B2B, signed in at once) and its merchant application; the applicant and the reviewers are mailed.',
      codes: ['CODE_WRONG', 'CODE_EXPIRED', 'ALREADY_REGISTERED', 'PAYLOAD_TOO_LARGE'],
    }),
    rateLimit('login', loginLimit),
    input('form', RegisterBusinessForm),
    async (c) => ok(c, await registerBusiness(c.var.deps, c.req.valid('form'))),
  )
  .get(
    '/merchants/detail',
    operation('getMerchantDetail', MerchantDetail, {
      tags,
      summary: 'Read my merchant',
      description:
        "The caller's merchant of the given type (COUPON or PMS) with its mcId, status and plan; the profile menu uses it to offer the merchant's tools.",
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('query', MerchantDetailQuery),
    async (c) => {
      const { db, now } = c.var.deps;
      return ok(c, await getMerchantDetail(db, c.var.member!.id, c.req.valid('query'), now()));
    },
  )
  .get(
    '/merchants/application',
    operation('getMyMerchantApplication', MerchantApplication, {
      tags,
      summary: 'Read my merchant application',
      description:
        "The caller's merchant application with its status, the operator's note and any document asked for.",
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    async (c) => ok(c, await myApplication(c.var.deps.db, c.var.member!.id)),
  )
  .post(
    '/merchants/application/documents',
    operation('uploadMerchantDocument', MerchantApplication, {
      tags,
      summary: 'Upload a requested document',
      description:
        "Multipart: the document an operator asked for on the caller's application; the application returns to review.",
      codes: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE'],
    }),
    requireMember,
    input('form', DocumentUploadForm),
    async (c) => ok(c, await uploadRequestedDocument(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/merchants/documents/:id',
    operation('readMerchantDocument', v.unknown(), {
      tags,
      summary: 'Read a merchant document',
      description: 'The bytes of one document of an application, inline and never cached.',
      codes: ['NOT_FOUND', 'FORBIDDEN'],
      who: 'The applicant, or an operator (permission tag ADMIN).',
      alsoAnswers: { 'application/pdf': 'the document (or image/png, image/jpeg)' },
    }),
    requireMember,
    input('param', DocumentParam),
    async (c) => {
      const doc = await readDocument(c.var.deps, c.var.member!, c.req.valid('param').id);
      return c.body(new Uint8Array(doc.bytes), 200, {
        'Content-Type': doc.mime,
        'Content-Length': String(doc.bytes.byteLength),
        'Content-Disposition': 'inline',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  )
  .get(
    '/merchants/plan',
    operation('getMyPlan', MyPlan, {
      tags,
      summary: 'Read my merchant plan',
      description:
        "The plan in force of the caller's merchant, its month, the next invoice and whether it is past due or cancelled at the month's end.",
      codes: ['FORBIDDEN'],
    }),
    requireMember,
    async (c) => ok(c, await myPlan(c.var.deps.db, c.var.member!.id, c.var.deps.now())),
  )
  .post(
    '/merchants/plan/subscribe',
    operation('subscribePlan', MyPlan, {
      tags,
      summary: 'Subscribe to a plan',
      description:
        "Creates the plan's order (no goods; US$90 or US$130 charged in HKD at the 7.80 peg) to pay on the checkout's payment page; when it is paid the fulfilment job switches the plan on for one calendar month.",
      codes: ['FORBIDDEN', 'CONFLICT'],
    }),
    requireMember,
    input('form', SubscribePlanForm),
    async (c) => ok(c, await subscribePlan(c.var.deps, c.var.member!.id, c.req.valid('form').plan)),
  )
  .post(
    '/merchants/plan/cancel',
    operation('cancelPlan', MyPlan, {
      tags,
      summary: 'Cancel my plan',
      description: 'Keeps the plan in force to the end of its month and issues no further invoice.',
      codes: ['FORBIDDEN', 'CONFLICT'],
    }),
    requireMember,
    input('form', CancelPlanForm),
    async (c) => ok(c, await cancelPlan(c.var.deps, c.var.member!.id)),
  );
