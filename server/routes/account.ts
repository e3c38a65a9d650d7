import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { fail } from '../http/errors';
import { loginLimit, rateLimit } from '../http/rate-limit';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  BindEmailForm,
  BindMobileForm,
  ClearPasswordForm,
  ExchangeForm,
  LoginSettings,
  SetPasswordForm,
  SettingsQuery,
} from '../schemas/account';
import { LoginAnswer } from '../schemas/members';
import { MemberProfile, ProfileQuery, UpdateProfileForm } from '../schemas/profile';
import { SIGNATURE_HEADERS as H } from '../schemas/signature';
import {
  bindEmail,
  bindMobile,
  clearLoginPassword,
  exchangeTokenLogin,
  getLoginSettings,
  setLoginPassword,
} from '../services/members/account';
import { getMemberProfile, updateProfile } from '../services/members/profile';

const tags = ['account'];

/**
 * Login settings (spec §2 userAccount: bind/replace e-mail and mobile, login password), the member profile
 * (spec §3 Profile, image 400x400) and the exchange-token login of the QR mini page (spec §2, §4).
 */
export const accountRoutes = new Hono<AppEnv>()
  .get(
    '/account/settings',
    operation('getLoginSettings', LoginSettings, { tags }),
    requireMember,
    input('query', SettingsQuery),
    async (c) => ok(c, await getLoginSettings(c.var.deps.db, c.var.member!.id)),
  )
  .post(
    '/account/bind-email',
    operation('bindEmail', LoginSettings, { tags }),
    requireMember,
    rateLimit('bind', 10),
    input('form', BindEmailForm),
    async (c) => {
      const { db, now } = c.var.deps;
      return ok(c, await bindEmail({ db, now }, c.var.member!.id, c.req.valid('form')));
    },
  )
  .post(
    '/account/bind-mobile',
    operation('bindMobile', LoginSettings, { tags }),
    requireMember,
    rateLimit('bind', 10),
    input('form', BindMobileForm),
    async (c) => {
      const { db, now } = c.var.deps;
      return ok(c, await bindMobile({ db, now }, c.var.member!.id, c.req.valid('form')));
    },
  )
  .post(
    '/account/password',
    operation('setLoginPassword', LoginSettings, { tags }),
    requireMember,
    rateLimit('password', 10),
    input('form', SetPasswordForm),
    async (c) => {
      const { db, now } = c.var.deps;
      const token = c.req.header(H.token)!;
      return ok(c, await setLoginPassword({ db, now }, c.var.member!.id, token, c.req.valid('form')));
    },
  )
  .post(
    '/account/password/clear',
    operation('clearLoginPassword', LoginSettings, { tags }),
    requireMember,
    rateLimit('password', 10),
    input('form', ClearPasswordForm),
    async (c) => {
      const { db, now } = c.var.deps;
      return ok(c, await clearLoginPassword({ db, now }, c.var.member!.id, c.req.valid('form')));
    },
  )
  .get(
    '/members/profile',
    operation('getMemberProfile', MemberProfile, { tags }),
    input('query', ProfileQuery),
    async (c) => {
      const caller = c.var.member?.id ?? null;
      const target = c.req.valid('query').searchMemberId ?? caller;
      if (!target) fail('UNAUTHORIZED');
      return ok(c, await getMemberProfile(c.var.deps.db, target, caller));
    },
  )
  .post(
    '/members/profile',
    operation('updateProfile', MemberProfile, { tags }),
    requireMember,
    input('form', UpdateProfileForm),
    async (c) => {
      const { db, now, storage } = c.var.deps;
      return ok(c, await updateProfile({ db, now, storage }, c.var.member!.id, c.req.valid('form')));
    },
  )
  .post(
    '/auth/exchange',
    operation('exchangeTokenLogin', LoginAnswer, { tags }),
    rateLimit('login', loginLimit),
    input('form', ExchangeForm),
    async (c) => {
      const { db, now, env } = c.var.deps;
      return ok(c, await exchangeTokenLogin({ db, now, ttlDays: env.SESSION_TTL_DAYS }, c.req.valid('form')));
    },
  );
