import { eq } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox } from '../../../server/db/schema';
import { createServerWithSandbox } from '../../../server/oidc/sandbox';
import { Code } from '../../../server/schemas/codes';
import { SANDBOX_IDS } from '../../../server/schemas/sandboxes';
import { providerSignature } from '../../../server/services/wallets/callback';
import {
  closeServer,
  listenOnLoopback,
  serveWithSandboxIssuer,
  signInAtProvider,
} from '../../support/oidc-provider';
import { startTestServer, type TestServer } from '../../support/server';
import { member, openStep } from '../routes/wallet-fixtures';

// Each sandbox's own guard, beside the start-up refusal (tests/server/index.test.ts): with the env of a public
// bind the server would not start, yet if an app were built with it, no sandbox may answer.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ HOST: '0.0.0.0' });
});
afterAll(async () => s.close());

/** Runs `fn` with SANDBOXES=on (the explicit override), then back to `auto`. */
async function withOverride(fn: () => Promise<void>) {
  s.deps.env.SANDBOXES = 'on';
  try {
    await fn();
  } finally {
    s.deps.env.SANDBOXES = 'auto';
  }
}

describe('sandboxes on a public bind', () => {
  it('listSandboxes answers none; with SANDBOXES=on, all; on loopback, all', async () => {
    expect((await s.request('GET', '/api/sandboxes')).data).toEqual({ sandboxes: [] });
    await withOverride(async () => {
      expect((await s.request('GET', '/api/sandboxes')).data).toEqual({ sandboxes: [...SANDBOX_IDS] });
    });
    s.deps.env.HOST = '127.0.0.1';
    try {
      expect((await s.request('GET', '/api/sandboxes')).data).toEqual({ sandboxes: [...SANDBOX_IDS] });
    } finally {
      s.deps.env.HOST = '0.0.0.0';
    }
  });

  it('refuses a Google sign-in through the sandbox issuer and mounts no issuer', async () => {
    const start = await s.request('POST', '/api/oidc/google/start', { form: { purpose: 'login' } });
    expect(start.status).toBe(503);
    expect(start.meta).toMatchObject({ code: Code.UNAVAILABLE, message: 'google_sandbox_off' });
    const back = await s.app.request('/api/callbacks/google?state=abc&code=def');
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toContain(`oidc_error=${Code.UNAVAILABLE}`);
    expect(createServerWithSandbox(s.deps.env)).toBeUndefined();
    await withOverride(async () => {
      expect(createServerWithSandbox(s.deps.env)).toBeTypeOf('function');
      const allowed = await s.request('POST', '/api/oidc/google/start', { form: { purpose: 'login' } });
      // Past the guard: it asks the issuer's discovery, which nothing serves in this test.
      expect(allowed.meta.message).toBe('oidc_issuer_unavailable');
    });
  });

  it('keeps the dev mailbox shut: no outbox listing, no picture-code answer stored', async () => {
    const list = await s.request('GET', '/api/dev/outbox');
    expect(list.meta.code).toBe(Code.NOT_FOUND);
    const captcha = await s.request('GET', '/api/captcha');
    expect(captcha.status).toBe(200);
    const stored = await s.deps.db.select().from(outbox).where(eq(outbox.recipient, captcha.data.captchaId));
    expect(stored).toEqual([]);
    await withOverride(async () => {
      expect((await s.request('GET', '/api/dev/outbox')).meta.code).toBe(200);
    });
  });

  it('refuses the CUSTONOMY sandbox widget and callbacks signed with the public default secret', async () => {
    const session = await member(s);
    const ref = await openStep(s, session, { walletType: 'CUSTONOMY' });
    const connect = await s.request('POST', '/api/callbacks/custonomy-sandbox/connect', {
      session,
      form: { ref },
    });
    expect(connect.meta.code).toBe(Code.NOT_FOUND);
    const body = new URLSearchParams({
      address: Wallet.createRandom().address,
      blockchain: 'ETHEREUM',
    }).toString();
    const res = await s.app.request(`/api/callbacks/wallet/bind/${session.memberId}/${ref}/NFTH5/CUSTONOMY`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Provider-Signature': providerSignature('custonomy-sandbox-secret', body),
      },
      body,
    });
    expect(((await res.json()) as { meta: { code: number } }).meta.code).toBe(Code.SIGNATURE_INVALID);
    await withOverride(async () => {
      const played = await s.request('POST', '/api/callbacks/custonomy-sandbox/connect', {
        session,
        form: { ref },
      });
      expect(played.meta.code).toBe(200);
    });
  });
});

describe('the sandbox Google issuer and an existing member', () => {
  // The danger: the sandbox vouches for any typed e-mail, and loginMember links a verified e-mail to its member.
  it('signs in as the member only where sandboxes are allowed (here: SANDBOXES=on); refused on a public bind', async () => {
    const free = await listenOnLoopback();
    await closeServer(free.server);
    const origin = free.origin;
    const sb = await startTestServer({
      GOOGLE_ISSUER: '',
      HOST: '0.0.0.0',
      PUBLIC_URL: origin,
      SANDBOXES: 'on',
    });
    const [victim] = await sb.deps.db
      .insert(members)
      .values({ name: 'Victim', email: 'victim@example.com', emailVerifiedAt: new Date() })
      .returning({ id: members.id });
    const server = await serveWithSandboxIssuer(sb.app, sb.deps.env, origin);
    try {
      const start = await sb.request('POST', '/api/oidc/google/start', { form: {} });
      const back = await signInAtProvider(start.data.authorizationUrl, {
        login: 'victim@example.com',
        stopAt: `${origin}/api/callbacks/google`,
      });
      // Without the override the same env is a public bind: the callback of that round trip is refused…
      sb.deps.env.SANDBOXES = 'auto';
      const refused = await fetch(back, { redirect: 'manual' });
      expect(refused.headers.get('location')).toContain(`oidc_error=${Code.UNAVAILABLE}`);
      const again = await sb.request('POST', '/api/oidc/google/start', { form: {} });
      expect(again.meta.code).toBe(Code.UNAVAILABLE);
      const [untouched] = await sb.deps.db.select().from(members).where(eq(members.id, victim!.id));
      expect(untouched!.googleSub).toBeNull();

      // …and with it, the sandbox does what it is for (local use): the typed e-mail is the member's.
      sb.deps.env.SANDBOXES = 'on';
      const start2 = await sb.request('POST', '/api/oidc/google/start', { form: {} });
      const back2 = await signInAtProvider(start2.data.authorizationUrl, {
        login: 'victim@example.com',
        stopAt: `${origin}/api/callbacks/google`,
      });
      const res = await fetch(back2, { redirect: 'manual' });
      const ticket = new URLSearchParams(new URL(res.headers.get('location')!).hash.split('?')[1]).get(
        'oidc',
      )!;
      const done = await sb.request('POST', '/api/oidc/google/complete', { form: { ticket } });
      expect(done.data).toMatchObject({ purpose: 'login', memberId: victim!.id });
    } finally {
      await closeServer(server);
      await sb.close();
    }
  });
});
