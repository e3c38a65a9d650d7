import { eq } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { SiweMessage } from 'siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletRequests } from '../../../../server/db/schema';
import { ApiError } from '../../../../server/http/errors';
import { Code } from '../../../../server/schemas/codes';
import { consumeSiweNonce, verifySiwe } from '../../../../server/services/members/siwe';
import { openWalletStep } from '../../../../server/services/wallets/wallet-steps';
import { createTestSession } from '../../../support/members';
import { startTestServer, type TestServer } from '../../../support/server';

const NOW = new Date('2026-03-01T10:00:00Z');
const NONCE = 'abcDEF1234567890';
const deps = { now: () => NOW };
const wallet = Wallet.createRandom();

async function proof(
  over: Partial<ConstructorParameters<typeof SiweMessage>[0] & object> = {},
  signer = wallet,
) {
  const message = new SiweMessage({
    domain: 'market.example',
    address: wallet.address,
    uri: 'https://market.example',
    version: '1',
    chainId: 31337,
    nonce: NONCE,
    issuedAt: NOW.toISOString(),
    ...over,
  }).prepareMessage();
  return { message, signature: await signer.signMessage(message), domain: 'market.example', chainId: 31337 };
}

async function codeOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (err) {
    if (err instanceof ApiError) return err.code;
    throw err;
  }
}

describe('verifySiwe', () => {
  it('answers the checksummed signer for a message matching domain, chain and nonce', async () => {
    expect(await verifySiwe(deps, { nonce: NONCE }, await proof())).toBe(wallet.address);
  });

  it('refuses every mismatch with SIWE_INVALID', async () => {
    const step = { nonce: NONCE };
    const cases = [
      await proof({ domain: 'evil.example' }),
      await proof({ chainId: 137 }),
      await proof({ nonce: 'zzzzzzzzzzzzzzzz' }),
      await proof({ expirationTime: new Date(NOW.getTime() - 1).toISOString() }),
      await proof({ notBefore: new Date(NOW.getTime() + 60_000).toISOString() }),
      await proof({}, Wallet.createRandom()),
      { ...(await proof()), message: 'not a siwe message' },
    ];
    for (const c of cases) expect(await codeOf(verifySiwe(deps, step, c))).toBe(Code.SIWE_INVALID);
    // A step without a nonce issued accepts nothing.
    expect(await codeOf(verifySiwe(deps, { nonce: null }, await proof()))).toBe(Code.SIWE_INVALID);
  });
});

describe('consumeSiweNonce', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('consumes a nonce once', async () => {
    const { memberId } = await createTestSession(s.deps.db);
    const step = await openWalletStep(s.deps, { memberId, op: 'CONNECT', blockchain: 'ETHEREUM' });
    await s.deps.db.update(walletRequests).set({ nonce: NONCE }).where(eq(walletRequests.ref, step.ref));
    const results = await Promise.all([
      codeOf(consumeSiweNonce(s.deps, step.ref, NONCE)),
      codeOf(consumeSiweNonce(s.deps, step.ref, NONCE)),
    ]);
    expect(results.sort()).toEqual([200, Code.SIWE_NONCE_USED]);
    expect(await codeOf(consumeSiweNonce(s.deps, step.ref, NONCE))).toBe(Code.SIWE_NONCE_USED);
  });
});
