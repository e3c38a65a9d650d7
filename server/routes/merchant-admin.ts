import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { loginLimit, rateLimit } from '../http/rate-limit';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  ApplicationIdParam,
  ApplicationListQuery,
  MerchantApplication,
  ReviewForm,
} from '../schemas/merchant-registration';
import {
  MerchantDetail,
  MerchantStatusForm,
  OfferPlanForm,
  UnlockAnswer,
  UnlockForm,
} from '../schemas/merchants';
import { getApplication, listApplications } from '../services/merchants/applications';
import { reviewMerchant } from '../services/merchants/review';
import { requireAdmin } from '../services/merchants/staff';
import {
  listMerchants,
  offerPlan,
  requireSuperAdmin,
  setMerchantStatus,
  unlockedUntil,
  unlockSuperAdmin,
} from '../services/merchants/super-admin';

const tags = ['merchants'] as const;
const token = (c: { req: { header(name: string): string | undefined } }) => c.req.header('X-Token') ?? '';

/**
 * The platform operator's side (permission tag ADMIN): reviewing merchant applications, and super admin (spec
 * §6): the second password and the internal offering (plans granted outside billing, suspension).
 */
export const merchantAdminRoutes = new Hono<AppEnv>()
  .get(
    '/admin/merchant-applications',
    operation('listMerchantApplications', v.array(MerchantApplication), {
      tags,
      summary: 'List merchant applications',
      description:
        'Applications to review, newest first, filtered by status (OPEN: submitted or with a document asked for).',
      who: 'An operator (permission tag ADMIN).',
    }),
    requireMember,
    input('query', ApplicationListQuery),
    async (c) => ok(c, await listApplications(c.var.deps.db, c.var.member!, c.req.valid('query').status)),
  )
  .get(
    '/admin/merchant-applications/:id',
    operation('getMerchantApplication', MerchantApplication, {
      tags,
      summary: 'Read a merchant application',
      description: 'One application with its company, contact, documents and history of decisions.',
      codes: ['NOT_FOUND'],
      who: 'An operator (permission tag ADMIN).',
    }),
    requireMember,
    input('param', ApplicationIdParam),
    async (c) => ok(c, await getApplication(c.var.deps.db, c.var.member!, c.req.valid('param').id)),
  )
  .post(
    '/admin/merchant-applications/:id/review',
    operation('reviewMerchant', MerchantApplication, {
      tags,
      summary: 'Review a merchant application',
      description:
        'Approve as an e-coupon (COUPON) or e-shop (PMS) merchant, which creates the merchant with a new mcId owned by the applicant; reject with a reason; or ask for a document. The applicant is mailed in their language.',
      codes: ['NOT_FOUND', 'CONFLICT'],
      who: 'An operator (permission tag ADMIN).',
    }),
    requireMember,
    input('param', ApplicationIdParam),
    input('form', ReviewForm),
    async (c) =>
      ok(c, await reviewMerchant(c.var.deps, c.var.member!, c.req.valid('param').id, c.req.valid('form'))),
  )
  .get(
    '/admin/super',
    operation('superAdminStatus', UnlockAnswer, {
      tags,
      summary: 'Read the super admin lock',
      description: "Until when the caller's super admin unlock holds (X-Token header), if it does.",
      who: 'An operator (permission tag ADMIN).',
    }),
    requireMember,
    async (c) => {
      requireAdmin(c.var.member!);
      return ok(c, { unlockedUntil: await unlockedUntil(c.var.deps.db, token(c), c.var.deps.now()) });
    },
  )
  .post(
    '/admin/super/unlock',
    operation('unlockSuperAdmin', UnlockAnswer, {
      tags,
      summary: 'Unlock super admin',
      description:
        "The second password (SUPER_ADMIN_PASSWORD_HASH) unlocks the super admin tools for 15 minutes; the answer's token goes in the X-Token header of their calls.",
      codes: ['FORBIDDEN'],
      who: 'An operator (permission tag ADMIN).',
    }),
    rateLimit('login', loginLimit),
    requireMember,
    input('form', UnlockForm),
    async (c) =>
      ok(c, await unlockSuperAdmin(c.var.deps, c.var.member!, token(c), c.req.valid('form').password)),
  )
  .get(
    '/admin/super/merchants',
    operation('listMerchants', v.array(MerchantDetail), {
      tags,
      summary: 'List merchants',
      description: 'Every merchant with its status and plan, for the internal offering.',
      codes: ['FORBIDDEN'],
      who: 'An operator with super admin unlocked (X-Token).',
    }),
    requireMember,
    async (c) => {
      const { db, now } = c.var.deps;
      await requireSuperAdmin(db, c.var.member!, token(c), now());
      return ok(c, await listMerchants(db, now()));
    },
  )
  .post(
    '/admin/super/offer',
    operation('offerPlan', MerchantDetail, {
      tags,
      summary: 'Grant a plan outside billing',
      description:
        'The internal offering: a plan for some months without an invoice (an Enterprise deal, a trial).',
      codes: ['FORBIDDEN', 'NOT_FOUND'],
      who: 'An operator with super admin unlocked (X-Token).',
    }),
    requireMember,
    input('form', OfferPlanForm),
    async (c) => {
      const { db, now } = c.var.deps;
      await requireSuperAdmin(db, c.var.member!, token(c), now());
      const f = c.req.valid('form');
      return ok(c, await offerPlan(db, f.mcId, { plan: f.plan, months: f.months }, now()));
    },
  )
  .post(
    '/admin/super/merchant-status',
    operation('setMerchantStatus', MerchantDetail, {
      tags,
      summary: 'Suspend or reinstate a merchant',
      description: "A suspended merchant's tools answer 403 merchant_suspended until reinstated.",
      codes: ['FORBIDDEN', 'NOT_FOUND'],
      who: 'An operator with super admin unlocked (X-Token).',
    }),
    requireMember,
    input('form', MerchantStatusForm),
    async (c) => {
      const { db, now } = c.var.deps;
      await requireSuperAdmin(db, c.var.member!, token(c), now());
      const f = c.req.valid('form');
      return ok(c, await setMerchantStatus(db, f.mcId, f.status, now()));
    },
  );
