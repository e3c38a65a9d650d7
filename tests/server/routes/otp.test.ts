import { desc, eq } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchas, members, oneTimeCodes, outbox } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { databaseText } from '../../support/db-text';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await s.deps.db.insert(members).values({ name: 'Reg', email: 'taken@example.com', mobile: '+85291230000' });
});
afterAll(() => s.close());
// The otp bucket allows 10 requests a minute per client: each test starts in a new minute.
beforeEach(() => {
  s.clock.now = new Date(s.clock.now.getTime() + 61_000);
});
afterEach(() => vi.restoreAllMocks());

/** Draws a real captcha and reads its answer from the generator's own result (a spy that calls through). */
async function solvedCaptcha() {
  const spy = vi.spyOn(svgCaptcha, 'create');
  const r = await s.request('GET', '/api/captcha');
  expect(r.meta.code).toBe(200);
  const text = (spy.mock.results.at(-1)!.value as { text: string }).text;
  spy.mockRestore();
  return { captchaId: r.data.captchaId as string, captchaText: text };
}

const outboxFor = (recipient: string) =>
  s.deps.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));

describe('GET /api/captcha', () => {
  it('answers an SVG and stores only a hash of the answer', async () => {
    const spy = vi.spyOn(svgCaptcha, 'create');
    const r = await s.request('GET', '/api/captcha');
    const text = (spy.mock.results[0]!.value as { text: string }).text;
    expect(r.data.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(text).toHaveLength(4);
    const [row] = await s.deps.db.select().from(captchas).where(eq(captchas.id, r.data.captchaId));
    expect(row).toBeDefined();
    expect(row!.answerHash).not.toContain(text);
    expect(JSON.stringify(r)).not.toContain(`"${text}"`);
  });
});

describe('POST /api/codes/sms', () => {
  it('validates the mobile per area code', async () => {
    const c = await solvedCaptcha();
    for (const [areaCode, mobile] of [
      ['+852', '1234567'], // 7 digits
      ['+852', '31234567'], // starts with 3
      ['+86', '12812345678'], // 1 then 2
      ['+86', '1381234567'], // 10 digits
      ['+1', '2025550123'], // area not offered
    ] as const) {
      const r = await s.request('POST', '/api/codes/sms', {
        form: { areaCode, mobile, purpose: 'signup', ...c },
      });
      expect(r.meta.code, `${areaCode} ${mobile}`).toBe(Code.VALIDATION_FAILED);
    }
  });

  it('requires the captcha, accepts it case-insensitively and only once', async () => {
    const form = { areaCode: '+86', mobile: '13812345678', purpose: 'signup' };
    const missing = await s.request('POST', '/api/codes/sms', { form });
    expect(missing.meta.code).toBe(Code.CAPTCHA_WRONG);

    const bad = await solvedCaptcha();
    const wrong = await s.request('POST', '/api/codes/sms', {
      form: { ...form, ...bad, captchaText: 'zzzz9' },
    });
    expect(wrong.meta.code).toBe(Code.CAPTCHA_WRONG);
    // A wrong guess uses the captcha up.
    const retry = await s.request('POST', '/api/codes/sms', { form: { ...form, ...bad } });
    expect(retry.meta.code).toBe(Code.CAPTCHA_WRONG);

    const c = await solvedCaptcha();
    const okAnswer = await s.request('POST', '/api/codes/sms', {
      form: { ...form, ...c, captchaText: c.captchaText.toUpperCase(), locale: 'zh_CN' },
    });
    expect(okAnswer.meta.code).toBe(200);
    expect(okAnswer.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    const [sms] = await outboxFor('+8613812345678');
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toMatch(/验证码是 \d{6}/);

    s.clock.now = new Date(s.clock.now.getTime() + 61_000);
    const again = await s.request('POST', '/api/codes/sms', { form: { ...form, ...c } });
    expect(again.meta.code).toBe(Code.CAPTCHA_WRONG);
  });

  it('refuses an expired captcha', async () => {
    const c = await solvedCaptcha();
    s.clock.now = new Date(s.clock.now.getTime() + 5 * 60_000 + 1000);
    const r = await s.request('POST', '/api/codes/sms', {
      form: { areaCode: '+852', mobile: '61234567', purpose: 'signup', ...c },
    });
    expect(r.meta.code).toBe(Code.CAPTCHA_WRONG);
  });

  it('signup on a registered mobile → ALREADY_REGISTERED; login on an unknown mobile answers alike but sends nothing', async () => {
    const taken = await s.request('POST', '/api/codes/sms', {
      form: { areaCode: '+852', mobile: '91230000', purpose: 'signup', ...(await solvedCaptcha()) },
    });
    expect(taken.meta.code).toBe(Code.ALREADY_REGISTERED);
    expect(taken.status).toBe(409);

    const unknown = await s.request('POST', '/api/codes/sms', {
      form: { areaCode: '+852', mobile: '51234567', purpose: 'login', ...(await solvedCaptcha()) },
    });
    expect(unknown.meta.code).toBe(200);
    expect(unknown.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    expect(await outboxFor('+85251234567')).toHaveLength(0);

    const known = await s.request('POST', '/api/codes/sms', {
      form: { areaCode: '+852', mobile: '91230000', purpose: 'login', ...(await solvedCaptcha()) },
    });
    expect(known.meta.code).toBe(200);
    expect(await outboxFor('+85291230000')).toHaveLength(1);
  });
});

describe('POST /api/codes/email', () => {
  it('mails a code to a new address (lower-cased); the code itself is never stored or answered', async () => {
    const r = await s.request('POST', '/api/codes/email', {
      form: { email: ' New.One@Example.com ', purpose: 'signup' },
    });
    expect(r.meta.code).toBe(200);
    const [mail] = await outboxFor('new.one@example.com');
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    expect(JSON.stringify(r)).not.toContain(code);
    const rows = await s.deps.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.recipient, 'new.one@example.com'));
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('signup on a registered e-mail → ALREADY_REGISTERED (any case)', async () => {
    const r = await s.request('POST', '/api/codes/email', {
      form: { email: 'TAKEN@example.com', purpose: 'signup' },
    });
    expect(r.meta.code).toBe(Code.ALREADY_REGISTERED);
  });

  it('refuses a resend inside 60 s with the seconds left', async () => {
    const form = { email: 'resend@example.com', purpose: 'signup' };
    expect((await s.request('POST', '/api/codes/email', { form })).meta.code).toBe(200);
    s.clock.now = new Date(s.clock.now.getTime() + 20_000);
    const again = await s.request('POST', '/api/codes/email', { form });
    expect(again.meta.code).toBe(Code.CODE_RESEND_TOO_SOON);
    expect(again.data).toEqual({ resendAfterSeconds: 40 });
  });

  it('bind needs a session and a contact no one else has', async () => {
    const anon = await s.request('POST', '/api/codes/email', {
      form: { email: 'b@example.com', purpose: 'bind' },
    });
    expect(anon.meta.code).toBe(Code.UNAUTHORIZED);
    const session = await createTestSession(s.deps.db, { now: s.clock.now });
    const other = await s.request('POST', '/api/codes/email', {
      form: { email: 'taken@example.com', purpose: 'bind' },
      session,
    });
    expect(other.meta.code).toBe(Code.ALREADY_REGISTERED);
    const mine = await s.request('POST', '/api/codes/email', {
      form: { email: 'b@example.com', purpose: 'bind' },
      session,
    });
    expect(mine.meta.code).toBe(200);
  });

  it('rate-limits code requests to 10 a minute per client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await s.request('POST', '/api/codes/email', {
        form: { email: `rl${i}@example.com`, purpose: 'signup' },
      });
      codes.push(r.meta.code);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(Code.RATE_LIMITED);
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists stored mail and SMS newest first by default (no SMTP, dev SMS)', async () => {
    const r = await s.request('GET', '/api/dev/outbox');
    expect(r.meta.code).toBe(200);
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data.length).toBeLessThanOrEqual(50);
    const ids = r.data.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(new Set(r.data.map((e: { channel: string }) => e.channel))).toEqual(
      new Set(['email', 'sms', 'captcha']),
    );
  });

  it("shows each image captcha's answer under its id, and that answer passes the check", async () => {
    const spy = vi.spyOn(svgCaptcha, 'create');
    const cap = await s.request('GET', '/api/captcha');
    const text = (spy.mock.results.at(-1)!.value as { text: string }).text;
    const box = await s.request('GET', '/api/dev/outbox');
    const entry = box.data.find((e: { recipient: string }) => e.recipient === cap.data.captchaId);
    expect(entry).toMatchObject({
      channel: 'captcha',
      subject: 'Picture code',
      body: `Picture code: ${text}`,
    });
    const answer = /Picture code: (\w+)/.exec(entry.body)![1]!;
    const r = await s.request('POST', '/api/codes/sms', {
      form: {
        areaCode: '+852',
        mobile: '61112222',
        purpose: 'signup',
        captchaId: cap.data.captchaId,
        captchaText: answer,
      },
    });
    expect(r.meta.code).toBe(200);
  });

  it('is signed like every call', async () => {
    const r = await s.request('GET', '/api/dev/outbox', { unsigned: true });
    expect(r.meta.code).toBe(Code.SIGNATURE_MISSING);
  });
});

