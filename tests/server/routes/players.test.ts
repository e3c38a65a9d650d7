import { eq } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  custodialWallets,
  ledgerEntries,
  memberWallets,
  members,
  walletRequests,
} from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { startTestServer, type TestServer } from '../../support/server';
import { bindBrowserWallet, connect, member, openStep, signedProof, type Session } from './wallet-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

const stepRow = async (ref: string) =>
  (await s.deps.db.select().from(walletRequests).where(eq(walletRequests.ref, ref)))[0]!;
const credit = (m: Session, amount = '1000') =>
  s.deps.db
    .insert(ledgerEntries)
    .values({ memberId: m.memberId, blockchain: 'ETHEREUM', kind: 'FIXED', amount, reason: 'SEED' })
    .returning({ id: ledgerEntries.id });

describe('playerConnect with a browser wallet (SIWE)', () => {
  it('binds the signing address and shows it in user info', async () => {
    const session = await member(s);
    const wallet = Wallet.createRandom();
    const ref = await openStep(s, session);
    const proof = await signedProof(s, session, ref, wallet);
    const r = await connect(s, session, { ref, ...proof });
    expect(r.meta.code).toBe(200);
    expect(r.data.wallets).toEqual([
      expect.objectContaining({
        blockchain: 'ETHEREUM',
        walletAddress: wallet.address,
        walletType: 'METAMASK',
        custodial: false,
      }),
    ]);
    expect(await stepRow(ref)).toMatchObject({ status: 'DONE', resultCode: 200 });
    const info = await s.request('GET', '/api/members/detail', { session });
    expect(info.data.walletAddress).toBe(wallet.address);
    expect(info.data.wallets).toEqual([{ walletAddress: wallet.address, walletType: 'METAMASK' }]);
  });

  it('refuses another domain, another chain, another signer, a stale message and no proof (SIWE_INVALID)', async () => {
    const session = await member(s);
    const wallet = Wallet.createRandom();
    const ref = await openStep(s, session, { walletType: 'OKX' });
    const cases = [
      await signedProof(s, session, ref, wallet, { domain: 'evil.example' }),
      await signedProof(s, session, ref, wallet, { chainId: 1 }),
      await (async () => {
        const p = await signedProof(s, session, ref, wallet, { address: Wallet.createRandom().address });
        return p; // signed by `wallet` but naming another address
      })(),
      await signedProof(s, session, ref, wallet, {
        expirationTime: new Date(s.clock.now.getTime() - 1000).toISOString(),
      }),
    ];
    for (const proof of cases) {
      const r = await connect(s, session, { ref, walletType: 'OKX', ...proof });
      expect(r.meta.code).toBe(Code.SIWE_INVALID);
    }
    expect((await connect(s, session, { ref, walletType: 'OKX' })).meta.code).toBe(Code.SIWE_INVALID);
    // A stale nonce (replaced by a newer one) is refused too.
    const old = await signedProof(s, session, ref, wallet);
    await signedProof(s, session, ref, wallet);
    expect((await connect(s, session, { ref, walletType: 'OKX', ...old })).meta.code).toBe(Code.SIWE_INVALID);
    // Failed proofs leave the step open: a correct one still binds.
    expect(await stepRow(ref)).toMatchObject({ status: 'OPEN', resultCode: Code.SIWE_INVALID });
    const good = await signedProof(s, session, ref, wallet);
    expect((await connect(s, session, { ref, walletType: 'OKX', ...good })).meta.code).toBe(200);
    const bound = await s.deps.db
      .select()
      .from(memberWallets)
      .where(eq(memberWallets.memberId, session.memberId));
    expect(bound.map((b) => [b.address, b.walletType])).toEqual([[wallet.address, 'OKX']]);
  });

  it('refuses a reused nonce, also when two uses race', async () => {
    const session = await member(s);
    const wallet = Wallet.createRandom();
    const ref = await openStep(s, session);
    const proof = await signedProof(s, session, ref, wallet);
    const both = await Promise.all([
      connect(s, session, { ref, ...proof }),
      connect(s, session, { ref, ...proof }),
    ]);
    const codes = both.map((r) => r.meta.code).sort();
    expect(codes[0]).toBe(200);
    expect([Code.SIWE_NONCE_USED, Code.WALLET_REF_INVALID]).toContain(codes[1]);
    const again = await connect(s, session, { ref, ...proof });
    expect(again.meta.code).toBe(Code.SIWE_NONCE_USED);
    const next = await s.request('GET', '/api/wallet/siwe-nonce', { session, query: { ref } });
    expect(next.meta.code).not.toBe(200);
  });

  it("refuses an expired step and another member's step (WALLET_REF_INVALID)", async () => {
    const session = await member(s);
    const other = await member(s);
    const wallet = Wallet.createRandom();
    const ref = await openStep(s, session);
    const proof = await signedProof(s, session, ref, wallet);
    expect((await connect(s, other, { ref, ...proof })).meta.code).toBe(Code.WALLET_REF_INVALID);
    const saved = s.clock.now;
    s.clock.now = new Date(saved.getTime() + 16 * 60_000);
    try {
      expect((await connect(s, session, { ref, ...proof })).meta.code).toBe(Code.WALLET_REF_INVALID);
    } finally {
      s.clock.now = saved;
    }
    expect(
      await s.deps.db.select().from(memberWallets).where(eq(memberWallets.memberId, session.memberId)),
    ).toEqual([]);
  });

  it('refuses an address bound to another member on the chain and closes the step as failed', async () => {
    const first = await member(s);
    const second = await member(s);
    const wallet = Wallet.createRandom();
    await bindBrowserWallet(s, first, wallet);
    const ref = await openStep(s, second);
    const proof = await signedProof(s, second, ref, wallet);
    const r = await connect(s, second, { ref, ...proof });
    expect(r.meta.code).toBe(Code.WALLET_BOUND_ELSEWHERE);
    expect(await stepRow(ref)).toMatchObject({ status: 'FAILED', resultCode: Code.WALLET_BOUND_ELSEWHERE });
  });
});

