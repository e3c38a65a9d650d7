import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startInProcessChain } from '../../../server/chain/edr';
import { ApiError } from '../../../server/http/errors';
import { Code, httpStatusFor } from '../../../server/schemas/codes';
import { closedPort, nodeOn, stopNode as stop } from '../../support/json-rpc-node';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { collection, item } from '../routes/discovery-fixtures';

async function timed<T>(work: Promise<T>): Promise<{ ms: number; error: unknown }> {
  const t0 = Date.now();
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  return { ms: Date.now() - t0, error };
}

let port: number;
let server: TestServer;
beforeAll(async () => {
  port = await closedPort();
  server = await startTestServer({ CHAIN_RPC_URL_ETHEREUM: `http://127.0.0.1:${port}`, OPEN_POLYGON: false });
});
afterAll(() => server.close());

describe('a chain that is down', () => {
  it('answers CHAIN_UNAVAILABLE (HTTP 503) at once when the port is closed', async () => {
    const { ms, error } = await timed(server.deps.chains.get('ETHEREUM'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(Code.CHAIN_UNAVAILABLE);
    expect(httpStatusFor(Code.CHAIN_UNAVAILABLE)).toBe(503);
    expect(ms).toBeLessThan(5_500);
  });

  it('does not keep retrying in the background or print while the node is down', async () => {
    const printed = vi.spyOn(console, 'log');
    await server.deps.chains.get('ETHEREUM').catch(() => {});
    await new Promise((r) => setTimeout(r, 1_300)); // ethers' network detection would print every second
    expect(printed).not.toHaveBeenCalled();
    printed.mockRestore();
  });

  it('answers CHAIN_UNAVAILABLE within the deadline when the node accepts but never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createTcpServer((socket) => void sockets.push(socket)); // holds connections, never replies
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const hung = await startTestServer({
      CHAIN_RPC_URL_ETHEREUM: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      OPEN_POLYGON: false,
    });
    try {
      const { ms, error } = await timed(hung.deps.chains.get('ETHEREUM'));
      expect((error as ApiError).code).toBe(Code.CHAIN_UNAVAILABLE);
      expect(ms).toBeGreaterThanOrEqual(4_900);
      expect(ms).toBeLessThan(5_500);
    } finally {
      await hung.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => silent.close(r));
    }
  }, 15_000);

  it('keeps browsing and fee estimates working (configured gas price)', async () => {
    const creator = await createTestSession(server.deps.db);
    const id = await item(
      server.deps.db,
      await collection(server.deps.db, creator.memberId),
      creator.memberId,
    );
    const list = await server.request('GET', '/api/products');
    expect(list.status).toBe(200);
    const fee = await server.request('GET', '/api/products/gas-fee', {
      session: creator,
      query: { id, action: 'onSale' },
    });
    expect(fee.status).toBe(200);
    expect(fee.data.gasPriceWei).toBe('20000000000');
  });

  it('recovers on its own when the node comes up, and again after it drops out', async () => {
    const chain = await startInProcessChain({ chainId: 31337, funded: [] });
    let node = await nodeOn(port, chain);
    try {
      const client = await server.deps.chains.get('ETHEREUM');
      expect(client.chainId).toBe(31337);
      expect(client.inProcess).toBe(false);
      expect(await client.guard(() => client.provider.getBlockNumber())).toBeGreaterThanOrEqual(0);

      await stop(node);
      const down = await timed(client.guard(() => client.provider.getBalance(client.platform.address)));
      expect((down.error as ApiError).code).toBe(Code.CHAIN_UNAVAILABLE);
      expect(down.ms).toBeLessThan(5_500);

      node = await nodeOn(port, chain);
      await new Promise((r) => setTimeout(r, 300)); // ethers reuses an identical request's answer for 250 ms
      expect(await client.guard(() => client.provider.getBalance(client.platform.address))).toBe(0n);
    } finally {
      await stop(node);
    }
  }, 20_000);
});
