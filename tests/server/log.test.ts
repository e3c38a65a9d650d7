import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { createMailer } from '../../server/notify/mailer';
import { closeServer } from '../support/oidc-provider';
import { startTestServer, type TestServer } from '../support/server';

// No password, one-time code, captcha answer or token appears in any log line or API answer (the
// token only in the login answer that hands it out). The members flows run through the app with the
// server's own logger at debug level, production-like delivery (SMTP and an SMS gateway, no dev mailbox)
// and failing deliveries, so that the code paths that do log are taken.

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

/** A local SMS gateway: records texts, refuses the next `failNext` messages with HTTP 500. */
const texts: { to: string; text: string }[] = [];
let failNext = 0;
const gateway: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    if (failNext > 0) {
      failNext--;
      res.writeHead(500).end();
      return;
    }
    texts.push(JSON.parse(body) as { to: string; text: string });
    res.writeHead(202).end('{}');
  });
});

/** A local SMTP server: takes mail, refuses the next `failNextMail` recipients (550). */
let failNextMail = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(_address, _session, cb) {
    if (failNextMail > 0) {
      failNextMail--;
      cb(new Error('550 mailbox unavailable'));
      return;
    }
    cb();
  },
  onData(stream, _session, cb) {
    stream.resume();
    stream.on('end', () => cb());
  },
});

let s: TestServer;
const secrets = { passwords: new Set<string>(), codes: new Set<string>(), captchas: new Set<string>() };
const tokens = new Set<string>();
/** Every API answer, as sent; `token` is the one it hands out when it is a login answer. */
const answers: { path: string; text: string; token: string | null }[] = [];
const LOGIN_PATHS = new Set([
  '/api/auth/signup',
  '/api/auth/signup-by-name',
  '/api/auth/login',
  '/api/auth/quick-login',
  '/api/auth/quick-email-login',
  '/api/auth/exchange',
  '/api/members/login-by-name',
]);

