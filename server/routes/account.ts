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

const tags = ['account'] as const;

/**
 * Login settings (spec §2 userAccount: bind/replace e-mail and mobile, login password), the member profile
 * (spec §3 Profile, image 400x400) and the exchange-token login of the QR mini page (spec §2, §4).
 */
export const accountRoutes = new Hono<AppEnv>()
  .get(
    '/account/settings',
    operation('getLoginSettings', LoginSettings, {
      tags,
      summary: 'Read login settings',
      description:
        "The member's bound e-mail, mobile and Google account and whether a login password is set (spec §2 userAccount).",
    }),
    requireMember,
    input('query', SettingsQuery),
    async (c) => ok(c, await getLoginSettings(c.var.deps.db, c.var.member!.id)),
  )
  .post(
    '/account/bind-email',
    operation('bindEmail', LoginSettings, {
      tags,
      summary: 'Bind or replace the e-mail',
      description: 'Binds the e-mail with the code sent to it (purpose bind). At most 10 a minute.',
      codes: ['CODE_WRONG', 'CODE_EXPIRED', 'ALREADY_REGISTERED', 'PASSWORD_NOT_SET_FIRST'],
    }),
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
    operation('bindMobile', LoginSettings, {
      tags,
      summary: 'Bind or replace the mobile',
      description: 'Binds the mobile with the SMS code sent to it (purpose bind). At most 10 a minute.',
      codes: ['CODE_WRONG', 'CODE_EXPIRED', 'ALREADY_REGISTERED'],
    }),
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
    operation('setLoginPassword', LoginSettings, {
      tags,
      summary: 'Set or change the login password',
      description:
        'Sets the password (8–20 characters, upper and lower case and digits); changing it asks for the current one and ends the other sessions (spec §5).',
      codes: ['UNAUTHORIZED'],
    }),
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
    operation('clearLoginPassword', LoginSettings, {
      tags,
      summary: 'Clear the login password',
      description: 'Removes the login password (asks for it), as some bindings need (spec §5).',
      codes: ['UNAUTHORIZED', 'NO_LOGIN_PASSWORD'],
    }),
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
    operation('getMemberProfile', MemberProfile, {
      tags,
      summary: 'Read a profile',
      description:
        "The profile (spec §3 Profile: image, name, descriptions, contact, social links). The caller's own in full, or another member's public part with `searchMemberId`.",
      codes: ['UNAUTHORIZED', 'NOT_FOUND'],
      session: 'optional',
    }),
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
    operation('updateProfile', MemberProfile, {
      tags,
      summary: 'Update the profile',
      description:
        "Changes the fields sent ('' clears an optional one); `image` is a multipart file cropped to 400x400 (spec §3 Profile).",
      codes: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
    }),
    requireMember,
    input('form', UpdateProfileForm),
    async (c) => {
      const { db, now, storage } = c.var.deps;
      return ok(c, await updateProfile({ db, now, storage }, c.var.member!.id, c.req.valid('form')));
    },
  )
  .post(
    '/auth/exchange',
    operation('exchangeTokenLogin', LoginAnswer, {
      tags,
      summary: 'Log in by exchange token',
      description:
        "The QR mini page's login: the `redirect` parameter's member id, token and app id are exchanged for a session of this app (spec §2, §4).",
      codes: ['UNAUTHORIZED'],
    }),
    rateLimit('login', loginLimit),
    input('form', ExchangeForm),
    async (c) => {
      const { db, now, env } = c.var.deps;
      return ok(c, await exchangeTokenLogin({ db, now, ttlDays: env.SESSION_TTL_DAYS }, c.req.valid('form')));
    },
  );
