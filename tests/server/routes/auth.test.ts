import { desc, eq, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { members, outbox, sessions } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { createSmsProvider } from '../../../server/notify/sms';
import { issueCode, type OtpPurpose } from '../../../server/services/members/otp';
import { hashPassword } from '../../../server/services/members/passwords';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
const PASSWORD = 'Secret2026';
const NEW_PASSWORD = 'Fresh#Pass99';

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());
// The login and otp buckets allow 10 requests a minute per client: each test starts in a new minute.
beforeEach(() => tick());

function tick() {
  s.clock.now = new Date(s.clock.now.getTime() + 61_000);
}

/** The 6-digit code in the newest message sent to `recipient` (the dev outbox is the mailbox). */
async function codeSentTo(recipient: string): Promise<string> {
  const [row] = await s.deps.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** A code obtained the way a user gets one: POST /api/codes/email, then the mailbox. */
async function emailCode(email: string, purpose: OtpPurpose): Promise<string> {
  const r = await s.request('POST', '/api/codes/email', { form: { email, purpose } });
  expect(r.meta.code, JSON.stringify(r.meta)).toBe(200);
  return codeSentTo(email.toLowerCase());
}

/** An SMS code through the real route: a solved image captcha, POST /api/codes/sms, then the SMS outbox. */
async function smsCode(areaCode: string, mobile: string, purpose: OtpPurpose): Promise<string> {
  const spy = vi.spyOn(svgCaptcha, 'create');
  const cap = await s.request('GET', '/api/captcha');
  const captchaText = (spy.mock.results.at(-1)!.value as { text: string }).text;
  spy.mockRestore();
  const r = await s.request('POST', '/api/codes/sms', {
    form: { areaCode, mobile, purpose, captchaId: cap.data.captchaId, captchaText },
  });
  expect(r.meta.code, JSON.stringify(r.meta)).toBe(200);
  return codeSentTo(`${areaCode}${mobile}`);
}

/** Issues a code directly (the code routes send nothing for unknown login/reset contacts by design). */
async function directCode(channel: 'email' | 'sms', recipient: string, purpose: OtpPurpose) {
  const { db, mailer, env, log, now } = s.deps;
  await issueCode({ db, mailer, sms: createSmsProvider(env, db, log), now }, { channel, recipient, purpose });
  return codeSentTo(recipient);
}

/** No answer may carry a password, a code or a stored hash (DESIGN §4). */
function expectNoSecrets(answer: unknown, ...secrets: string[]) {
  const text = JSON.stringify(answer);
  expect(text).not.toMatch(/passwordHash|password_hash|tokenHash|codeHash|argon2/i);
  for (const x of secrets) expect(text).not.toContain(x);
}

/** YYYY-MM-DD of the day `years` years before the test clock, shifted by `days`. */
function birthdayYearsAgo(years: number, days = 0): string {
  const d = new Date(s.clock.now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const signupEmail = (form: Record<string, string>) =>
  s.request('POST', '/api/auth/signup', {
    form: { method: 'email', password: PASSWORD, confirm: PASSWORD, termsAccepted: 'true', ...form },
  });

async function member(where: ReturnType<typeof sql>) {
  const [m] = await s.deps.db.select().from(members).where(where);
  return m;
}

describe('signup by e-mail', () => {
  it('creates a verified member with the extras, logs in, and answers no secret', async () => {
    const code = await emailCode('New.One@Example.com', 'signup');
    const birthday = birthdayYearsAgo(30);
    const r = await signupEmail({
      email: 'New.One@Example.com',
      code,
      name: 'New One',
      englishFirstName: 'Nora',
      englishLastName: 'Ng',
      birthday,
      optInMarketing: 'true',
      optInNewsletter: 'false',
    });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ name: 'New One' });
    expectNoSecrets(r, PASSWORD, code);

    const m = await member(sql`lower(email) = 'new.one@example.com'`);
    expect(m).toMatchObject({
      id: r.data.memberId,
      email: 'new.one@example.com',
      englishFirstName: 'Nora',
      englishLastName: 'Ng',
      birthday,
      optIns: { marketing: true, newsletter: false },
    });
    expect(m!.emailVerifiedAt).toEqual(s.clock.now);
    expect(m!.mobileVerifiedAt).toBeNull();
    expect(m!.passwordHash).toMatch(/^\$argon2id\$/);

    const detail = await s.request('GET', '/api/members/detail', {
      session: { memberId: r.data.memberId, token: r.data.token },
    });
    expect(detail.status).toBe(200);
    expect(detail.data.memberLite.email).toBe('new.one@example.com');

    // The new password logs in by e-mail.
    const login = await s.request('POST', '/api/auth/login', {
      form: { email: 'new.one@example.com', password: PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.data.memberId).toBe(r.data.memberId);
  });

  it('a wrong code answers 4301 and leaves no member; the right code still works after it', async () => {
    const code = await emailCode('wrong@example.com', 'signup');
    const wrong = code === '000000' ? '111111' : '000000';
    const r = await signupEmail({ email: 'wrong@example.com', code: wrong });
    expect(r.status).toBe(400);
    expect(r.meta).toEqual({ code: Code.CODE_WRONG, message: 'code_wrong' });
    expectNoSecrets(r, code);
    expect(await member(sql`email = 'wrong@example.com'`)).toBeUndefined();

    const ok = await signupEmail({ email: 'wrong@example.com', code });
    expect(ok.status).toBe(200);
    // Without a name, the member is called after the e-mail's local part.
    expect(ok.data.name).toBe('wrong');
  });

  it('an expired code answers 4302', async () => {
    const code = await emailCode('late@example.com', 'signup');
    s.clock.now = new Date(s.clock.now.getTime() + 10 * 60_000 + 1000);
    const r = await signupEmail({ email: 'late@example.com', code });
    expect(r.meta.code).toBe(Code.CODE_EXPIRED);
    expect(await member(sql`email = 'late@example.com'`)).toBeUndefined();
  });

  it('an e-mail that was never sent a sign-up code answers 9011 (e-mail not verified)', async () => {
    const r = await signupEmail({ email: 'never-verified@example.com', code: '123456' });
    expect(r.status).toBe(400);
    expect(r.meta).toEqual({ code: Code.NO_LOGIN_PASSWORD, message: 'email_not_verified' });
  });

  it('an already registered e-mail answers 4304, at the code request and at sign-up', async () => {
    const code = await emailCode('twice@example.com', 'signup');
    expect((await signupEmail({ email: 'twice@example.com', code })).status).toBe(200);
    tick();
    const again = await s.request('POST', '/api/codes/email', {
      form: { email: 'TWICE@example.com', purpose: 'signup' },
    });
    expect(again.meta.code).toBe(Code.ALREADY_REGISTERED);
    const r = await signupEmail({ email: 'Twice@Example.com', code });
    expect(r.status).toBe(409);
    expect(r.meta.code).toBe(Code.ALREADY_REGISTERED);
    const [{ n }] = (await s.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(sql`lower(email) = 'twice@example.com'`)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses a weak password, a mismatched confirmation and missing terms with field issues', async () => {
    const code = await emailCode('weak@example.com', 'signup');
    const cases: [Record<string, string>, string, string][] = [
      [{ password: 'short1A', confirm: 'short1A' }, 'password', 'password_length'],
      [{ password: 'alllowercase1', confirm: 'alllowercase1' }, 'password', 'password_upper'],
      [{ password: 'ALLUPPERCASE1', confirm: 'ALLUPPERCASE1' }, 'password', 'password_lower'],
      [{ password: 'NoDigitsHere', confirm: 'NoDigitsHere' }, 'password', 'password_digit'],
      [
        { password: 'Abcdefgh12345678901234', confirm: 'Abcdefgh12345678901234' },
        'password',
        'password_length',
      ],
      [{ password: PASSWORD, confirm: 'Secret2027' }, 'confirm', 'password_mismatch'],
      [{ termsAccepted: 'false' }, 'termsAccepted', 'terms'],
    ];
    for (const [form, path, message] of cases) {
      const r = await signupEmail({ email: 'weak@example.com', code, ...form });
      expect(r.meta.code, message).toBe(Code.VALIDATION_FAILED);
      expect(r.data).toContainEqual({ path, message });
      expectNoSecrets(r, code, form.password ?? PASSWORD);
    }
    // Symbols are allowed; the code was not spent by the refusals.
    tick();
    const ok = await signupEmail({
      email: 'weak@example.com',
      code,
      password: 'Ab1!@#$%^&*',
      confirm: 'Ab1!@#$%^&*',
    });
    expect(ok.status).toBe(200);
  });

  it('checks the age (18–99) on the server clock: 17 and 100 refused, 18 and 99 accepted', async () => {
    for (const [years, days, accepted] of [
      [18, 1, false], // turns 18 tomorrow: 17
      [100, 0, false], // 100 today
      [18, 0, true], // 18 today
      [100, 1, true], // turns 100 tomorrow: 99
    ] as const) {
      tick();
      const email = `age-${years}-${days}@example.com`;
      const code = await emailCode(email, 'signup');
      const r = await signupEmail({ email, code, birthday: birthdayYearsAgo(years, days) });
      if (accepted) {
        expect(r.status, `${years}/${days}`).toBe(200);
      } else {
        expect(r.meta.code, `${years}/${days}`).toBe(Code.VALIDATION_FAILED);
        expect(r.data).toEqual([{ path: 'birthday', message: 'age_out_of_range' }]);
        expect(await member(sql`email = ${email}`)).toBeUndefined();
      }
    }
    const bad = await signupEmail({ email: 'x@example.com', code: '123456', birthday: '2001-02-30' });
    expect(bad.data).toContainEqual({ path: 'birthday', message: 'birthday' });
  });
});

describe('signup by mobile and by login name', () => {
  it('signs up by mobile with the SMS code; the mobile is verified; a second sign-up answers 4304', async () => {
    const code = await smsCode('+852', '91234567', 'signup');
    const form = {
      method: 'mobile',
      areaCode: '+852',
      mobile: '91234567',
      code,
      password: PASSWORD,
      termsAccepted: 'true',
    };
    const r = await s.request('POST', '/api/auth/signup', { form });
    expect(r.status).toBe(200);
    expectNoSecrets(r, PASSWORD, code);
    const m = await member(sql`mobile = '+85291234567'`);
    expect(m!.id).toBe(r.data.memberId);
    expect(m!.mobileVerifiedAt).toEqual(s.clock.now);
    expect(m!.name).toBe('912****67');

    const again = await s.request('POST', '/api/auth/signup', { form });
    expect(again.meta.code).toBe(Code.ALREADY_REGISTERED);
  });

  it('validates the mobile per area code', async () => {
    const r = await s.request('POST', '/api/auth/signup', {
      form: {
        method: 'mobile',
        areaCode: '+86',
        mobile: '12812345678',
        code: '123456',
        password: PASSWORD,
        termsAccepted: 'true',
      },
    });
    expect(r.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(r.data).toContainEqual({ path: 'mobile', message: 'mobile' });
  });

  it('signs up by login name; a taken name (any case) answers 4304; names are 3–32 letters, digits, _ .', async () => {
    const form = { loginName: 'new.user_1', password: PASSWORD, confirm: PASSWORD, termsAccepted: 'true' };
    const r = await s.request('POST', '/api/auth/signup-by-name', { form });
    expect(r.status).toBe(200);
    expect(r.data.name).toBe('new.user_1');
    expectNoSecrets(r, PASSWORD);
    const byName = await s.request('POST', '/api/members/login-by-name', {
      form: { loginName: 'new.user_1', password: PASSWORD },
    });
    expect(byName.data.memberId).toBe(r.data.memberId);

    const taken = await s.request('POST', '/api/auth/signup-by-name', {
      form: { ...form, loginName: 'NEW.USER_1' },
    });
    expect(taken.status).toBe(409);
    expect(taken.meta.code).toBe(Code.ALREADY_REGISTERED);

    for (const loginName of ['ab', 'a'.repeat(33), 'has space', 'émile']) {
      const bad = await s.request('POST', '/api/auth/signup-by-name', { form: { ...form, loginName } });
      expect(bad.meta.code, loginName).toBe(Code.VALIDATION_FAILED);
    }
  });

  it('e-mail and login name look-ups answer {exists}', async () => {
    await s.deps.db.insert(members).values({ name: 'Ex', email: 'exists@example.com', loginName: 'exister' });
    const q = (path: string, query: Record<string, string>) => s.request('GET', path, { query });
    expect((await q('/api/auth/email-exists', { email: 'EXISTS@example.com' })).data).toEqual({
      exists: true,
    });
    expect((await q('/api/auth/email-exists', { email: 'nobody@example.com' })).data).toEqual({
      exists: false,
    });
    expect((await q('/api/auth/login-name-exists', { loginName: 'Exister' })).data).toEqual({ exists: true });
    expect((await q('/api/auth/login-name-exists', { loginName: 'nobody' })).data).toEqual({ exists: false });
    expect((await q('/api/auth/email-exists', { email: 'not-an-email' })).meta.code).toBe(
      Code.VALIDATION_FAILED,
    );
  });

  it('rate-limits the look-ups to 30 a minute per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await s.request('GET', '/api/auth/login-name-exists', { query: { loginName: `n${i}` } })).status,
      );
    expect(statuses.slice(0, 30).every((x) => x === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('login by code', () => {
  let memberId: string;
  beforeAll(async () => {
    const [m] = await s.deps.db
      .insert(members)
      .values({ name: 'Coder', email: 'coder@example.com', mobile: '+8613812345678' })
      .returning({ id: members.id });
    memberId = m!.id;
  });

  it('quickLogin: mobile + SMS code logs in and marks the mobile verified', async () => {
    const code = await smsCode('+86', '13812345678', 'login');
    const r = await s.request('POST', '/api/auth/quick-login', {
      form: { areaCode: '+86', mobile: '13812345678', code },
    });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ memberId, name: 'Coder' });
    expectNoSecrets(r, code);
    expect((await member(sql`id = ${memberId}`))!.mobileVerifiedAt).toEqual(s.clock.now);
  });

  it('quickEmailLogin: e-mail + code logs in; the same code again answers 4302 (single use)', async () => {
    const code = await emailCode('coder@example.com', 'login');
    const r = await s.request('POST', '/api/auth/quick-email-login', {
      form: { email: 'Coder@Example.com', code },
    });
    expect(r.status).toBe(200);
    expect(r.data.memberId).toBe(memberId);
    expectNoSecrets(r, code);
    const reused = await s.request('POST', '/api/auth/quick-email-login', {
      form: { email: 'coder@example.com', code },
    });
    expect(reused.meta.code).toBe(Code.CODE_EXPIRED);
  });

  it('a wrong code answers 4301; a code for another purpose does not log in', async () => {
    const code = await emailCode('coder@example.com', 'login');
    const wrong = code === '999999' ? '888888' : '999999';
    const r = await s.request('POST', '/api/auth/quick-email-login', {
      form: { email: 'coder@example.com', code: wrong },
    });
    expect(r.meta.code).toBe(Code.CODE_WRONG);
    tick();
    const resetCode = await emailCode('coder@example.com', 'reset');
    const cross = await s.request('POST', '/api/auth/quick-email-login', {
      form: { email: 'coder@example.com', code: resetCode },
    });
    expect([Code.CODE_WRONG, Code.CODE_EXPIRED]).toContain(cross.meta.code);
  });

  it('an unknown account with a valid code answers 404 account unavailable', async () => {
    const code = await directCode('email', 'ghost@example.com', 'login');
    const r = await s.request('POST', '/api/auth/quick-email-login', {
      form: { email: 'ghost@example.com', code },
    });
    expect(r.status).toBe(404);
    expect(r.meta).toEqual({ code: 404, message: 'account_unavailable' });
    const sms = await directCode('sms', '+85298765432', 'login');
    const r2 = await s.request('POST', '/api/auth/quick-login', {
      form: { areaCode: '+852', mobile: '98765432', code: sms },
    });
    expect(r2.status).toBe(404);
    expect(r2.meta.message).toBe('account_unavailable');
  });

  it('an unknown account without a code answers 4302, like a known one (no enumeration)', async () => {
    const r = await s.request('POST', '/api/auth/quick-email-login', {
      form: { email: 'nobody@example.com', code: '123456' },
    });
    expect(r.meta.code).toBe(Code.CODE_EXPIRED);
  });
});

describe('login by e-mail and password', () => {
  beforeAll(async () => {
    const passwordHash = await hashPassword(PASSWORD);
    await s.deps.db.insert(members).values([
      { name: 'Pat', email: 'pat@example.com', passwordHash },
      { name: 'Nopw', email: 'nopw@example.com' },
      { name: 'Lock', email: 'lock@example.com', passwordHash },
    ]);
  });
  const login = (email: string, password: string) =>
    s.request('POST', '/api/auth/login', { form: { email, password } });

  it('logs in (e-mail in any case) and answers no secret', async () => {
    const r = await login('PAT@example.com', PASSWORD);
    expect(r.status).toBe(200);
    expect(r.data.name).toBe('Pat');
    expectNoSecrets(r, PASSWORD);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await login('pat@example.com', 'Wrong2026');
    const unknown = await login('who@example.com', PASSWORD);
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.meta).toEqual({ code: 401, message: 'wrong_account_or_password' });
    }
  });

  it('answers 9011 when the member has no login password', async () => {
    const r = await login('nopw@example.com', PASSWORD);
    expect(r.meta).toEqual({ code: Code.NO_LOGIN_PASSWORD, message: 'no_login_password' });
  });

  it('locks after 5 failures in 15 minutes; a password reset lifts the lock and ends old sessions', async () => {
    const before = await login('lock@example.com', PASSWORD);
    expect(before.status).toBe(200);
    const oldSession = { memberId: before.data.memberId, token: before.data.token };
    for (let i = 0; i < 5; i++) expect((await login('lock@example.com', `Wrong${i}x`)).status).toBe(401);
    const locked = await login('lock@example.com', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.meta.code).toBe(Code.ACCOUNT_LOCKED);

    tick();
    const code = await emailCode('lock@example.com', 'reset');
    const reset = await s.request('POST', '/api/auth/reset-password', {
      form: { email: 'lock@example.com', code, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(reset.data).toEqual({ reset: true });
    expectNoSecrets(reset, code, NEW_PASSWORD);

    expect((await s.request('GET', '/api/members/detail', { session: oldSession })).status).toBe(401);
    expect((await login('lock@example.com', PASSWORD)).status).toBe(401);
    const after = await login('lock@example.com', NEW_PASSWORD);
    expect(after.status).toBe(200);
  });
});

describe('reset password by e-mail', () => {
  it('keeps the session the reset is made from, ends the others, and sets the e-mail verified', async () => {
    const [m] = await s.deps.db
      .insert(members)
      .values({ name: 'Res', email: 'res@example.com', passwordHash: await hashPassword(PASSWORD) })
      .returning({ id: members.id });
    const a = await s.request('POST', '/api/auth/login', {
      form: { email: 'res@example.com', password: PASSWORD },
    });
    const b = await s.request('POST', '/api/auth/login', {
      form: { email: 'res@example.com', password: PASSWORD },
    });
    const code = await emailCode('res@example.com', 'reset');
    const r = await s.request('POST', '/api/auth/reset-password', {
      session: { memberId: m!.id, token: a.data.token },
      form: { email: 'res@example.com', code, password: NEW_PASSWORD },
    });
    expect(r.status).toBe(200);
    const left = await s.deps.db.select().from(sessions).where(eq(sessions.memberId, m!.id));
    expect(left).toHaveLength(1);
    expect(
      (await s.request('GET', '/api/members/detail', { session: { memberId: m!.id, token: a.data.token } }))
        .status,
    ).toBe(200);
    expect(
      (await s.request('GET', '/api/members/detail', { session: { memberId: m!.id, token: b.data.token } }))
        .status,
    ).toBe(401);
    expect((await member(sql`id = ${m!.id}`))!.emailVerifiedAt).toEqual(s.clock.now);
  });

  it('refuses a wrong code (4301), a weak password (4200), and an unknown account (404)', async () => {
    await s.deps.db.insert(members).values({ name: 'R2', email: 'r2@example.com' });
    const code = await emailCode('r2@example.com', 'reset');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await s.request('POST', '/api/auth/reset-password', {
      form: { email: 'r2@example.com', code: wrong, password: NEW_PASSWORD },
    });
    expect(bad.meta.code).toBe(Code.CODE_WRONG);
    const weak = await s.request('POST', '/api/auth/reset-password', {
      form: { email: 'r2@example.com', code, password: 'weakpass' },
    });
    expect(weak.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(weak.data).toContainEqual({ path: 'password', message: 'password_upper' });
    expect((await member(sql`email = 'r2@example.com'`))!.passwordHash).toBeNull();

    const ghost = await directCode('email', 'ghost-reset@example.com', 'reset');
    const r = await s.request('POST', '/api/auth/reset-password', {
      form: { email: 'ghost-reset@example.com', code: ghost, password: NEW_PASSWORD },
    });
    expect(r.status).toBe(404);
  });
});

describe('rate limit and documentation', () => {
  it('limits the sign-up and login routes to 10 a minute per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await s.request('POST', '/api/auth/login', { form: { email: 'rl@example.com', password: 'x' } }))
          .status,
      );
    expect(statuses.slice(0, 10).every((x) => x === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('publishes the operations in OpenAPI', async () => {
    const doc = JSON.stringify(await (await s.app.request('/api/openapi.json')).json());
    for (const id of [
      'signup',
      'signupByName',
      'quickLogin',
      'quickEmailLogin',
      'login',
      'resetPasswordByEmail',
      'emailExists',
      'loginNameExists',
    ])
      expect(doc).toContain(`"${id}"`);
  });
});
