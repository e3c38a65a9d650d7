import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, oidcStates } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { createTestSession } from '../../support/members';
import {
  closeServer,
  listenOnLoopback,
  serveWithSandboxIssuer,
  signInAtProvider,
  startOidcProvider,
} from '../../support/oidc-provider';
import { startTestServer, type TestServer } from '../../support/server';

const APP = 'http://marketplace.test';
const CALLBACK = `${APP}/api/callbacks/google`;
const client = { clientId: 'marketplace-test', clientSecret: 'test-secret-0123456789' };

let s: TestServer;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  provider = await startOidcProvider({ ...client, redirectUri: CALLBACK });
  s = await startTestServer({
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    PUBLIC_URL: APP,
  });
});
afterAll(async () => {
  await s.close();
  await provider.close();
});
// The oidc bucket allows 30 calls a minute per client: each test starts in a new minute.
beforeEach(() => {
  s.clock.now = new Date(s.clock.now.getTime() + 61_000);
});

type Session = { memberId: string; token: string };

/** start → the provider's own login and consent pages → the app's callback; answers the callback's redirect. */
async function roundTrip(
  login: string,
  o: { purpose?: 'login' | 'bind'; session?: Session; deny?: boolean; returnTo?: string } = {},
) {
  const start = await s.request('POST', '/api/oidc/google/start', {
    form: { purpose: o.purpose ?? 'login', ...(o.returnTo ? { returnTo: o.returnTo } : {}) },
    ...(o.session ? { session: o.session } : {}),
  });
  expect(start.status).toBe(200);
  const authorizationUrl = new URL(start.data.authorizationUrl as string);
  expect(authorizationUrl.origin).toBe(provider.issuer);
  const back = await signInAtProvider(authorizationUrl.href, { login, stopAt: CALLBACK, deny: o.deny });
  return callback(back.search);
}

async function callback(search: string) {
  const res = await s.app.request(`/api/callbacks/google${search}`);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** The SPA's view of the redirect: `#/login?oidc=…` → { route: 'login', params }. */
function spaRoute(location: URL) {
  expect(location.origin).toBe(APP);
  const [path, query] = location.hash.slice(1).split('?');
  return { route: path!, params: new URLSearchParams(query) };
}

const complete = (ticket: string, session?: Session) =>
  s.request('POST', '/api/oidc/google/complete', { form: { ticket }, ...(session ? { session } : {}) });

describe('googleLogin (start)', () => {
  it('keeps state, nonce and PKCE verifier, and asks the provider for code with S256', async () => {
    const start = await s.request('POST', '/api/oidc/google/start', { form: { purpose: 'login' } });
    expect(start.status).toBe(200);
    const url = new URL(start.data.authorizationUrl);
    const state = url.searchParams.get('state')!;
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('client_id')).toBe(client.clientId);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const [row] = await s.deps.db.select().from(oidcStates).where(eq(oidcStates.state, state));
    expect(row).toMatchObject({ purpose: 'login', memberId: null, nonce: url.searchParams.get('nonce') });
    expect(row!.codeVerifier).not.toBe(url.searchParams.get('code_challenge'));
    expect(row!.expiresAt.getTime() - s.clock.now.getTime()).toBe(10 * 60_000);
    expect(JSON.stringify(start)).not.toContain(row!.codeVerifier);
  });

  it('refuses binding without a session, and a return path that leaves the app', async () => {
    const bind = await s.request('POST', '/api/oidc/google/start', { form: { purpose: 'bind' } });
    expect(bind.meta.code).toBe(Code.UNAUTHORIZED);
    const bindStart = await s.request('POST', '/api/oidc/google/bind-start', { form: {} });
    expect(bindStart.meta.code).toBe(Code.UNAUTHORIZED);
    const away = await s.request('POST', '/api/oidc/google/start', {
      form: { returnTo: '//evil.example/x' },
    });
    expect(away.meta.code).toBe(Code.VALIDATION_FAILED);
  });

  it('is documented as googleLogin and bindGoogle', async () => {
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(doc.paths).flatMap((p) => Object.values(p).map((op) => op.operationId));
    expect(ids).toEqual(expect.arrayContaining(['googleLogin', 'bindGoogle', 'googleLoginComplete']));
  });
});

