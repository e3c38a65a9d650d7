import { parseEther, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RPC_BODY_LIMIT } from '../../../server/chain/rpc-route';
import { sendOnce, waitMined } from '../../../server/chain/tx-journal';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function rpc(body: unknown, path = '/rpc/ethereum', s = server, headers: Record<string, string> = {}) {
  const res = await s.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as any };
}
const call = (method: string, params: unknown[] = [], id: unknown = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

describe('POST /rpc/<chain>', () => {
  it('answers reads for each in-process chain, single and batched', async () => {
    expect((await rpc(call('eth_chainId'))).json).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    expect((await rpc(call('eth_chainId'), '/rpc/polygon')).json.result).toBe('0x7a6a');
    const batch = await rpc([call('eth_blockNumber', [], 'a'), call('net_version', [], 'b')]);
    expect(batch.status).toBe(200);
    expect(batch.json.map((r: any) => r.id)).toEqual(['a', 'b']);
    expect(batch.json[0].result).toMatch(/^0x[0-9a-f]+$/);
    expect(batch.json[1].result).toBe('31337');
  });

  it("relays a wallet's own signed transaction", async () => {
    const wallet = Wallet.createRandom();
    await sendOnce(server.deps, {
      blockchain: 'ETHEREUM',
      key: 'test:rpc:fund',
      request: { to: wallet.address, value: parseEther('1') },
    });
    await waitMined(server.deps, { blockchain: 'ETHEREUM', key: 'test:rpc:fund' });
    const to = Wallet.createRandom().address;
    const fee = BigInt((await rpc(call('eth_gasPrice'))).json.result as string) * 2n;
    const raw = await wallet.signTransaction({
      to,
      value: 12345n,
      nonce: 0,
      chainId: 31337,
      gasLimit: 21_000,
      type: 2,
      maxFeePerGas: fee,
      maxPriorityFeePerGas: 1n,
    });
    const sent = await rpc(call('eth_sendRawTransaction', [raw]));
    expect(sent.json.result).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await rpc(call('eth_getBalance', [to, 'latest']))).json.result).toBe('0x3039');
  });

  it('refuses methods that would rewrite the chain or sign with node accounts', async () => {
    const victim = Wallet.createRandom().address;
    for (const method of [
      'hardhat_setBalance',
      'evm_mine',
      'evm_setNextBlockTimestamp',
      'debug_traceTransaction',
      'eth_sendTransaction',
      'personal_sign',
    ]) {
      const { json } = await rpc(call(method, [victim, '0x1000']));
      expect(json.error.code, method).toBe(-32601);
    }
    expect((await rpc(call('eth_getBalance', [victim, 'latest']))).json.result).toBe('0x0');
    // In a batch too, without stopping the allowed calls.
    const batch = await rpc([call('hardhat_setBalance', [victim, '0x1'], 1), call('eth_chainId', [], 2)]);
    expect(batch.json[0].error.code).toBe(-32601);
    expect(batch.json[1].result).toBe('0x7a69');
  });

  it('answers JSON-RPC errors for bad input, refuses big bodies and sends no CORS grant', async () => {
    expect((await rpc('{not json')).json.error.code).toBe(-32700);
    expect((await rpc([])).json.error.code).toBe(-32600);
    expect((await rpc({ id: 3 })).json).toMatchObject({ id: 3, error: { code: -32600 } });
    const big = await rpc('x'.repeat(RPC_BODY_LIMIT + 10));
    expect(big.status).toBe(413);
    const crossSite = await rpc(call('eth_chainId'), '/rpc/ethereum', server, {
      Origin: 'https://evil.example',
    });
    expect(crossSite.headers.get('access-control-allow-origin')).toBeNull();
    expect((await server.app.request('/rpc/mainnet', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('is 404 for a chain that is switched off or uses an external node', async () => {
    const external = await startTestServer({
      CHAIN_RPC_URL_ETHEREUM: 'http://127.0.0.1:9',
      OPEN_POLYGON: false,
    });
    try {
      expect((await rpc(call('eth_chainId'), '/rpc/ethereum', external)).status).toBe(404);
      expect((await rpc(call('eth_chainId'), '/rpc/polygon', external)).status).toBe(404);
    } finally {
      await external.close();
    }
  });
});
