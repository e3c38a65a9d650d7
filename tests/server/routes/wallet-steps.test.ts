import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, walletRequests } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { startTestServer, type TestServer } from '../../support/server';
import { member, openStep } from './wallet-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

describe('getConnectWalletUrl', () => {
  it('opens a CONNECT step and answers our own wallet page for a browser wallet', async () => {
    const session = await member(s);
    const r = await s.request('GET', '/api/wallet/connect-url', {
      session,
      query: { blockchain: 'ETHEREUM', walletType: 'METAMASK' },
    });
    expect(r.meta.code).toBe(200);
    expect(r.data.ref).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(r.data.url).toBe(`http://localhost/#/wallet?ref=${r.data.ref}`);
    expect(r.data.blockchain).toBe('ETHEREUM');
    const [row] = await s.deps.db.select().from(walletRequests).where(eq(walletRequests.ref, r.data.ref));
    expect(row).toMatchObject({
      memberId: session.memberId,
      op: 'CONNECT',
      status: 'OPEN',
      walletType: 'METAMASK',
    });
    expect(row!.expiresAt.getTime() - s.clock.now.getTime()).toBe(15 * 60_000);
  });

  it('uses PUBLIC_URL when set, the custonomy page for custodial types, and CHANGE for op=change', async () => {
    const session = await member(s);
    s.deps.env.PUBLIC_URL = 'https://market.example/';
    try {
      const r = await s.request('GET', '/api/wallet/connect-url', {
        session,
        query: { blockchain: 'POLYGON', walletType: 'OWN', op: 'change' },
      });
      expect(r.data.url).toBe(`https://market.example/#/custonomy?ref=${r.data.ref}`);
      const [row] = await s.deps.db.select().from(walletRequests).where(eq(walletRequests.ref, r.data.ref));
      expect(row!.op).toBe('CHANGE');
      expect(row!.blockchain).toBe('POLYGON');
    } finally {
      s.deps.env.PUBLIC_URL = '';
    }
  });

  it('refuses custodial wallets to a member with neither e-mail nor mobile (spec §5)', async () => {
    const session = await member(s);
    await s.deps.db.update(members).set({ email: null }).where(eq(members.id, session.memberId));
    for (const walletType of ['OWN', 'CUSTONOMY']) {
      const r = await s.request('GET', '/api/wallet/connect-url', { session, query: { walletType } });
      expect(r.meta.code).toBe(Code.WALLET_NEEDS_CONTACT);
    }
    // A browser wallet needs no contact.
    const ok = await s.request('GET', '/api/wallet/connect-url', { session, query: { walletType: 'OKX' } });
    expect(ok.meta.code).toBe(200);
    // Phone registration is on, so a mobile is enough.
    await s.deps.db.update(members).set({ mobile: '+85291234567' }).where(eq(members.id, session.memberId));
    const own = await s.request('GET', '/api/wallet/connect-url', { session, query: { walletType: 'OWN' } });
    expect(own.meta.code).toBe(200);
  });

  it('needs a login', async () => {
    const r = await s.request('GET', '/api/wallet/connect-url', { query: { walletType: 'METAMASK' } });
    expect(r.meta.code).toBe(401);
  });
});

describe('getUnbindWalletUrl', () => {
  it('answers NO_WALLET when nothing is bound on the chain', async () => {
    const session = await member(s);
    const r = await s.request('GET', '/api/wallet/unbind-url', {
      session,
      query: { blockchain: 'ETHEREUM' },
    });
    expect(r.meta.code).toBe(Code.NO_WALLET);
  });
});

describe('walletStep and siweNonce', () => {
  it("shows the step to its member only, with the chain's id", async () => {
    const owner = await member(s);
    const other = await member(s);
    const ref = await openStep(s, owner);
    const r = await s.request('GET', '/api/wallet/step', { session: owner, query: { ref } });
    expect(r.meta.code).toBe(200);
    expect(r.data).toMatchObject({
      ref,
      op: 'CONNECT',
      blockchain: 'ETHEREUM',
      chainId: 31337,
      status: 'OPEN',
    });
    const theirs = await s.request('GET', '/api/wallet/step', { session: other, query: { ref } });
    expect(theirs.meta.code).toBe(Code.WALLET_REF_INVALID);
    const unknown = await s.request('GET', '/api/wallet/step', {
      session: owner,
      query: { ref: 'x'.repeat(32) },
    });
    expect(unknown.meta.code).toBe(Code.WALLET_REF_INVALID);
  });

  it('issues an alphanumeric nonce naming the host and chain; a new one replaces an unused one', async () => {
    const session = await member(s);
    const ref = await openStep(s, session);
    const a = await s.request('GET', '/api/wallet/siwe-nonce', { session, query: { ref } });
    expect(a.meta.code).toBe(200);
    expect(a.data.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(a.data).toMatchObject({ domain: 'localhost', chainId: 31337 });
    expect(a.data.statement.length).toBeGreaterThan(0);
    const b = await s.request('GET', '/api/wallet/siwe-nonce', { session, query: { ref } });
    expect(b.data.nonce).not.toBe(a.data.nonce);
    const [row] = await s.deps.db.select().from(walletRequests).where(eq(walletRequests.ref, ref));
    expect(row!.nonce).toBe(b.data.nonce);
  });

  it('refuses an expired step', async () => {
    const session = await member(s);
    const ref = await openStep(s, session);
    const saved = s.clock.now;
    s.clock.now = new Date(saved.getTime() + 16 * 60_000);
    try {
      const step = await s.request('GET', '/api/wallet/step', { session, query: { ref } });
      expect(step.meta.code).toBe(Code.WALLET_REF_INVALID);
      const nonce = await s.request('GET', '/api/wallet/siwe-nonce', { session, query: { ref } });
      expect(nonce.meta.code).toBe(Code.WALLET_REF_INVALID);
    } finally {
      s.clock.now = saved;
    }
  });
});
