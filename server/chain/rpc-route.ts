import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { rateLimit } from '../http/rate-limit';
import type { Blockchain } from '../schemas/wallets';
import { Code } from '../schemas/codes';
import type { Eip1193 } from './edr';

/** Largest JSON-RPC body accepted (a signed transaction with a contract's bytecode fits well under it). */
export const RPC_BODY_LIMIT = 1024 * 1024;
/** Most calls in one batch. */
export const RPC_BATCH_LIMIT = 100;

/** Methods that would sign with an account the node holds; the in-process chain holds none, refuse them plainly. */
const NODE_SIGNING = /^eth_(sign|signTransaction|signTypedData.*|sendTransaction|subscribe|unsubscribe)$/;
const OTHER_ALLOWED = new Set(['net_version', 'net_listening', 'web3_clientVersion', 'web3_sha3']);

/**
 * Whether a browser wallet may call `method` through the public port: reads and eth_sendRawTransaction (the
 * wallet signs). hardhat_*, evm_*, debug_* and the like would let anyone rewrite the chain's state or time.
 */
export function rpcMethodAllowed(method: string): boolean {
  return (method.startsWith('eth_') && !NODE_SIGNING.test(method)) || OTHER_ALLOWED.has(method);
}

type RpcCall = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
type RpcAnswer = { jsonrpc: '2.0'; id: unknown } & (
  { result: unknown } | { error: { code: number; message: string; data?: unknown } }
);

const rpcError = (id: unknown, code: number, message: string, data?: unknown): RpcAnswer => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: data === undefined ? { code, message } : { code, message, data },
});

async function answer(chain: Eip1193, call: RpcCall): Promise<RpcAnswer> {
  const id = call?.id ?? null;
  if (typeof call !== 'object' || call === null || typeof call.method !== 'string') {
    return rpcError(id, -32600, 'Invalid request');
  }
  if (!rpcMethodAllowed(call.method)) return rpcError(id, -32601, `Method ${call.method} is not available`);
  const params = call.params === undefined ? [] : call.params;
  if (typeof params !== 'object' || params === null) return rpcError(id, -32602, 'Invalid params');
  try {
    return { jsonrpc: '2.0', id, result: await chain.request({ method: call.method, params }) };
  } catch (err) {
    const e = err as { code?: unknown; message?: string; data?: unknown };
    return rpcError(id, typeof e.code === 'number' ? e.code : -32603, e.message ?? 'Internal error', e.data);
  }
}

/**
 * JSON-RPC of the in-process chains on the app's port (POST /rpc/ethereum, /rpc/polygon), so a browser wallet
 * pointed at this server can read the chain and send its own signed transactions. No CORS headers: pages of
 * other origins cannot read the answers (wallet extensions are not bound by CORS). 404 when the chain is
 * switched off or uses an external JSON-RPC URL (wallets go to that node directly).
 */
export const rpcRoutes = new Hono<AppEnv>().use('*', clientIp, rateLimit('rpc', undefined, 'batched')).post(
  '/:chain{ethereum|polygon}',
  bodyLimit({
    maxSize: RPC_BODY_LIMIT,
    onError: (c) => c.json(rpcError(null, -32600, 'Request too large'), 413),
  }),
  async (c) => {
    const blockchain = c.req.param('chain').toUpperCase() as Blockchain;
    const { chains, env } = c.var.deps;
    const url = blockchain === 'ETHEREUM' ? env.CHAIN_RPC_URL_ETHEREUM : env.CHAIN_RPC_URL_POLYGON;
    if (url || !chains.enabled.includes(blockchain)) return notFound(c);
    const client = await chains.get(blockchain).catch(() => null);
    // JSON-RPC's error shape for wallets, with the API's code in its data: every 503 names its cause.
    if (!client?.eip1193) {
      return c.json(rpcError(null, -32603, 'Chain unavailable', { code: Code.CHAIN_UNAVAILABLE }), 503);
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json(rpcError(null, -32700, 'Parse error'));
    }
    if (!Array.isArray(body)) return c.json(await answer(client.eip1193, body as RpcCall));
    if (body.length === 0 || body.length > RPC_BATCH_LIMIT) {
      return c.json(rpcError(null, -32600, 'Invalid batch size'));
    }
    const results: RpcAnswer[] = [];
    // In order, one at a time: a batch of sends keeps its nonce order.
    for (const call of body) results.push(await answer(client.eip1193, call as RpcCall));
    return c.json(results);
  },
);

function notFound(c: Context) {
  return c.json(rpcError(null, -32601, 'No JSON-RPC here'), 404);
}
