import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { loginLimit, rateLimit } from '../http/rate-limit';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { SIGNATURE_HEADERS as H } from '../schemas/signature';
import { LoginAnswer, LoginByNameForm, MemberDetailQuery, UserInfo } from '../schemas/members';
import { loginByName, logout } from '../services/members/auth';
import { getMemberDetail } from '../services/members/members';

const tags = ['members'] as const;

/** Member session (login by name, logout) and member detail (spec §3 User info, §4 Login). */
export const membersRoutes = new Hono<AppEnv>()
  .post(
    '/members/login-by-name',
    operation('loginByName', LoginAnswer, {
      tags,
      summary: 'Log in by login name',
      description:
        'Login name and password. Answers the member id and session token to send as X-Member-Id and X-Token (spec §7 login by name). An unknown name and a wrong password answer the same 401.',
      codes: ['UNAUTHORIZED', 'NO_LOGIN_PASSWORD', 'ACCOUNT_LOCKED'],
    }),
    rateLimit('login', loginLimit),
    input('form', LoginByNameForm),
    async (c) => {
      const { db, now, env } = c.var.deps;
      return ok(c, await loginByName({ db, now, ttlDays: env.SESSION_TTL_DAYS }, c.req.valid('form')));
    },
  )
  .post(
    '/members/logout',
    operation('logout', v.null(), {
      tags,
      summary: 'Log out',
      description: "Ends the session whose token is sent; the member's other sessions stay (spec §4 Logout).",
    }),
    requireMember,
    async (c) => {
      await logout(c.var.deps.db, c.var.member!.id, c.req.header(H.token)!);
      return ok(c, null);
    },
  )
  .get(
    '/members/detail',
    operation('getMemberDetail', UserInfo, {
      tags,
      summary: 'Read member details',
      description:
        "The logged-in member's details (spec §3 User info: wallets, permission tags), or another member's public part with `searchMemberId`.",
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('query', MemberDetailQuery),
    async (c) => {
      const me = c.var.member!.id;
      const target = c.req.valid('query').searchMemberId ?? me;
      return ok(c, await getMemberDetail(c.var.deps.db, target, me));
    },
  );
