import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { members, outbox } from '../db/schema';
import type { AppEnv, Deps } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { fail } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { input } from '../http/validate';
import { devMailboxOn } from '../notify/dev-mailbox';
import { createSmsProvider } from '../notify/sms';
import {
  CaptchaAnswer,
  CodeIssued,
  DevOutboxEntry,
  EmailCodeForm,
  fullMobile,
  SmsCodeForm,
} from '../schemas/otp';
import { checkCaptcha, createCaptcha } from '../services/members/captcha';
import {
  issueCode,
  OTP_RESEND_MS,
  OTP_TTL_MS,
  type OtpChannel,
  type OtpPurpose,
} from '../services/members/otp';

const tags = ['members'] as const;

/** The member a contact belongs to, if any (e-mail compared lower-cased, mobile as +<area><number>). */
async function ownerOf(db: Db, channel: OtpChannel, recipient: string) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(channel === 'email' ? sql`lower(${members.email}) = ${recipient}` : eq(members.mobile, recipient))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Who may get a code for a contact:
 * - signup: the contact must be free, else ALREADY_REGISTERED (spec §8 "mobile/e-mail already registered").
 * - bind: needs a session; a contact another member already has → ALREADY_REGISTERED.
 * - login/reset: an unknown contact gets the same answer as a known one but nothing is sent, so the
 *   endpoint does not tell which contacts have accounts (login/reset with an unknown contact then fails
 *   at code check with CODE_EXPIRED).
 * Returns false when nothing should be sent.
 */
async function mayIssue(
  deps: Deps,
  memberId: string | null,
  channel: OtpChannel,
  recipient: string,
  purpose: OtpPurpose,
) {
  const owner = await ownerOf(deps.db, channel, recipient);
  switch (purpose) {
    case 'signup':
      if (owner) fail('ALREADY_REGISTERED');
      return true;
    case 'bind':
      if (!memberId) fail('UNAUTHORIZED');
      if (owner && owner !== memberId) fail('ALREADY_REGISTERED');
      return true;
    default:
      return owner !== null;
  }
}

const silentAnswer = { resendAfterSeconds: OTP_RESEND_MS / 1000, expiresInSeconds: OTP_TTL_MS / 1000 };

/** One-time codes by SMS and e-mail (spec §5, §7 "SMS request"), the image captcha, the dev mailbox. */
export const otpRoutes = new Hono<AppEnv>()
  .get(
    '/captcha',
    operation('getCaptcha', CaptchaAnswer, {
      tags,
      summary: 'Get a picture code',
      description:
        'A new image captcha (SVG) and its id, for the code requests and forms that ask for one (spec §5). At most 30 a minute per client.',
    }),
    rateLimit('captcha', 30),
    async (c) =>
      ok(
        c,
        await createCaptcha(c.var.deps.db, c.var.deps.now(), { devMailbox: devMailboxOn(c.var.deps.env) }),
      ),
  )
  .post(
    '/codes/sms',
    operation('requestSmsCode', CodeIssued, {
      tags,
      summary: 'Send an SMS code',
      description:
        'Sends a one-time code to a mobile with its area code (+852, +86) for sign-up, login, binding or reset, after the picture code (spec §5, §7). Resend waits 60 s. For login and reset an unknown number gets the same answer and nothing is sent; a binding needs a session.',
      codes: ['CAPTCHA_WRONG', 'ALREADY_REGISTERED', 'CODE_RESEND_TOO_SOON', 'UNAUTHORIZED'],
      session: 'optional',
    }),
    rateLimit('otp', 10),
    input('form', SmsCodeForm),
    async (c) => {
      const deps = c.var.deps;
      const f = c.req.valid('form');
      await checkCaptcha(deps.db, deps.now(), f.captchaId, f.captchaText);
      const recipient = fullMobile(f.areaCode, f.mobile);
      if (!(await mayIssue(deps, c.var.member?.id ?? null, 'sms', recipient, f.purpose))) {
        return ok(c, silentAnswer);
      }
      // The integrator may move the provider into Deps; it is cheap to build per request.
      const sms = createSmsProvider(deps.env, deps.db, deps.log);
      return ok(
        c,
        await issueCode(
          { db: deps.db, mailer: deps.mailer, sms, now: deps.now },
          { channel: 'sms', recipient, purpose: f.purpose, ...(f.locale ? { locale: f.locale } : {}) },
        ),
      );
    },
  )
  .post(
    '/codes/email',
    operation('requestEmailCode', CodeIssued, {
      tags,
      summary: 'Send an e-mail code',
      description:
        'Sends a one-time code to an e-mail for sign-up, login, binding or reset (spec §5, §7). Resend waits 60 s. For login and reset an unknown address gets the same answer and nothing is sent; a binding needs a session.',
      codes: ['ALREADY_REGISTERED', 'CODE_RESEND_TOO_SOON', 'UNAUTHORIZED'],
      session: 'optional',
    }),
    rateLimit('otp', 10),
    input('form', EmailCodeForm),
    async (c) => {
      const deps = c.var.deps;
      const f = c.req.valid('form');
      if (!(await mayIssue(deps, c.var.member?.id ?? null, 'email', f.email, f.purpose))) {
        return ok(c, silentAnswer);
      }
      const sms = createSmsProvider(deps.env, deps.db, deps.log);
      return ok(
        c,
        await issueCode(
          { db: deps.db, mailer: deps.mailer, sms, now: deps.now },
          {
            channel: 'email',
            recipient: f.email,
            purpose: f.purpose,
            ...(f.locale ? { locale: f.locale } : {}),
          },
        ),
      );
    },
  )
  .get(
    '/dev/outbox',
    operation('listDevOutbox', v.array(DevOutboxEntry), {
      tags: ['dev'],
      summary: 'Read the development mailbox',
      description:
        'The last 50 messages the server would have sent by e-mail or SMS (and picture codes), while no real delivery is configured and sandboxes may run; 404 otherwise.',
      codes: ['NOT_FOUND'],
    }),
    async (c) => {
      const { db, env } = c.var.deps;
      if (!devMailboxOn(env)) fail('NOT_FOUND');
      const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(50);
      return ok(
        c,
        rows.map((r) => ({
          id: r.id,
          // 'captcha' rows too (server/notify/dev-mailbox.ts): the column is wider than its Drizzle type.
          channel: r.channel,
          recipient: r.recipient,
          subject: r.subject,
          body: r.body,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
      );
    },
  );
