import { eq } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { custodialWallets, memberWallets, walletRequests } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { providerSignature } from '../../../server/services/wallets/callback';
import { startTestServer, type TestServer } from '../../support/server';
import { member, openStep, type Session } from './wallet-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

const SECRET = 'custonomy-sandbox-secret';

/** POSTs a provider callback as the provider would: raw form body, HMAC header, no app signature. */
async function callback(
  path: { action: string; memberId: string; ref: string; walletType?: string },
  body: string,
  signature: string | null = providerSignature(SECRET, body),
) {
  const res = await s.app.request(
    `/api/callbacks/wallet/${path.action}/${path.memberId}/${path.ref}/NFTH5/${path.walletType ?? 'CUSTONOMY'}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(signature === null ? {} : { 'X-Provider-Signature': signature }),
      },
      body,
    },
  );
  return { status: res.status, ...((await res.json()) as { meta: { code: number }; data: any }) };
}

const bindings = (m: Session) =>
  s.deps.db.select().from(memberWallets).where(eq(memberWallets.memberId, m.memberId));
const form = (address: string, blockchain = 'ETHEREUM') =>
  new URLSearchParams({ address, blockchain }).toString();

describe('walletAddressCallback', () => {
  it('binds on a signed callback, answers 200 without change on replay, and refuses a tampered body', async () => {
    const session = await member(s);
    const ref = await openStep(s, session, { walletType: 'CUSTONOMY' });
    const address = Wallet.createRandom().address;
    const body = form(address);
    const tampered = form(Wallet.createRandom().address);
    const bad = await callback(
      { action: 'bind', memberId: session.memberId, ref },
      tampered,
      providerSignature(SECRET, body),
    );
    expect(bad.status).toBe(401);
    expect(bad.meta.code).toBe(Code.SIGNATURE_INVALID);
    const unsigned = await callback({ action: 'bind', memberId: session.memberId, ref }, body, null);
    expect(unsigned.meta.code).toBe(Code.SIGNATURE_INVALID);
    const other = await callback(
      { action: 'bind', memberId: session.memberId, ref },
      body,
      providerSignature('x', body),
    );
    expect(other.meta.code).toBe(Code.SIGNATURE_INVALID);
    expect(await bindings(session)).toEqual([]);

    const ok = await callback({ action: 'bind', memberId: session.memberId, ref }, body);
    expect(ok.meta.code).toBe(200);
    expect(ok.data).toEqual({
      action: 'bind',
      blockchain: 'ETHEREUM',
      walletAddress: address,
      changed: true,
    });
    const [bound] = await bindings(session);
    expect(bound).toMatchObject({ address, walletType: 'CUSTONOMY' });

    const replay = await callback({ action: 'bind', memberId: session.memberId, ref }, body);
    expect(replay.meta.code).toBe(200);
    expect(replay.data.changed).toBe(false);
    const [after] = await bindings(session);
    expect(after!.boundAt).toEqual(bound!.boundAt);
    // A different address on the finished step is not a replay.
    const second = form(Wallet.createRandom().address);
    expect((await callback({ action: 'bind', memberId: session.memberId, ref }, second)).meta.code).toBe(
      Code.WALLET_REF_INVALID,
    );
    const info = await s.request('GET', '/api/members/detail', { session });
    expect(info.data.wallets).toEqual([{ walletAddress: address, walletType: 'CUSTONOMY' }]);
  });

  it("refuses a step of another member, of another wallet type, and a type that is not the provider's", async () => {
    const session = await member(s);
    const other = await member(s);
    const ref = await openStep(s, session, { walletType: 'CUSTONOMY' });
    const browserRef = await openStep(s, session, { walletType: 'METAMASK' });
    const body = form(Wallet.createRandom().address);
    expect((await callback({ action: 'bind', memberId: other.memberId, ref }, body)).meta.code).toBe(
      Code.WALLET_REF_INVALID,
    );
    expect(
      (await callback({ action: 'bind', memberId: session.memberId, ref: browserRef }, body)).meta.code,
    ).toBe(Code.WALLET_REF_INVALID);
    expect(
      (await callback({ action: 'bind', memberId: session.memberId, ref, walletType: 'OWN' }, body)).meta
        .code,
    ).toBe(Code.WALLET_REF_INVALID);
    expect(
      (
        await callback(
          { action: 'bind', memberId: session.memberId, ref },
          form(Wallet.createRandom().address, 'POLYGON'),
        )
      ).meta.code,
    ).toBe(Code.WALLET_REF_INVALID);
    expect(await bindings(session)).toEqual([]);
  });

  it('unbinds on an unbind callback for an UNBIND step, idempotently', async () => {
    const session = await member(s);
    const ref = await openStep(s, session, { walletType: 'CUSTONOMY' });
    const address = Wallet.createRandom().address;
    expect(
      (await callback({ action: 'bind', memberId: session.memberId, ref }, form(address))).meta.code,
    ).toBe(200);
    const unbindRef = await openStep(s, session, { kind: 'unbind', walletType: 'CUSTONOMY' });
    const first = await callback(
      { action: 'unbind', memberId: session.memberId, ref: unbindRef },
      form(address),
    );
    expect(first.meta.code).toBe(200);
    expect(first.data.changed).toBe(true);
    expect(await bindings(session)).toEqual([]);
    const again = await callback(
      { action: 'unbind', memberId: session.memberId, ref: unbindRef },
      form(address),
    );
    expect(again.meta.code).toBe(200);
    expect(again.data.changed).toBe(false);
  });
});

describe('sandbox CUSTONOMY provider', () => {
  it('plays the widget: a signed callback binds a provider wallet, nothing goes to custodial_wallets', async () => {
    const session = await member(s);
    const ref = await openStep(s, session, { walletType: 'CUSTONOMY' });
    const r = await s.request('POST', '/api/callbacks/custonomy-sandbox/connect', { session, form: { ref } });
    expect(r.meta.code).toBe(200);
    expect(r.data.wallets).toEqual([expect.objectContaining({ walletType: 'CUSTONOMY', custodial: false })]);
    const [step] = await s.deps.db.select().from(walletRequests).where(eq(walletRequests.ref, ref));
    expect(step).toMatchObject({ status: 'DONE', resultCode: 200 });
    expect(
      await s.deps.db.select().from(custodialWallets).where(eq(custodialWallets.memberId, session.memberId)),
    ).toEqual([]);
    // The step is finished: playing it again is refused.
    const again = await s.request('POST', '/api/callbacks/custonomy-sandbox/connect', {
      session,
      form: { ref },
    });
    expect(again.meta.code).toBe(Code.WALLET_REF_INVALID);
    // playerConnect for CUSTONOMY answers the detail the callback produced.
    const detail = await s.request('POST', '/api/players/connect', {
      session,
      form: { ref, walletType: 'CUSTONOMY' },
    });
    expect(detail.data.wallets[0].walletAddress).toBe(r.data.wallets[0].walletAddress);
  });

  it('needs the member and is gone when a real provider is configured', async () => {
    const session = await member(s);
    const other = await member(s);
    const ref = await openStep(s, session, { walletType: 'CUSTONOMY' });
    const foreign = await s.request('POST', '/api/callbacks/custonomy-sandbox/connect', {
      session: other,
      form: { ref },
    });
    expect(foreign.meta.code).toBe(Code.WALLET_REF_INVALID);
    s.deps.env.CUSTONOMY_WIDGET_URL = 'https://widget.example/custonomy.js';
    try {
      const r = await s.request('POST', '/api/callbacks/custonomy-sandbox/connect', {
        session,
        form: { ref },
      });
      expect(r.meta.code).toBe(404);
    } finally {
      s.deps.env.CUSTONOMY_WIDGET_URL = '';
    }
  });
});