describe('playerConnect with the own custodial wallet', () => {
  it('creates exactly one custodial wallet when called twice at once, and binds it as OWN', async () => {
    const session = await member(s);
    const [a, b] = [
      await openStep(s, session, { walletType: 'OWN' }),
      await openStep(s, session, { walletType: 'OWN' }),
    ];
    const answers = await Promise.all([
      connect(s, session, { ref: a, walletType: 'OWN' }),
      connect(s, session, { ref: b, walletType: 'OWN' }),
    ]);
    expect(answers.map((r) => r.meta.code)).toEqual([200, 200]);
    const rows = await s.deps.db
      .select()
      .from(custodialWallets)
      .where(eq(custodialWallets.memberId, session.memberId));
    expect(rows).toHaveLength(1);
    expect(answers[1]!.data.wallets).toEqual([
      expect.objectContaining({ walletAddress: rows[0]!.address, walletType: 'OWN', custodial: true }),
    ]);
  });

  it('re-checks the contact rule at connect time', async () => {
    const session = await member(s);
    const ref = await openStep(s, session, { walletType: 'OWN' });
    await s.deps.db.update(members).set({ email: null }).where(eq(members.id, session.memberId));
    expect((await connect(s, session, { ref, walletType: 'OWN' })).meta.code).toBe(Code.WALLET_NEEDS_CONTACT);
  });

  it('refuses a walletType that does not match a custodial step', async () => {
    const session = await member(s);
    const ref = await openStep(s, session, { walletType: 'METAMASK' });
    expect((await connect(s, session, { ref, walletType: 'OWN' })).meta.code).toBe(Code.WALLET_REF_INVALID);
  });
});

