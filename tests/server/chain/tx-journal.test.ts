import { parseEther, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTx, sendOnce, waitMined } from '../../../server/chain/tx-journal';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sendOnce', () => {
  it('sends a keyed transaction once even when called twice at the same time', async () => {
    const to = Wallet.createRandom().address;
    const request = { to, value: parseEther('1.5') };
    const [a, b] = await Promise.all([
      sendOnce(server.deps, { blockchain: 'ETHEREUM', key: 'test:pay:1', request }),
      sendOnce(server.deps, { blockchain: 'ETHEREUM', key: 'test:pay:1', request }),
    ]);
    expect(a.hash).toBe(b.hash);
    const mined = await waitMined(server.deps, { blockchain: 'ETHEREUM', key: 'test:pay:1' });
    expect(mined.status).toBe('MINED');
    expect(BigInt(mined.fee!)).toBeGreaterThan(0n);
    const chain = await server.deps.chains.get('ETHEREUM');
    expect(await chain.provider.getBalance(to)).toBe(parseEther('1.5'));
    // A third run (a retried job) re-broadcasts the same bytes: still one payment.
    await sendOnce(server.deps, { blockchain: 'ETHEREUM', key: 'test:pay:1', request });
    expect(await chain.provider.getBalance(to)).toBe(parseEther('1.5'));
  });

  it('allocates consecutive nonces to different keys', async () => {
    const to = Wallet.createRandom().address;
    const rows = await Promise.all(
      [1, 2, 3].map((i) =>
        sendOnce(server.deps, { blockchain: 'ETHEREUM', key: `test:n:${i}`, request: { to, value: 1n } }),
      ),
    );
    for (const i of [1, 2, 3]) await waitMined(server.deps, { blockchain: 'ETHEREUM', key: `test:n:${i}` });
    const nonces = rows.map((r) => r.nonce).sort((x, y) => x - y);
    expect(new Set(nonces).size).toBe(3);
    const chain = await server.deps.chains.get('ETHEREUM');
    expect(await chain.provider.getBalance(to)).toBe(3n);
    expect((await findTx(server.deps.db, 'ETHEREUM', 'test:n:2'))?.status).toBe('MINED');
  });
});