describe('dev mailbox switch', () => {
  /** A captcha whose answer is a marker no other stored value contains. */
  async function drawMarkedCaptcha(server: TestServer) {
    vi.spyOn(svgCaptcha, 'create').mockReturnValue({
      data: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      text: 'wqxz',
    });
    const r = await server.request('GET', '/api/captcha');
    expect(r.meta.code).toBe(200);
    return r.data.captchaId as string;
  }

  it('with the dev mailbox on, the captcha answer is in the outbox (the search below would find it)', async () => {
    await drawMarkedCaptcha(s);
    expect(await databaseText(s.database)).toContain('wqxz');
  });

  it('with the dev mailbox off (DEV_MAILBOX=false, or auto with SMTP), a captcha answer is stored nowhere', async () => {
    for (const env of [{ DEV_MAILBOX: 'false' as const }, { SMTP_URL: 'smtp://127.0.0.1:1' }]) {
      const off = await startTestServer(env);
      try {
        const captchaId = await drawMarkedCaptcha(off);
        const stored = await databaseText(off.database);
        expect(stored).toContain(captchaId); // the captcha is there, by id and hash…
        expect(stored).not.toContain('wqxz'); // …its answer is not
        expect(stored).not.toMatch(/"channel":"captcha"/);
        // The answer still passes: the captcha works without the mailbox.
        const r = await off.request('POST', '/api/codes/sms', {
          form: { areaCode: '+852', mobile: '61112223', purpose: 'signup', captchaId, captchaText: 'WQXZ' },
        });
        expect(r.meta.code).toBe(200);
      } finally {
        await off.close();
      }
    }
  });

  it('answers 404 when DEV_MAILBOX=false, and with auto once SMTP is configured', async () => {
    for (const env of [{ DEV_MAILBOX: 'false' as const }, { SMTP_URL: 'smtp://127.0.0.1:1' }]) {
      const off = await startTestServer(env);
      try {
        const r = await off.request('GET', '/api/dev/outbox');
        expect(r.meta.code).toBe(Code.NOT_FOUND);
        expect(r.status).toBe(404);
      } finally {
        await off.close();
      }
    }
  });
});
