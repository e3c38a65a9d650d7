import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, sessions } from '../../../server/db/schema';
import type { Mailer } from '../../../server/notify/mailer';
import { Code } from '../../../server/schemas/codes';
import { issueCode } from '../../../server/services/members/otp';
import { hashPassword, verifyPassword } from '../../../server/services/members/passwords';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
const PASSWORD = 'Secret2026pass';

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());
// Each test starts in a new minute: rate-limit buckets and the 60 s resend window start afresh.
beforeEach(() => {
  s.clock.now = new Date(s.clock.now.getTime() + 61_000);
});

/** Issues a real 'bind' code and returns it as the member would read it in the mail or SMS. */
async function bindCode(channel: 'email' | 'sms', recipient: string): Promise<string> {
  let text = '';
  const mailer: Mailer = {
    async enqueue(_tx, ...mails) {
      text = mails.map((m) => m.text).join('\n');
      return [];
    },
    async deliverPending() {},
    async deliverNow() {
      return true;
    },
    async send(m) {
      text = m.text;
    },
  };
  const sms = {
    async send(_to: string, body: string) {
      text = body;
    },
  };
  await issueCode({ db: s.deps.db, mailer, sms, now: s.deps.now }, { channel, recipient, purpose: 'bind' });
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error('no code in the message');
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function row(memberId: string) {
  const [m] = await s.deps.db.select().from(members).where(eq(members.id, memberId));
  return m!;
}

describe('getLoginSettings', () => {
  it('answers the bound contacts and the password state, and needs a session', async () => {
    const me = await createTestSession(s.deps.db, { email: 'settings@x.local' });
    const res = await s.request('GET', '/api/account/settings', { session: me });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      loginName: null,
      email: 'settings@x.local',
      mobile: null,
      hasPassword: false,
      googleBound: false,
    });
    expect((await s.request('GET', '/api/account/settings')).meta.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('bindEmail', () => {
  it('refuses a wrong code and leaves the e-mail as it was', async () => {
    const me = await createTestSession(s.deps.db, { email: 'old1@x.local' });
    const code = await bindCode('email', 'new1@x.local');
    const res = await s.request('POST', '/api/account/bind-email', {
      session: me,
      form: { email: 'new1@x.local', code: wrong(code) },
    });
    expect(res.meta.code).toBe(Code.CODE_WRONG);
    expect((await row(me.memberId)).email).toBe('old1@x.local');
  });

  it('replaces the e-mail with the right code (case-insensitively) and marks it verified', async () => {
    const me = await createTestSession(s.deps.db, { email: 'old2@x.local' });
    const code = await bindCode('email', 'new2@x.local');
    const res = await s.request('POST', '/api/account/bind-email', {
      session: me,
      form: { email: ' New2@X.local ', code },
    });
    expect(res.status).toBe(200);
    expect(res.data.email).toBe('new2@x.local');
    const m = await row(me.memberId);
    expect(m.email).toBe('new2@x.local');
    expect(m.emailVerifiedAt?.getTime()).toBe(s.clock.now.getTime());
    // Single use: the same code cannot bind again.
    const again = await s.request('POST', '/api/account/bind-email', {
      session: me,
      form: { email: 'new2@x.local', code },
    });
    expect(again.meta.code).toBe(Code.CODE_EXPIRED);
  });

  it('refuses an address another member holds', async () => {
    await createTestSession(s.deps.db, { email: 'taken@x.local' });
    const me = await createTestSession(s.deps.db, { email: 'mine3@x.local' });
    const code = await bindCode('email', 'taken@x.local');
    const res = await s.request('POST', '/api/account/bind-email', {
      session: me,
      form: { email: 'TAKEN@x.local', code },
    });
    expect(res.meta.code).toBe(Code.ALREADY_REGISTERED);
    expect((await row(me.memberId)).email).toBe('mine3@x.local');
  });

  it('replacing the e-mail while a login password is set needs the password cleared first', async () => {
    const me = await createTestSession(s.deps.db, { email: 'pw4@x.local' });
    await s.deps.db
      .update(members)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(members.id, me.memberId));
    const code = await bindCode('email', 'new4@x.local');
    const refused = await s.request('POST', '/api/account/bind-email', {
      session: me,
      form: { email: 'new4@x.local', code },
    });
    expect(refused.meta.code).toBe(Code.PASSWORD_NOT_SET_FIRST);

    const badClear = await s.request('POST', '/api/account/password/clear', {
      session: me,
      form: { oldPassword: 'Wrong2026pass' },
    });
    expect(badClear.meta.code).toBe(Code.UNAUTHORIZED);
    const cleared = await s.request('POST', '/api/account/password/clear', {
      session: me,
      form: { oldPassword: PASSWORD },
    });
    expect(cleared.data.hasPassword).toBe(false);
    // The refused attempt did not consume the code: it binds now.
    const bound = await s.request('POST', '/api/account/bind-email', {
      session: me,
      form: { email: 'new4@x.local', code },
    });
    expect(bound.data.email).toBe('new4@x.local');
  });

  it('needs a session', async () => {
    const res = await s.request('POST', '/api/account/bind-email', {
      form: { email: 'x@x.local', code: '123456' },
    });
    expect(res.meta.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('bindMobile', () => {
  it('validates the number for its area code', async () => {
    const me = await createTestSession(s.deps.db);
    const res = await s.request('POST', '/api/account/bind-mobile', {
      session: me,
      form: { areaCode: '+852', mobile: '1234', code: '123456' },
    });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(res.data).toEqual([expect.objectContaining({ path: 'mobile' })]);
  });

  it('binds with the SMS code, refuses a wrong one and a number another member holds', async () => {
    const me = await createTestSession(s.deps.db);
    const code = await bindCode('sms', '+85291234567');
    const bad = await s.request('POST', '/api/account/bind-mobile', {
      session: me,
      form: { areaCode: '+852', mobile: '91234567', code: wrong(code) },
    });
    expect(bad.meta.code).toBe(Code.CODE_WRONG);
    expect((await row(me.memberId)).mobile).toBeNull();

    const good = await s.request('POST', '/api/account/bind-mobile', {
      session: me,
      form: { areaCode: '+852', mobile: '91234567', code },
    });
    expect(good.status).toBe(200);
    expect(good.data.mobile).toBe('+85291234567');
    expect((await row(me.memberId)).mobileVerifiedAt).not.toBeNull();

    s.clock.now = new Date(s.clock.now.getTime() + 61_000);
    const other = await createTestSession(s.deps.db);
    const code2 = await bindCode('sms', '+85291234567');
    const taken = await s.request('POST', '/api/account/bind-mobile', {
      session: other,
      form: { areaCode: '+852', mobile: '91234567', code: code2 },
    });
    expect(taken.meta.code).toBe(Code.ALREADY_REGISTERED);
    expect((await row(other.memberId)).mobile).toBeNull();
  });
});

describe('setLoginPassword', () => {
  it('sets a first password without an old one, then changes it only with the right old one', async () => {
    const me = await createTestSession(s.deps.db);
    const other = await createTestSession(s.deps.db);
    const set = await s.request('POST', '/api/account/password', {
      session: me,
      form: { password: PASSWORD },
    });
    expect(set.status).toBe(200);
    expect(set.data.hasPassword).toBe(true);
    expect(JSON.stringify(set)).not.toMatch(/argon2|passwordHash/);
    expect(await verifyPassword((await row(me.memberId)).passwordHash!, PASSWORD)).toBe(true);

    const noOld = await s.request('POST', '/api/account/password', {
      session: me,
      form: { password: 'Another2026pw' },
    });
    expect(noOld.meta.code).toBe(Code.UNAUTHORIZED);
    const wrongOld = await s.request('POST', '/api/account/password', {
      session: me,
      form: { password: 'Another2026pw', oldPassword: 'Wrong2026pass' },
    });
    expect(wrongOld.meta.code).toBe(Code.UNAUTHORIZED);
    expect(await verifyPassword((await row(me.memberId)).passwordHash!, PASSWORD)).toBe(true);

    const changed = await s.request('POST', '/api/account/password', {
      session: me,
      form: { password: 'Another2026pw', oldPassword: PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await verifyPassword((await row(me.memberId)).passwordHash!, 'Another2026pw')).toBe(true);
    // The calling session survives the change; another member's session is untouched.
    expect((await s.request('GET', '/api/account/settings', { session: me })).status).toBe(200);
    expect((await s.request('GET', '/api/account/settings', { session: other })).status).toBe(200);
  });

  it('refuses a password outside the rules (spec §5)', async () => {
    const me = await createTestSession(s.deps.db);
    for (const password of [
      'Short1a',
      'alllower2026',
      'ALLUPPER2026',
      'NoDigitsHere',
      'Waytoolong2026Password',
    ]) {
      const res = await s.request('POST', '/api/account/password', { session: me, form: { password } });
      expect(res.meta.code, password).toBe(Code.VALIDATION_FAILED);
    }
    expect((await row(me.memberId)).passwordHash).toBeNull();
  });
});

describe('exchangeTokenLogin', () => {
  it('trades a live session for a new one on this device; both keep working', async () => {
    const me = await createTestSession(s.deps.db, { name: 'Qr Member' });
    const res = await s.request('POST', '/api/auth/exchange', { form: me });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ memberId: me.memberId, name: 'Qr Member' });
    expect(res.data.token).not.toBe(me.token);
    const fresh = { memberId: me.memberId, token: res.data.token as string };
    expect((await s.request('GET', '/api/account/settings', { session: fresh })).status).toBe(200);
    expect((await s.request('GET', '/api/account/settings', { session: me })).status).toBe(200);
  });

  it('answers 401 for an unknown token, a token of another member, or an expired session', async () => {
    const me = await createTestSession(s.deps.db);
    const other = await createTestSession(s.deps.db);
    const before = (await s.deps.db.select().from(sessions)).length;
    for (const form of [
      { memberId: me.memberId, token: 'x'.repeat(64) },
      { memberId: other.memberId, token: me.token },
    ]) {
      expect((await s.request('POST', '/api/auth/exchange', { form })).meta.code).toBe(Code.UNAUTHORIZED);
    }
    s.clock.now = new Date(s.clock.now.getTime() + 2 * 86_400_000);
    const expired = await s.request('POST', '/api/auth/exchange', { form: me });
    expect(expired.meta.code).toBe(Code.UNAUTHORIZED);
    expect((await s.deps.db.select().from(sessions)).length).toBe(before);
  });
});