beforeAll(async () => {
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', () => r()));
  const port = (gateway.address() as { port: number }).port;
  const log = createLogger({ LOG_LEVEL: 'debug' }, sink);
  s = await startTestServer(
    {
      DEV_MAILBOX: 'false',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`,
      SMS_HTTP_TOKEN: 'gateway-secret',
    },
    { log },
  );
  // Mail goes through a local SMTP server that refuses some of it: those deliveries fail and are logged.
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  s.deps.mailer = createMailer({
    db: s.deps.db,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: 'x@y.z',
    log,
  });
});
afterAll(async () => {
  await s.close();
  await closeServer(gateway);
  await new Promise<void>((r) => smtp.close(() => r()));
});

/** A signed call that records its answer; every login-type answer's token joins the secrets. */
async function call(
  path: string,
  form: Record<string, string>,
  session?: { memberId: string; token: string },
) {
  for (const [k, v] of Object.entries(form)) if (/password|confirm/i.test(k)) secrets.passwords.add(v);
  s.clock.now = new Date(s.clock.now.getTime() + 61_000); // past the per-minute limits and resend waits
  const r = await s.request('POST', path, { form, ...(session ? { session } : {}) });
  const token = LOGIN_PATHS.has(path) && typeof r.data?.token === 'string' ? (r.data.token as string) : null;
  if (token) tokens.add(token);
  answers.push({ path, text: JSON.stringify({ meta: r.meta, data: r.data }), token });
  return r;
}

async function mailedCode(to: string): Promise<string> {
  const [row] = await s.deps.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row!.body)![1]!;
  secrets.codes.add(code);
  return code;
}

async function emailCode(email: string, purpose: string, session?: { memberId: string; token: string }) {
  expect((await call('/api/codes/email', { email, purpose }, session)).meta.code).toBe(200);
  return mailedCode(email);
}

async function smsCode(
  areaCode: string,
  mobile: string,
  purpose: string,
  session?: { memberId: string; token: string },
) {
  const spy = vi.spyOn(svgCaptcha, 'create');
  const cap = await s.request('GET', '/api/captcha');
  answers.push({ path: '/api/captcha', text: JSON.stringify(cap.data), token: null });
  const captchaText = (spy.mock.results.at(-1)!.value as { text: string }).text;
  spy.mockRestore();
  secrets.captchas.add(captchaText);
  const r = await call(
    '/api/codes/sms',
    { areaCode, mobile, purpose, captchaId: cap.data.captchaId, captchaText },
    session,
  );
  if (r.meta.code !== 200) return null;
  const code = /\b(\d{6})\b/.exec(texts.at(-1)!.text)![1]!;
  secrets.codes.add(code);
  return code;
}

const word = (x: string) => new RegExp(`(?<![A-Za-z0-9])${x}(?![A-Za-z0-9])`, 'i');

describe('secrets stay out of the logs and the answers', () => {
  it('runs sign-up, login, codes, password reset and bindings', async () => {
    // Sign-up by e-mail with a code (the SMTP server refuses the first mail: a logged failure), then log in
    // by password (a wrong one first).
    failNextMail = 1;
    expect((await call('/api/codes/email', { email: 'ann@example.com', purpose: 'signup' })).status).toBe(
      503,
    );
    const P1 = 'Annsecret#2026';
    const signup = await call('/api/auth/signup', {
      method: 'email',
      email: 'ann@example.com',
      code: await emailCode('ann@example.com', 'signup'),
      password: P1,
      confirm: P1,
      termsAccepted: 'true',
    });
    expect(signup.meta.code).toBe(200);
    expect(
      (await call('/api/auth/login', { email: 'ann@example.com', password: 'Wrongpass#77' })).status,
    ).toBe(401);
    const ann = await call('/api/auth/login', { email: 'ann@example.com', password: P1 });
    expect(ann.meta.code).toBe(200);
    const annSession = { memberId: ann.data.memberId as string, token: ann.data.token as string };

    // Sign-up and login by name.
    const P2 = 'Bobsecret#2026';
    const bob = await call('/api/auth/signup-by-name', {
      loginName: 'bob_secret',
      password: P2,
      confirm: P2,
      termsAccepted: 'true',
    });
    expect(bob.meta.code).toBe(200);
    const bobSession = { memberId: bob.data.memberId as string, token: bob.data.token as string };
    expect(
      (await call('/api/members/login-by-name', { loginName: 'bob_secret', password: P2 })).meta.code,
    ).toBe(200);

    // Bind a mobile (the gateway refuses the first SMS: a logged failure), then log in by SMS code.
    failNext = 1;
    expect(await smsCode('+852', '61234567', 'bind', annSession)).toBeNull();
    const bindCode = (await smsCode('+852', '61234567', 'bind', annSession))!;
    const bound = await call(
      '/api/account/bind-mobile',
      { areaCode: '+852', mobile: '61234567', code: bindCode },
      annSession,
    );
    expect(bound.meta.code).toBe(200);
    const loginCode = (await smsCode('+852', '61234567', 'login'))!;
    const bySms = await call('/api/auth/quick-login', {
      areaCode: '+852',
      mobile: '61234567',
      code: loginCode,
    });
    expect(bySms.meta.code).toBe(200);

    // Log in by e-mail code; a wrong code first.
    const emailLogin = await emailCode('ann@example.com', 'login');
    const wrong = String((Number(emailLogin) + 1) % 1_000_000).padStart(6, '0');
    secrets.codes.add(wrong);
    expect(
      (await call('/api/auth/quick-email-login', { email: 'ann@example.com', code: wrong })).meta.code,
    ).not.toBe(200);
    expect(
      (await call('/api/auth/quick-email-login', { email: 'ann@example.com', code: emailLogin })).meta.code,
    ).toBe(200);

    // Bob: clear the password, bind an e-mail, set a new password.
    expect((await call('/api/account/password/clear', { oldPassword: P2 }, bobSession)).meta.code).toBe(200);
    const bobMail = await emailCode('bob@example.com', 'bind', bobSession);
    expect(
      (await call('/api/account/bind-email', { email: 'bob@example.com', code: bobMail }, bobSession)).meta
        .code,
    ).toBe(200);
    expect((await call('/api/account/password', { password: 'Bobnewpass#88' }, bobSession)).meta.code).toBe(
      200,
    );

    // Reset Ann's password by e-mail code, then trade a session for a new one (exchange-token login).
    const P4 = 'Annreset#2027';
    const resetCode = await emailCode('ann@example.com', 'reset');
    expect(
      (
        await call('/api/auth/reset-password', {
          email: 'ann@example.com',
          code: resetCode,
          password: P4,
          confirm: P4,
        })
      ).meta.code,
    ).toBe(200);
    const fresh = await call('/api/auth/login', { email: 'ann@example.com', password: P4 });
    const exchanged = await call('/api/auth/exchange', {
      memberId: fresh.data.memberId,
      token: fresh.data.token,
    });
    expect(exchanged.meta.code).toBe(200);
    expect(
      (await call('/api/members/logout', {}, { memberId: fresh.data.memberId, token: exchanged.data.token }))
        .meta.code,
    ).toBe(200);

    expect(secrets.passwords.size).toBe(5);
    expect(secrets.codes.size).toBeGreaterThanOrEqual(7);
    expect(secrets.captchas.size).toBe(3);
    expect(tokens.size).toBeGreaterThanOrEqual(7);
  });

  it('logged the failed deliveries, and no line holds a password, code, captcha answer or token', () => {
    const log = lines.join('\n');
    // The logger did write: the refused SMS and the mail the SMTP server refused.
    expect(log).toContain('sms delivery failed');
    expect(log).toContain('mail delivery failed');
    expect(log).not.toContain('gateway-secret');
    for (const p of secrets.passwords) expect(log, 'a password').not.toContain(p);
    for (const t of tokens) expect(log, 'a token').not.toContain(t);
    for (const c of secrets.codes) expect(log, 'a one-time code').not.toMatch(word(c));
    for (const a of secrets.captchas) expect(log, 'a captcha answer').not.toMatch(word(a));
  });

  it('no answer holds one either, except the token a login answer hands out', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const a of answers) {
      const text = a.token ? a.text.replace(`"token":"${a.token}"`, '"token":"<handed out>"') : a.text;
      for (const p of secrets.passwords) expect(text, `${a.path}: a password`).not.toContain(p);
      for (const t of tokens) expect(text, `${a.path}: a token`).not.toContain(t);
      for (const c of secrets.codes) expect(text, `${a.path}: a code`).not.toMatch(word(c));
      for (const x of secrets.captchas) expect(text, `${a.path}: a captcha answer`).not.toMatch(word(x));
    }
  });
});
