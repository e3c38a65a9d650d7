import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { fail } from '../../http/errors';
import { serverI18n } from '../../i18n/catalogs';
import type { Mailer } from '../../notify/mailer';
import type { SmsProvider } from '../../notify/sms';

export type OtpChannel = 'email' | 'sms';
export type OtpPurpose = 'signup' | 'login' | 'reset' | 'bind';
/** A code lives 10 minutes, may be re-requested after 60 s (spec §5, §9), and dies after 5 wrong tries. */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_RESEND_MS = 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpDeps = { db: Db; mailer: Mailer; sms: SmsProvider; now: () => Date };

/** The code's message in the member's language (en_JP and en_KR read English). */
function codeMessage(locale: string | undefined, code: string, minutes: number) {
  const i18n = serverI18n(locale);
  return {
    subject: i18n._('Your verification code'),
    body: i18n._(
      'Your verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.',
      { code, minutes },
    ),
  };
}

/** Stored form of a code: a random salt and SHA-256(salt:code); the code itself is never stored. */
function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(stored: string, code: string): boolean {
  const salt = stored.slice(0, stored.indexOf('$'));
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The newest code for recipient+purpose on a channel (older ones are superseded by it). */
async function newest(db: Db, channel: OtpChannel, recipient: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.channel, channel),
        eq(oneTimeCodes.recipient, recipient),
        eq(oneTimeCodes.purpose, purpose),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/**
 * Issues a 6-digit code (crypto.randomInt), stores only its hash, delivers it (mail via mailer.enqueue in
 * a transaction + deliverNow after; SMS via sms.send after commit). Refuses CODE_RESEND_TOO_SOON (data
 * {resendAfterSeconds}) inside 60 s for the same channel+recipient+purpose; concurrent requests for the same
 * recipient are serialised by an advisory lock, so only one wins. `recipient` must already be normalised
 * (lower-cased e-mail, or fullMobile()). `locale` picks the message language. An SMS that cannot be
 * delivered (SMTP or SMS gateway down, or refusing) removes its code again (so the member may retry at once) and
 * answers UNAVAILABLE.
 */
export async function issueCode(
  deps: OtpDeps,
  input: { channel: OtpChannel; recipient: string; purpose: OtpPurpose; locale?: string },
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const { channel, recipient, purpose } = input;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const text = codeMessage(input.locale, code, OTP_TTL_MS / 60_000);
  const t = deps.now();

  let mailIds: number[] = [];
  const id = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`otp:${channel}:${purpose}:${recipient}`}))`,
    );
    const last = await newest(tx as unknown as Db, channel, recipient, purpose);
    if (last) {
      const waitMs = last.createdAt.getTime() + OTP_RESEND_MS - t.getTime();
      if (waitMs > 0) {
        fail('CODE_RESEND_TOO_SOON', undefined, { resendAfterSeconds: Math.ceil(waitMs / 1000) });
      }
    }
    const [row] = await tx
      .insert(oneTimeCodes)
      .values({
        channel,
        recipient,
        purpose,
        codeHash: hashCode(code),
        createdAt: t,
        expiresAt: new Date(t.getTime() + OTP_TTL_MS),
      })
      .returning({ id: oneTimeCodes.id });
    if (channel === 'email') {
      mailIds = await deps.mailer.enqueue(tx as unknown as Db, {
        to: recipient,
        subject: text.subject,
        text: text.body,
      });
    }
    return row!.id;
  });

  if (channel === 'email') {
    // Like an SMS below: a code the member will not receive is removed, and the answer says try again.
    if (!(await deps.mailer.deliverNow(mailIds))) {
      await deps.db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
      fail('UNAVAILABLE', 'mail delivery failed');
    }
  } else {
    try {
      await deps.sms.send(recipient, text.body);
    } catch {
      await deps.db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
      fail('UNAVAILABLE', 'sms delivery failed');
    }
  }
  return { resendAfterSeconds: OTP_RESEND_MS / 1000, expiresInSeconds: OTP_TTL_MS / 1000 };
}

/**
 * Verifies and consumes the newest code for recipient+purpose (a newer code supersedes older ones):
 * wrong → CODE_WRONG (attempts+1; after OTP_MAX_ATTEMPTS wrong tries the code is dead → CODE_EXPIRED),
 * expired/used/dead/none → CODE_EXPIRED. Single use: the consuming UPDATE is conditional, so two
 * concurrent correct tries cannot both succeed.
 *
 * To consume inside your own transaction pass it as `db` (or as `tx`). Caveat: a wrong code then throws
 * inside your transaction and its attempt count rolls back with it, so prefer calling consumeCode before
 * your transaction (its own statements are each atomic) unless the consumption must roll back with your work.
 */
export async function consumeCode(
  deps: { db: Db; now: () => Date; tx?: Db },
  input: { channel: OtpChannel; recipient: string; purpose: OtpPurpose; code: string },
): Promise<void> {
  const db = deps.tx ?? deps.db;
  const t = deps.now();
  const row = await newest(db, input.channel, input.recipient, input.purpose);
  if (
    !row ||
    row.consumedAt !== null ||
    row.expiresAt.getTime() <= t.getTime() ||
    row.attempts >= OTP_MAX_ATTEMPTS
  ) {
    fail('CODE_EXPIRED');
  }
  const live = and(
    eq(oneTimeCodes.id, row.id),
    isNull(oneTimeCodes.consumedAt),
    lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
  );
  if (!codeMatches(row.codeHash, input.code.trim())) {
    const [bumped] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(live)
      .returning({ id: oneTimeCodes.id });
    if (!bumped) fail('CODE_EXPIRED');
    fail('CODE_WRONG');
  }
  const [used] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: t })
    .where(live)
    .returning({ id: oneTimeCodes.id });
  if (!used) fail('CODE_EXPIRED');
}
