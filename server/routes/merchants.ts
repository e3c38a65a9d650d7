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

const tags = ['merchants'];
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
    operation('validateMerchant', ValidateMerchantAnswer, { tags }),
    rateLimit('merchant-validate', 30),
    input('query', ValidateMerchantQuery),
    async (c) => ok(c, await validateMerchant(c.var.deps.db, c.req.valid('query').email)),
  )
  .post(
    '/merchants/register',
    operation('registerBusiness', RegisterAnswer, {
      tags,
      summary: 'multipart: the three steps and documents',
    }),
    rateLimit('login', loginLimit),
    input('form', RegisterBusinessForm),
    async (c) => ok(c, await registerBusiness(c.var.deps, c.req.valid('form'))),
  )
  .get(
    '/merchants/detail',
    operation('getMerchantDetail', MerchantDetail, { tags }),
    requireMember,
    input('query', MerchantDetailQuery),
    async (c) => {
      const { db, now } = c.var.deps;
      return ok(c, await getMerchantDetail(db, c.var.member!.id, c.req.valid('query'), now()));
    },
  )
  .get(
    '/merchants/application',
    operation('getMyMerchantApplication', MerchantApplication, { tags }),
    requireMember,
    async (c) => ok(c, await myApplication(c.var.deps.db, c.var.member!.id)),
  )
  .post(
    '/merchants/application/documents',
    operation('uploadMerchantDocument', MerchantApplication, { tags }),
    requireMember,
    input('form', DocumentUploadForm),
    async (c) => ok(c, await uploadRequestedDocument(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/merchants/documents/:id',
    operation('readMerchantDocument', v.unknown(), {
      tags,
      summary: 'the document file (applicant or ADMIN)',
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
  .get('/merchants/plan', operation('getMyPlan', MyPlan, { tags }), requireMember, async (c) =>
    ok(c, await myPlan(c.var.deps.db, c.var.member!.id, c.var.deps.now())),
  )
  .post(
    '/merchants/plan/subscribe',
    operation('subscribePlan', MyPlan, { tags }),
    requireMember,
    input('form', SubscribePlanForm),
    async (c) => ok(c, await subscribePlan(c.var.deps, c.var.member!.id, c.req.valid('form').plan)),
  )
  .post(
    '/merchants/plan/cancel',
    operation('cancelPlan', MyPlan, { tags }),
    requireMember,
    input('form', CancelPlanForm),
    async (c) => ok(c, await cancelPlan(c.var.deps, c.var.member!.id)),
  );
