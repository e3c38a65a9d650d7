import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { Wallet } from 'ethers';
import { IN_PROCESS_PLATFORM_FUNDS } from '../../server/chain/chains';
import { startInProcessChain, type Eip1193 } from '../../server/chain/edr';
import { startTestServer, type TestServer } from './server';

/** A free loopback port, closed again: connecting to it is refused until a node listens there. */
export async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

type Call = { id: number; method: string; params: unknown[] };

/**
 * A JSON-RPC node over HTTP on `port`, backed by an in-process chain: what the app reaches through
 * CHAIN_RPC_URL_*. Stopping it and serving the same chain again on the same port is a node restart.
 * `unanswered` names a method the node carries out but never answers, as a node that goes down right after
 * taking a transaction (eth_sendRawTransaction) would.
 */
export async function nodeOn(
  port: number,
  chain: Eip1193,
  opts: { unanswered?: string } = {},
): Promise<Server> {
  const node = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', async () => {
      const calls = JSON.parse(body) as Call[] | Call;
      const one = async (c: Call) => {
        try {
          return { jsonrpc: '2.0', id: c.id, result: await chain.request(c) };
        } catch (err) {
          const e = err as { code?: number; message: string; data?: unknown };
          return {
            jsonrpc: '2.0',
            id: c.id,
            error: { code: e.code ?? -32000, message: e.message, ...(e.data ? { data: e.data } : {}) },
          };
        }
      };
      const answer = Array.isArray(calls) ? await Promise.all(calls.map(one)) : await one(calls);
      if ([calls].flat().some((c) => c.method === opts.unanswered)) return;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => node.listen(port, '127.0.0.1', r));
  return node;
}

/** Stops the node at once, cutting the connections clients keep alive. */
export async function stopNode(node: Server) {
  node.closeAllConnections();
  await new Promise((r) => node.close(r));
}

/**
 * The app reaching its Ethereum chain as an external node (CHAIN_RPC_URL_ETHEREUM) on a free port: an in-process
 * chain with a funded platform account, served by `nodeOn`. The chain outlives the node's HTTP server, so
 * `stopNode(node)` then `nodeOn(port, chain)` is a node restart.
 */
export async function appOnExternalNode(
  chainTimeoutMs: number,
): Promise<{ port: number; chain: Eip1193; node: Server; s: TestServer }> {
  const platformKey = Wallet.createRandom().privateKey;
  const port = await closedPort();
  const chain = await startInProcessChain({
    chainId: 31337,
    funded: [{ address: new Wallet(platformKey).address, balance: IN_PROCESS_PLATFORM_FUNDS }],
  });
  const node = await nodeOn(port, chain);
  const s = await startTestServer({
    CHAIN_RPC_URL_ETHEREUM: `http://127.0.0.1:${port}`,
    CHAIN_PLATFORM_KEY: platformKey,
    CHAIN_TIMEOUT_MS: chainTimeoutMs,
    OPEN_POLYGON: false,
  });
  return { port, chain, node, s };
}
