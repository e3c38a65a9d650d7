import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BrowserProvider, JsonRpcProvider, Wallet, parseEther, type AbstractProvider } from 'ethers';
import type { Logger } from 'pino';
import type { Env } from '../env';
import { ApiError } from '../http/errors';
import { Code } from '../schemas/codes';
import type { Blockchain } from '../schemas/wallets';
import { startInProcessChain } from './edr';
import type { ChainClient, Chains, PlatformContract } from './types';

/**
 * The platform account's key: CHAIN_PLATFORM_KEY, or a key file generated in DATA_DIR on first start, or (no
 * DATA_DIR, as in tests) a random key for this process.
 */
export function loadPlatformKey(opts: { envKey: string; dataDir: string }): string {
  if (opts.envKey) return new Wallet(opts.envKey).privateKey;
  if (!opts.dataDir) return Wallet.createRandom().privateKey;
  const file = join(opts.dataDir, 'chain-platform.key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `0x${randomBytes(32).toString('hex')}`, { mode: 0o600, flag: 'wx' });
  }
  return new Wallet(readFileSync(file, 'utf8').trim()).privateKey;
}

/** Rejects with CHAIN_UNAVAILABLE when `work` takes longer than `ms` or fails to reach the chain. */
export async function withDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(Code.CHAIN_UNAVAILABLE, 'chain_timeout')), ms);
  });
  try {
    return await Promise.race([work(), deadline]);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (isConnectionError(err)) throw new ApiError(Code.CHAIN_UNAVAILABLE, 'chain_unreachable');
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string }; message?: string };
  return (
    e?.code === 'NETWORK_ERROR' ||
    e?.code === 'TIMEOUT' ||
    e?.code === 'ECONNREFUSED' ||
    e?.cause?.code === 'ECONNREFUSED' ||
    /ECONNREFUSED|fetch failed|socket hang up/.test(e?.message ?? '')
  );
}

/** Funds given to the platform account by an in-process chain's genesis. */
export const IN_PROCESS_PLATFORM_FUNDS = parseEther('1000000');

/**
 * Creates the enabled chains lazily: the first `get` of a chain connects to its JSON-RPC URL or starts the
 * in-process EVM for it. A failed start is not cached, so a chain that comes back is picked up by the next call.
 */
export function createChains(env: Env, opts: { log: Logger }): Chains {
  const enabled: Blockchain[] = env.OPEN_POLYGON ? ['ETHEREUM', 'POLYGON'] : ['ETHEREUM'];
  const platformKey = loadPlatformKey({ envKey: env.CHAIN_PLATFORM_KEY, dataDir: env.DATA_DIR });
  const started = new Map<Blockchain, Promise<ChainClient>>();

  async function start(blockchain: Blockchain): Promise<ChainClient> {
    const url = blockchain === 'ETHEREUM' ? env.CHAIN_RPC_URL_ETHEREUM : env.CHAIN_RPC_URL_POLYGON;
    const configuredId = blockchain === 'ETHEREUM' ? env.CHAIN_ID_ETHEREUM : env.CHAIN_ID_POLYGON;
    const guard = <T>(fn: () => Promise<T>) => withDeadline(env.CHAIN_TIMEOUT_MS, fn);
    let provider: AbstractProvider;
    let chainId = configuredId;
    let eip1193: ChainClient['eip1193'];
    if (url) {
      const rpc = new JsonRpcProvider(url, undefined, { staticNetwork: false, polling: false });
      const network = await guard(() => rpc.getNetwork());
      chainId = Number(network.chainId);
      provider = rpc;
    } else {
      const platformAddress = new Wallet(platformKey).address;
      eip1193 = await startInProcessChain({
        chainId,
        funded: [{ address: platformAddress, balance: IN_PROCESS_PLATFORM_FUNDS }],
      });
      provider = new BrowserProvider(eip1193, chainId);
      // Blocks are mined at once in-process: poll receipts often so waits end in milliseconds.
      provider.pollingInterval = 50;
    }
    const platform = new Wallet(platformKey, provider);
    opts.log.info({ blockchain, chainId, inProcess: !url }, 'chain ready');
    const client: ChainClient = {
      blockchain,
      chainId,
      provider,
      platform,
      inProcess: !url,
      guard,
      async contract(name: PlatformContract) {
        throw new ApiError(Code.CHAIN_UNAVAILABLE, `contract ${name} not deployed`);
      },
      ...(eip1193 ? { eip1193 } : {}),
      async close() {
        provider.destroy();
      },
    };
    return client;
  }

  return {
    enabled,
    get(blockchain) {
      if (!enabled.includes(blockchain)) {
        return Promise.reject(new ApiError(Code.CHAIN_UNAVAILABLE, `${blockchain} is not enabled`));
      }
      let client = started.get(blockchain);
      if (!client) {
        client = start(blockchain);
        started.set(blockchain, client);
        client.catch(() => started.delete(blockchain));
      }
      return client;
    },
    async close() {
      for (const c of started.values()) await c.then((x) => x.close()).catch(() => {});
      started.clear();
    },
  };
}
