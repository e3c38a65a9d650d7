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

const tags = ['admin'];
const token = (c: { req: { header(name: string): string | undefined } }) => c.req.header('X-Token') ?? '';

/**
 * The platform operator's side (permission tag ADMIN): reviewing merchant applications, and super admin (spec
 * §6): the second password and the internal offering (plans granted outside billing, suspension).
 */
export const merchantAdminRoutes = new Hono<AppEnv>()
  .get(
    '/admin/merchant-applications',
    operation('listMerchantApplications', v.array(MerchantApplication), { tags }),
    requireMember,
    input('query', ApplicationListQuery),
    async (c) => ok(c, await listApplications(c.var.deps.db, c.var.member!, c.req.valid('query').status)),
  )
  .get(
    '/admin/merchant-applications/:id',
    operation('getMerchantApplication', MerchantApplication, { tags }),
    requireMember,
    input('param', ApplicationIdParam),
    async (c) => ok(c, await getApplication(c.var.deps.db, c.var.member!, c.req.valid('param').id)),
  )
  .post(
    '/admin/merchant-applications/:id/review',
    operation('reviewMerchant', MerchantApplication, { tags }),
    requireMember,
    input('param', ApplicationIdParam),
    input('form', ReviewForm),
    async (c) =>
      ok(c, await reviewMerchant(c.var.deps, c.var.member!, c.req.valid('param').id, c.req.valid('form'))),
  )
  .get('/admin/super', operation('superAdminStatus', UnlockAnswer, { tags }), requireMember, async (c) => {
    requireAdmin(c.var.member!);
    return ok(c, { unlockedUntil: await unlockedUntil(c.var.deps.db, token(c), c.var.deps.now()) });
  })
  .post(
    '/admin/super/unlock',
    operation('unlockSuperAdmin', UnlockAnswer, { tags }),
    rateLimit('login', loginLimit),
    requireMember,
    input('form', UnlockForm),
    async (c) =>
      ok(c, await unlockSuperAdmin(c.var.deps, c.var.member!, token(c), c.req.valid('form').password)),
  )
  .get(
    '/admin/super/merchants',
    operation('listMerchants', v.array(MerchantDetail), { tags }),
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
      summary: 'the internal offering: a plan outside billing',
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
    operation('setMerchantStatus', MerchantDetail, { tags }),
    requireMember,
    input('form', MerchantStatusForm),
    async (c) => {
      const { db, now } = c.var.deps;
      await requireSuperAdmin(db, c.var.member!, token(c), now());
      const f = c.req.valid('form');
      return ok(c, await setMerchantStatus(db, f.mcId, f.status, now()));
    },
  );