describe('Google login round trip', () => {
  it('creates a member from the ID token, and the ticket opens a working session', async () => {
    const location = await roundTrip('new.person@example.com', { returnTo: '/itemDetails?id=3' });
    const { route, params } = spaRoute(location);
    expect(route).toBe('/login');
    const ticket = params.get('oidc')!;
    expect(ticket).toMatch(/^[\w-]{43}$/);

    const done = await complete(ticket);
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ purpose: 'login', name: 'new.person', returnTo: '/itemDetails?id=3' });
    const session = { memberId: done.data.memberId, token: done.data.token };

    const detail = await s.request('GET', '/api/members/detail', { session });
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({ memberId: session.memberId, name: 'new.person' });
    expect(detail.data.memberLite.email).toBe('new.person@example.com');

    const [member] = await s.deps.db.select().from(members).where(eq(members.id, session.memberId));
    expect(member!.googleSub).toBe('new.person@example.com');
    expect(member!.emailVerifiedAt).not.toBeNull();

    // The same Google account later logs in to the same member.
    const again = spaRoute(await roundTrip('new.person@example.com')).params.get('oidc')!;
    const second = await complete(again);
    expect(second.data.memberId).toBe(session.memberId);
  });

  it('a ticket works once: the second trade answers 401', async () => {
    const ticket = spaRoute(await roundTrip('once@example.com')).params.get('oidc')!;
    expect((await complete(ticket)).status).toBe(200);
    const reused = await complete(ticket);
    expect(reused.status).toBe(401);
    expect(reused.meta.code).toBe(Code.UNAUTHORIZED);
    expect(reused.data).toBeNull();
  });

  it('a ticket older than 2 minutes answers 401', async () => {
    const ticket = spaRoute(await roundTrip('late@example.com')).params.get('oidc')!;
    s.clock.now = new Date(s.clock.now.getTime() + 2 * 60_000 + 1_000);
    const late = await complete(ticket);
    expect(late.status).toBe(401);
    expect(late.meta.code).toBe(Code.UNAUTHORIZED);
  });

  it('an unknown ticket answers 401', async () => {
    const res = await complete('x'.repeat(43));
    expect(res.meta.code).toBe(Code.UNAUTHORIZED);
  });

  it('logs in to the member whose verified e-mail Google vouches for, and binds the account', async () => {
    const [m] = await s.deps.db
      .insert(members)
      .values({ name: 'Verified', email: 'Verified@Example.com', emailVerifiedAt: new Date() })
      .returning({ id: members.id });
    const ticket = spaRoute(await roundTrip('verified@example.com')).params.get('oidc')!;
    const done = await complete(ticket);
    expect(done.data.memberId).toBe(m!.id);
    const [row] = await s.deps.db.select().from(members).where(eq(members.id, m!.id));
    expect(row!.googleSub).toBe('verified@example.com');
  });

  it('does not take over a member whose e-mail is unverified: ALREADY_REGISTERED', async () => {
    await s.deps.db.insert(members).values({ name: 'Unverified', email: 'unverified@example.com' });
    const ticket = spaRoute(await roundTrip('unverified@example.com')).params.get('oidc')!;
    const done = await complete(ticket);
    expect(done.meta.code).toBe(Code.ALREADY_REGISTERED);
    const [row] = await s.deps.db.select().from(members).where(eq(members.email, 'unverified@example.com'));
    expect(row!.googleSub).toBeNull();
  });
});

describe('callback refusals', () => {
  it('an unknown state redirects to login with oidc_error=401', async () => {
    const location = await callback('?code=abc&state=not-a-state');
    const { route, params } = spaRoute(location);
    expect(route).toBe('/login');
    expect(params.get('oidc_error')).toBe(String(Code.UNAUTHORIZED));
    expect(params.get('oidc')).toBeNull();
  });

  it('a state older than 10 minutes redirects with oidc_error=401', async () => {
    const start = await s.request('POST', '/api/oidc/google/start', { form: {} });
    const back = await signInAtProvider(start.data.authorizationUrl, {
      login: 'slow@example.com',
      stopAt: CALLBACK,
    });
    s.clock.now = new Date(s.clock.now.getTime() + 10 * 60_000 + 1_000);
    expect(spaRoute(await callback(back.search)).params.get('oidc_error')).toBe('401');
  });

  it('a callback replayed with the same state is refused', async () => {
    const start = await s.request('POST', '/api/oidc/google/start', { form: {} });
    const back = await signInAtProvider(start.data.authorizationUrl, {
      login: 'twice@example.com',
      stopAt: CALLBACK,
    });
    expect(spaRoute(await callback(back.search)).params.get('oidc')).toBeTruthy();
    expect(spaRoute(await callback(back.search)).params.get('oidc_error')).toBe('401');
  });

  it('a forged code fails the exchange at the provider: oidc_error=401, no member created', async () => {
    const before = await s.deps.db.select({ id: members.id }).from(members);
    const start = await s.request('POST', '/api/oidc/google/start', { form: {} });
    const back = await signInAtProvider(start.data.authorizationUrl, {
      login: 'forged@example.com',
      stopAt: CALLBACK,
    });
    back.searchParams.set('code', `${back.searchParams.get('code')}x`);
    expect(spaRoute(await callback(back.search)).params.get('oidc_error')).toBe('401');
    expect(await s.deps.db.select({ id: members.id }).from(members)).toHaveLength(before.length);
  });

  it.each([
    ['nonce', { nonce: 'another-nonce' }],
    ['PKCE verifier', { codeVerifier: 'another-verifier-another-verifier-another-verifier' }],
  ] as const)(
    'a %s that does not match the round trip fails the exchange: oidc_error=401',
    async (_, change) => {
      const start = await s.request('POST', '/api/oidc/google/start', { form: {} });
      const state = new URL(start.data.authorizationUrl).searchParams.get('state')!;
      const back = await signInAtProvider(start.data.authorizationUrl, {
        login: 'checks@example.com',
        stopAt: CALLBACK,
      });
      await s.deps.db.update(oidcStates).set(change).where(eq(oidcStates.state, state));
      expect(spaRoute(await callback(back.search)).params.get('oidc_error')).toBe('401');
      const made = await s.deps.db.select().from(members).where(eq(members.googleSub, 'checks@example.com'));
      expect(made).toHaveLength(0);
    },
  );

  it('a sign-in the user cancels at the provider redirects with oidc_error=403', async () => {
    const location = await roundTrip('cancel@example.com', { deny: true });
    expect(spaRoute(location).params.get('oidc_error')).toBe(String(Code.FORBIDDEN));
  });
});

