import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginFailures, members, sessions } from '../../../server/db/schema';
import { hashPassword } from '../../../server/services/members/passwords';
import { startTestServer, type TestServer } from '../../support/server';
import { Code } from '../../../server/schemas/codes';

let s: TestServer;
let aliceId: string;
let carolId: string;
const PASSWORD = 'Secret2026pass';

beforeAll(async () => {
  s = await startTestServer();
  const passwordHash = await hashPassword(PASSWORD);
  const rows = await s.deps.db
    .insert(members)
    .values([
      { loginName: 'alice', email: 'alice@x.local', name: 'Alice', passwordHash, permiTagValues: ['CREATE'] },
      { loginName: 'bob', name: 'Bob', passwordHash },
      { loginName: 'carol', email: 'carol@x.local', name: 'Carol' },
    ])
    .returning({ id: members.id, loginName: members.loginName });
  aliceId = rows.find((r) => r.loginName === 'alice')!.id;
  carolId = rows.find((r) => r.loginName === 'carol')!.id;
});
afterAll(() => s.close());
// The login bucket allows 10 attempts a minute per client: each test starts in a new minute.
beforeEach(() => {
  s.clock.now = new Date(s.clock.now.getTime() + 61_000);
});

const login = (loginName: string, password: string) =>
  s.request('POST', '/api/members/login-by-name', { form: { loginName, password } });

/** Every answer must be free of credentials other than the login token itself. */
function expectNoSecrets(answer: unknown) {
  expect(JSON.stringify(answer)).not.toMatch(/passwordHash|password_hash|tokenHash|token_hash|argon2/i);
}

describe('loginByName', () => {
  it('logs in, and the token opens the member detail', async () => {
    const res = await login('Alice', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ memberId: aliceId, name: 'Alice' });
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expectNoSecrets(res);

    const detail = await s.request('GET', '/api/members/detail', {
      session: { memberId: aliceId, token: res.data.token },
    });
    expect(detail.status).toBe(200);
    expect(detail.data).toEqual({
      memberId: aliceId,
      name: 'Alice',
      displayImage1: null,
      walletAddress: null,
      memberLite: { loginName: 'alice', email: 'alice@x.local', mobile: null, permiTagValues: ['CREATE'] },
      wallets: [],
      language: null,
      memberType: 'B2C',
    });
    expectNoSecrets(detail);
  });

  it('answers the same 401 for a wrong password and an unknown name', async () => {
    const wrong = await login('bob', 'nope-nope');
    const unknown = await login('nobody', PASSWORD);
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.meta).toEqual({ code: 401, message: 'wrong_account_or_password' });
      expect(r.data).toBeNull();
    }
  });

  it('answers 9011 for a member without a login password', async () => {
    const res = await login('carol', 'anything1A');
    expect(res.status).toBe(400);
    expect(res.meta.code).toBe(9011);
  });

  it('refuses an empty form with field issues', async () => {
    const res = await login('', '');
    expect(res.meta.code).toBe(4200);
    expect(res.data.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['loginName']));
  });

  it('locks the account after 5 failures in 15 minutes, even for the right password', async () => {
    const [dave] = await s.deps.db
      .insert(members)
      .values({ loginName: 'dave', name: 'Dave', passwordHash: await hashPassword(PASSWORD) })
      .returning({ id: members.id });
    for (let i = 0; i < 5; i++) expect((await login('dave', `wrong${i}`)).status).toBe(401);
    const locked = await login('dave', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.meta.code).toBe(Code.ACCOUNT_LOCKED);
    expect(locked.meta.message).toBe('account_locked');

    const start = s.clock.now;
    s.clock.now = new Date(start.getTime() + 15 * 60_000 + 1000);
    try {
      const again = await login('dave', PASSWORD);
      expect(again.status).toBe(200);
      expect(again.data.memberId).toBe(dave!.id);
      const left = await s.deps.db
        .select()
        .from(loginFailures)
        .where(sql`member_id = ${dave!.id}`);
      expect(left).toEqual([]);
    } finally {
      s.clock.now = start;
    }
  });

  it('rate-limits login attempts per client to 10 a minute', async () => {
    const t = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const r = await t.request('POST', '/api/members/login-by-name', {
          form: { loginName: 'x', password: 'y' },
        });
        statuses.push(r.status);
      }
      expect(statuses.slice(0, 10).every((st) => st === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    const { data } = await login('alice', PASSWORD);
    const rows = await s.deps.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(data.token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    const mine = rows.find((r) => r.memberId === aliceId)!;
    const days = (mine.expiresAt.getTime() - mine.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(s.deps.env.SESSION_TTL_DAYS);
  });

  it('logout ends the session: the token no longer opens the detail', async () => {
    const { data } = await login('alice', PASSWORD);
    const session = { memberId: aliceId, token: data.token };
    expect((await s.request('GET', '/api/members/detail', { session })).status).toBe(200);
    const out = await s.request('POST', '/api/members/logout', { session, form: {} });
    expect(out.status).toBe(200);
    const after = await s.request('GET', '/api/members/detail', { session });
    expect(after.status).toBe(401);
    expect((await s.request('POST', '/api/members/logout', { session, form: {} })).status).toBe(401);
  });

  it('a token only works with its own member id', async () => {
    const { data } = await login('alice', PASSWORD);
    const res = await s.request('GET', '/api/members/detail', {
      session: { memberId: carolId, token: data.token },
    });
    expect(res.status).toBe(401);
  });
});

describe('getMemberDetail', () => {
  it('requires login', async () => {
    expect((await s.request('GET', '/api/members/detail')).status).toBe(401);
  });

  it('shows another member without their contact fields, and 404 for no such member', async () => {
    const { data } = await login('alice', PASSWORD);
    const session = { memberId: aliceId, token: data.token };
    const other = await s.request('GET', '/api/members/detail', {
      session,
      query: { searchMemberId: carolId },
    });
    expect(other.status).toBe(200);
    expect(other.data.name).toBe('Carol');
    expect(other.data.memberLite).toMatchObject({ loginName: null, email: null, mobile: null });
    const missing = await s.request('GET', '/api/members/detail', {
      session,
      query: { searchMemberId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });

  it('publishes the operations in OpenAPI', async () => {
    const res = await s.app.request('/api/openapi.json');
    const doc = JSON.stringify(await res.json());
    for (const id of ['loginByName', 'logout', 'getMemberDetail']) expect(doc).toContain(`"${id}"`);
  });
});