describe('unbind and change', () => {
  it('refuses to unbind a wallet in use, then unbinds it once idle', async () => {
    const session = await member(s);
    await bindBrowserWallet(s, session, Wallet.createRandom());
    const ref = await openStep(s, session, { kind: 'unbind' });
    const [row] = await credit(session);
    const early = await s.request('GET', '/api/wallet/unbind-url', {
      session,
      query: { blockchain: 'ETHEREUM' },
    });
    expect(early.meta.code).toBe(Code.WALLET_IN_USE);
    const refused = await s.request('POST', '/api/players/disconnect', { session, form: { ref } });
    expect(refused.meta.code).toBe(Code.WALLET_IN_USE);
    expect(await stepRow(ref)).toMatchObject({ status: 'FAILED', resultCode: Code.WALLET_IN_USE });
    await s.deps.db.delete(ledgerEntries).where(eq(ledgerEntries.id, row!.id));
    const ref2 = await openStep(s, session, { kind: 'unbind' });
    const done = await s.request('POST', '/api/players/disconnect', { session, form: { ref: ref2 } });
    expect(done.meta.code).toBe(200);
    expect(done.data.wallets).toEqual([]);
    const info = await s.request('GET', '/api/members/detail', { session });
    expect(info.data.walletAddress).toBeNull();
  });

  it('keeps the custodial key row when the OWN wallet is unbound', async () => {
    const session = await member(s);
    const ref = await openStep(s, session, { walletType: 'OWN' });
    await connect(s, session, { ref, walletType: 'OWN' });
    const unbind = await openStep(s, session, { kind: 'unbind', walletType: 'OWN' });
    expect(
      (await s.request('POST', '/api/players/disconnect', { session, form: { ref: unbind } })).meta.code,
    ).toBe(200);
    const rows = await s.deps.db
      .select()
      .from(custodialWallets)
      .where(eq(custodialWallets.memberId, session.memberId));
    expect(rows).toHaveLength(1);
  });

  it('changes a wallet in use (connect over it is refused)', async () => {
    const session = await member(s);
    const oldWallet = Wallet.createRandom();
    const newWallet = Wallet.createRandom();
    await bindBrowserWallet(s, session, oldWallet);
    await credit(session);
    const viaConnect = await openStep(s, session);
    const p1 = await signedProof(s, session, viaConnect, newWallet);
    expect((await connect(s, session, { ref: viaConnect, ...p1 })).meta.code).toBe(Code.WALLET_IN_USE);
    const ref = await openStep(s, session, { kind: 'change' });
    const p2 = await signedProof(s, session, ref, newWallet);
    const r = await connect(s, session, { ref, ...p2 }, 'change-wallet');
    expect(r.meta.code).toBe(200);
    expect(r.data.wallets.map((w: { walletAddress: string }) => w.walletAddress)).toEqual([
      newWallet.address,
    ]);
    // A CONNECT ref is not a CHANGE ref.
    const wrong = await openStep(s, session);
    const p3 = await signedProof(s, session, wrong, Wallet.createRandom());
    expect((await connect(s, session, { ref: wrong, ...p3 }, 'change-wallet')).meta.code).toBe(
      Code.WALLET_REF_INVALID,
    );
  });
});

describe('players: detail, find, update', () => {
  it("shows another member's public data only, and 404 for no member", async () => {
    const me = await member(s);
    const other = await member(s, { name: 'Other Player' });
    await s.request('POST', '/api/players/update', {
      session: other,
      form: { currency: 'BTC', nickname: 'otter' },
    });
    const wallet = Wallet.createRandom();
    await bindBrowserWallet(s, other, wallet);
    const r = await s.request('GET', '/api/players/detail', {
      session: me,
      query: { memberId: other.memberId },
    });
    expect(r.meta.code).toBe(200);
    expect(r.data).toMatchObject({ name: 'Other Player', nickname: 'otter', currency: 'HKD' });
    expect(r.data.wallets[0].walletAddress).toBe(wallet.address);
    const own = await s.request('GET', '/api/players/detail', { session: other });
    expect(own.data.currency).toBe('BTC');
    const none = await s.request('GET', '/api/players/detail', {
      session: me,
      query: { memberId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(none.meta.code).toBe(404);
  });

  it('finds a member by e-mail (any case), login name or mobile; 404 otherwise', async () => {
    const me = await member(s);
    const target = await member(s, { email: 'Target.Person@Example.com', name: 'Target' });
    await s.deps.db
      .update(members)
      .set({ loginName: 'targetlogin', mobile: '+85298765432' })
      .where(eq(members.id, target.memberId));
    for (const keyword of ['target.person@example.COM', 'TargetLogin', '+85298765432', '852 9876 5432']) {
      const r = await s.request('GET', '/api/players/find', { session: me, query: { keyword } });
      expect(r.meta.code, keyword).toBe(200);
      expect(r.data).toEqual({ memberId: target.memberId, name: 'Target', displayImage1: null });
    }
    const miss = await s.request('GET', '/api/players/find', {
      session: me,
      query: { keyword: 'nobody@example.com' },
    });
    expect(miss.meta.code).toBe(404);
  });

  it('updates currency and nickname (upsert)', async () => {
    const session = await member(s);
    const a = await s.request('POST', '/api/players/update', { session, form: { nickname: 'neo' } });
    expect(a.data).toMatchObject({ nickname: 'neo', currency: 'HKD' });
    const b = await s.request('POST', '/api/players/update', { session, form: { currency: 'MATIC' } });
    expect(b.data).toMatchObject({ nickname: 'neo', currency: 'MATIC' });
    const bad = await s.request('POST', '/api/players/update', { session, form: { currency: 'DOGE' } });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});