describe('bindGoogle', () => {
  it('binds the Google account to the signed-in member; the ticket is useless to anyone else', async () => {
    const me = await createTestSession(s.deps.db, { now: s.clock.now });
    const other = await createTestSession(s.deps.db, { now: s.clock.now });
    const start = await s.request('POST', '/api/oidc/google/bind-start', {
      form: { returnTo: '/userAccount' },
      session: me,
    });
    const back = await signInAtProvider(start.data.authorizationUrl, {
      login: 'mine@example.com',
      stopAt: CALLBACK,
    });
    const { route, params } = spaRoute(await callback(back.search));
    expect(route).toBe('/userAccount');
    const ticket = params.get('oidc')!;

    expect((await complete(ticket)).meta.code).toBe(Code.UNAUTHORIZED);
    expect((await complete(ticket, other)).meta.code).toBe(Code.UNAUTHORIZED);
    const done = await complete(ticket, me);
    expect(done.status).toBe(200);
    expect(done.data).toEqual({ purpose: 'bind', bound: true, returnTo: '/userAccount' });
    const [row] = await s.deps.db.select().from(members).where(eq(members.id, me.memberId));
    expect(row!.googleSub).toBe('mine@example.com');
  });

  it('answers ALREADY_REGISTERED when another member owns the Google account', async () => {
    const owner = await createTestSession(s.deps.db, { now: s.clock.now });
    await s.deps.db
      .update(members)
      .set({ googleSub: 'taken@example.com' })
      .where(eq(members.id, owner.memberId));
    const me = await createTestSession(s.deps.db, { now: s.clock.now });
    const location = await roundTrip('taken@example.com', { purpose: 'bind', session: me });
    const ticket = spaRoute(location).params.get('oidc')!;
    const done = await complete(ticket, me);
    expect(done.status).toBe(409);
    expect(done.meta.code).toBe(Code.ALREADY_REGISTERED);
    const [row] = await s.deps.db.select().from(members).where(eq(members.id, me.memberId));
    expect(row!.googleSub).toBeNull();
  });
});

describe('sandbox issuer (GOOGLE_ISSUER empty)', () => {
  it('serves as "Google" on the app port: sign in with any e-mail and get a session', async () => {
    // Wired as server/index.ts does: serve({ …, createServer: createServerWithSandbox(env) }).
    const free = await listenOnLoopback();
    await closeServer(free.server);
    const origin = free.origin;
    const sb = await startTestServer({ GOOGLE_ISSUER: '', PUBLIC_URL: origin });
    const server = await serveWithSandboxIssuer(sb.app, sb.deps.env, origin);
    try {
      const start = await sb.request('POST', '/api/oidc/google/start', { form: {} });
      const authorizationUrl = new URL(start.data.authorizationUrl);
      expect(authorizationUrl.href.startsWith(`${origin}/sandbox/google/`)).toBe(true);
      const back = await signInAtProvider(authorizationUrl.href, {
        login: 'Sandy@Example.com',
        stopAt: `${origin}/api/callbacks/google`,
      });
      // The browser's request to the callback, over the real port.
      const res = await fetch(back, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.origin).toBe(origin);
      const ticket = new URLSearchParams(location.hash.split('?')[1]).get('oidc')!;
      const done = await sb.request('POST', '/api/oidc/google/complete', { form: { ticket } });
      expect(done.data).toMatchObject({ purpose: 'login', name: 'Sandy' });
      const detail = await sb.request('GET', '/api/members/detail', {
        session: { memberId: done.data.memberId, token: done.data.token },
      });
      expect(detail.data.memberLite.email).toBe('sandy@example.com');
    } finally {
      await closeServer(server);
      await sb.close();
    }
  });
});
