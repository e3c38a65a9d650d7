import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/client';
import { oneTimeCodes, outbox } from '../../../../server/db/schema';
import { ApiError } from '../../../../server/http/errors';
import { createMailer } from '../../../../server/notify/mailer';
import { createSmsProvider } from '../../../../server/notify/sms';
import { Code } from '../../../../server/schemas/codes';
import {
  consumeCode,
  issueCode,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_MS,
  OTP_TTL_MS,
  type OtpDeps,
} from '../../../../server/services/members/otp';
import { freshDatabase } from '../../../support/server';

let database: Database;
let deps: OtpDeps;
const clock = { now: new Date('2026-03-01T10:00:00Z') };
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await freshDatabase();
  const db = database.db;
  deps = {
    db,
    mailer: createMailer({ db, smtpUrl: '', from: 'x@example.com', log }),
    sms: createSmsProvider({ SMS_PROVIDER: 'dev', SMS_HTTP_URL: '', SMS_HTTP_TOKEN: '' }, db, log),
    now: () => clock.now,
  };
});
afterAll(() => database.close());

const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));

/** The code of the newest outbox message to `to` (what the member reads). */
async function lastCode(to: string) {
  const [row] = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  const m = /\b(\d{6})\b/.exec(row?.body ?? '');
  return { row, code: m?.[1] ?? '' };
}

async function codeOf(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  return err instanceof ApiError ? err.code : err === null ? 'ok' : err;
}

describe('issueCode / consumeCode', () => {
  it('mails a 6-digit code, stores only its hash, and answers the timings', async () => {
    const answer = await issueCode(deps, { channel: 'email', recipient: 'a@example.com', purpose: 'signup' });
    expect(answer).toEqual({ resendAfterSeconds: OTP_RESEND_MS / 1000, expiresInSeconds: OTP_TTL_MS / 1000 });
    const { row, code } = await lastCode('a@example.com');
    expect(row?.channel).toBe('email');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await database.db.select().from(oneTimeCodes);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(
      await codeOf(
        consumeCode(deps, { channel: 'email', recipient: 'a@example.com', purpose: 'signup', code }),
      ),
    ).toBe('ok');
    // Single use.
    expect(
      await codeOf(
        consumeCode(deps, { channel: 'email', recipient: 'a@example.com', purpose: 'signup', code }),
      ),
    ).toBe(Code.CODE_EXPIRED);
  });

  it('writes the message in the chosen language and sends SMS through the provider', async () => {
    await issueCode(deps, { channel: 'sms', recipient: '+85291234567', purpose: 'login', locale: 'zh_TW' });
    const { row, code } = await lastCode('+85291234567');
    expect(row?.channel).toBe('sms');
    expect(row?.status).toBe('stored');
    expect(row?.body).toContain('驗證碼');
    expect(row?.body).toContain(code);
    // A code for another purpose or channel does not match.
    expect(
      await codeOf(consumeCode(deps, { channel: 'sms', recipient: '+85291234567', purpose: 'reset', code })),
    ).toBe(Code.CODE_EXPIRED);
    expect(
      await codeOf(consumeCode(deps, { channel: 'sms', recipient: '+85291234567', purpose: 'login', code })),
    ).toBe('ok');
  });

  it('refuses a resend inside 60 s and allows it after', async () => {
    const input = { channel: 'email', recipient: 'r@example.com', purpose: 'login' } as const;
    await issueCode(deps, input);
    advance(30_000);
    const err = await issueCode(deps, input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(Code.CODE_RESEND_TOO_SOON);
    expect((err as ApiError).data).toEqual({ resendAfterSeconds: 30 });
    // Another purpose is not held back.
    expect(await codeOf(issueCode(deps, { ...input, purpose: 'reset' }))).toBe('ok');
    advance(30_000);
    expect(await codeOf(issueCode(deps, input))).toBe('ok');
    // The newer code supersedes the older one.
    const { code } = await lastCode('r@example.com');
    expect(await codeOf(consumeCode(deps, { ...input, code }))).toBe('ok');
  });

  it('expires after 10 minutes', async () => {
    const input = { channel: 'email', recipient: 'e@example.com', purpose: 'bind' } as const;
    await issueCode(deps, input);
    const { code } = await lastCode('e@example.com');
    advance(OTP_TTL_MS - 1000);
    advance(1000);
    expect(await codeOf(consumeCode(deps, { ...input, code }))).toBe(Code.CODE_EXPIRED);
  });

  it('counts wrong codes and kills the code after 5', async () => {
    const input = { channel: 'email', recipient: 'w@example.com', purpose: 'reset' } as const;
    await issueCode(deps, input);
    const { code } = await lastCode('w@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      expect(await codeOf(consumeCode(deps, { ...input, code: wrong }))).toBe(Code.CODE_WRONG);
    }
    const [row] = await database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.recipient, 'w@example.com'));
    expect(row?.attempts).toBe(OTP_MAX_ATTEMPTS);
    // Now even the right code is refused.
    expect(await codeOf(consumeCode(deps, { ...input, code }))).toBe(Code.CODE_EXPIRED);
  });

  it('a code that is still right after a few wrong tries works', async () => {
    const input = { channel: 'email', recipient: 'f@example.com', purpose: 'reset' } as const;
    await issueCode(deps, input);
    const { code } = await lastCode('f@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await codeOf(consumeCode(deps, { ...input, code: wrong }))).toBe(Code.CODE_WRONG);
    expect(await codeOf(consumeCode(deps, { ...input, code }))).toBe('ok');
  });

  it('answers CODE_EXPIRED when no code was ever sent', async () => {
    expect(
      await codeOf(
        consumeCode(deps, { channel: 'sms', recipient: '+8613800000000', purpose: 'login', code: '123456' }),
      ),
    ).toBe(Code.CODE_EXPIRED);
  });

  it('two concurrent right tries: exactly one succeeds', async () => {
    advance(OTP_RESEND_MS);
    const input = { channel: 'email', recipient: 'c@example.com', purpose: 'login' } as const;
    await issueCode(deps, input);
    const { code } = await lastCode('c@example.com');
    const results = await Promise.all([
      codeOf(consumeCode(deps, { ...input, code })),
      codeOf(consumeCode(deps, { ...input, code })),
    ]);
    expect(results.sort()).toEqual([Code.CODE_EXPIRED, 'ok'].sort());
  });

  it('an SMS the gateway cannot take removes its code, answers UNAVAILABLE and allows an immediate retry', async () => {
    const broken = {
      ...deps,
      sms: createSmsProvider(
        { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:1/sms', SMS_HTTP_TOKEN: 't' },
        database.db,
        log,
      ),
    };
    const input = { channel: 'sms', recipient: '+85298765432', purpose: 'signup' } as const;
    expect(await codeOf(issueCode(broken, input))).toBe(Code.UNAVAILABLE);
    expect(
      await database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.recipient, '+85298765432')),
    ).toHaveLength(0);
    expect(await codeOf(issueCode(deps, input))).toBe('ok');
  });
});
