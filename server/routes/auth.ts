import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { loginLimit, rateLimit } from '../http/rate-limit';
import { input } from '../http/validate';
import {
  EmailExistsQuery,
  EmailLoginForm,
  ExistsAnswer,
  LoginNameExistsQuery,
  QuickEmailLoginForm,
  QuickLoginForm,
  ResetAnswer,
  ResetPasswordForm,
  SignupByNameForm,
  SignupForm,
} from '../schemas/auth';
import { LoginAnswer } from '../schemas/members';
import { SIGNATURE_HEADERS as H } from '../schemas/signature';
import { loginByEmail } from '../services/members/auth';
import { quickEmailLogin, quickLogin } from '../services/members/otp-login';
import { resetPasswordByEmail } from '../services/members/password-reset';
import { emailExists, loginNameExists, signup, signupByName } from '../services/members/signup';

const tags = ['members'] as const;

/**
 * Sign-up, login by SMS code / e-mail code / e-mail and password, password reset, and the two "exists"
 * look-ups (spec §2 login, signup, forgetpwd; §7; §8 Login/sign-up). Every answer that logs in is a
 * LoginAnswer; codes are requested through the otp routes (/api/codes/*).
 */
export const authRoutes = new Hono<AppEnv>()
  .post(
    '/auth/signup',
    operation('signup', LoginAnswer, {
      tags,
      summary: 'Sign up',
      description:
        'Creates a member from a mobile or e-mail with its one-time code, a password and the registration extras (age 18–99), and logs in (spec §2 signup, §5).',
      codes: ['ALREADY_REGISTERED', 'CODE_WRONG', 'CODE_EXPIRED', 'NO_LOGIN_PASSWORD'],
    }),
    rateLimit('login', loginLimit),
    input('form', SignupForm),
    async (c) => {
      const { db, now, env } = c.var.deps;
      return ok(c, await signup({ db, now, ttlDays: env.SESSION_TTL_DAYS }, c.req.valid('form')));
    },
  )
  .post(
    '/auth/signup-by-name',
    operation('signupByName', LoginAnswer, {
      tags,
      summary: 'Sign up by login name',
      description:
        'Creates a member from a login name and password (age 18–99) and logs in (spec §7 signup by name).',
      codes: ['ALREADY_REGISTERED'],
    }),
    rateLimit('login', loginLimit),
    input('form', SignupByNameForm),
    async (c) => {
      const { db, now, env } = c.var.deps;
      return ok(c, await signupByName({ db, now, ttlDays: env.SESSION_TTL_DAYS }, c.req.valid('form')));
    },
  )
  .post(
    '/auth/quick-login',
    operation('quickLogin', LoginAnswer, {
      tags,
      summary: 'Log in by SMS code',
      description: 'Logs in with a mobile and the code sent to it (spec §7 quickLogin).',
      codes: ['CODE_WRONG', 'CODE_EXPIRED', 'NOT_FOUND'],
    }),
    rateLimit('login', loginLimit),
    input('form', QuickLoginForm),
    async (c) => {
      const { db, now, env } = c.var.deps;
      return ok(c, await quickLogin({ db, now, ttlDays: env.SESSION_TTL_DAYS }, c.req.valid('form')));
    },
  )
  .post(
    '/auth/quick-email-login',
    operation('quickEmailLogin', LoginAnswer, {
      tags,
      summary: 'Log in by e-mail code',
      description: 'Logs in with an e-mail and the code sent to it (spec §7 quickEmailLogin).',
      codes: ['CODE_WRONG', 'CODE_EXPIRED', 'NOT_FOUND'],
    }),
    rateLimit('login', loginLimit),
    input('form', QuickEmailLoginForm),
    async (c) => {
      const { db, now, env } = c.var.deps;
      return ok(c, await quickEmailLogin({ db, now, ttlDays: env.SESSION_TTL_DAYS }, c.req.valid('form')));
    },
  )
  .post(
    '/auth/login',
    operation('login', LoginAnswer, {
      tags,
      summary: 'Log in by e-mail and password',
      description:
        'Answers the member id and session token. An unknown e-mail and a wrong password answer the same 401; 9011 means no login password is set (spec §8).',
      codes: ['UNAUTHORIZED', 'NO_LOGIN_PASSWORD', 'ACCOUNT_LOCKED'],
    }),
    rateLimit('login', loginLimit),
    input('form', EmailLoginForm),
    async (c) => {
      const { db, now, env } = c.var.deps;
      return ok(c, await loginByEmail({ db, now, ttlDays: env.SESSION_TTL_DAYS }, c.req.valid('form')));
    },
  )
  .post(
    '/auth/reset-password',
    operation('resetPasswordByEmail', ResetAnswer, {
      tags,
      summary: 'Reset the password by e-mail code',
      description:
        "Sets a new password with the e-mail's reset code and ends the member's other sessions (spec §2 forgetpwd).",
      codes: ['CODE_WRONG', 'CODE_EXPIRED', 'NOT_FOUND'],
      session: 'optional',
    }),
    rateLimit('login', loginLimit),
    input('form', ResetPasswordForm),
    async (c) => {
      const { db, now } = c.var.deps;
      // A logged-in member resetting their own password keeps the session they do it from.
      const current = c.var.member ? c.req.header(H.token) : undefined;
      await resetPasswordByEmail({ db, now }, c.req.valid('form'), current);
      return ok(c, { reset: true as const });
    },
  )
  .get(
    '/auth/email-exists',
    operation('emailExists', ExistsAnswer, {
      tags,
      summary: 'Check whether an e-mail is registered',
      description: 'For the sign-up form. At most 30 a minute per client.',
    }),
    rateLimit('exists', 30),
    input('query', EmailExistsQuery),
    async (c) => ok(c, { exists: await emailExists(c.var.deps.db, c.req.valid('query').email) }),
  )
  .get(
    '/auth/login-name-exists',
    operation('loginNameExists', ExistsAnswer, {
      tags,
      summary: 'Check whether a login name is taken',
      description: 'For the sign-up form. At most 30 a minute per client.',
    }),
    rateLimit('exists', 30),
    input('query', LoginNameExistsQuery),
    async (c) => ok(c, { exists: await loginNameExists(c.var.deps.db, c.req.valid('query').loginName) }),
  );
