import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  BrowserProvider,
  getAddress,
  JsonRpcProvider,
  Network,
  Wallet,
  parseEther,
  type AbstractProvider,
} from 'ethers';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { ApiError } from '../http/errors';
import { Code } from '../schemas/codes';
import type { Blockchain } from '../schemas/wallets';
import { ensurePlatformContracts, platformContractAddress } from './deploy';
import { startInProcessChain } from './edr';
import { replayJournal } from './tx-journal';
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

const CONNECTION_CODES =
  /^(NETWORK_ERROR|TIMEOUT|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|UND_ERR_\w+)$/;

function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string }; message?: string; name?: string };
  return (
    CONNECTION_CODES.test(e?.code ?? '') ||
    CONNECTION_CODES.test(e?.cause?.code ?? '') ||
    e?.name === 'TimeoutError' ||
    /ECONNREFUSED|ECONNRESET|fetch failed|socket hang up/.test(e?.message ?? '')
  );
}

/** Funds given to the platform account by an in-process chain's genesis. */
export const IN_PROCESS_PLATFORM_FUNDS = parseEther('1000000');
/** Funds a developer's wallet listed in CHAIN_DEV_FUNDED gets at genesis (development only). */
export const IN_PROCESS_DEV_FUNDS = parseEther('10000');
/**
 * Fixed genesis time of the in-process chains (2024-01-01 UTC): with the same funded accounts, a restarted
 * server that replays its journal rebuilds the same chain (same contract addresses and transaction hashes).
 */
export const IN_PROCESS_GENESIS_TIME = 1_704_067_200n;

/**
 * Asks a JSON-RPC URL for its chain id within the deadline. We create the ethers provider only after this
 * answers, with the chain id as a static network: an ethers JsonRpcProvider without a network keeps retrying
 * network detection every second, forever, printing a line each time, while the node is down.
 */
async function probeChainId(url: string, ms: number): Promise<number> {
  return withDeadline(ms, async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(ms),
    });
    const body = (await res.json().catch(() => ({}))) as { result?: string };
    if (!res.ok || typeof body.result !== 'string')
      throw new ApiError(Code.CHAIN_UNAVAILABLE, 'chain_bad_answer');
    return Number(BigInt(body.result));
  });
}

/** Addresses a developer's wallet uses on the in-process chains; never funded in production. */
function devFunded(env: Env): string[] {
  if (env.NODE_ENV === 'production') return [];
  return env.CHAIN_DEV_FUNDED.split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .map((a) => getAddress(a));
}

/**
 * Creates the enabled chains lazily: the first `get` of a chain connects to its JSON-RPC URL or starts the
 * in-process EVM for it (replaying the transaction journal before anything else can send). A failed start is
 * not cached, so a chain that comes back is picked up by the next call.
 */
export function createChains(env: Env, opts: { log: Logger; db: Db }): Chains {
  const enabled: Blockchain[] = env.OPEN_POLYGON ? ['ETHEREUM', 'POLYGON'] : ['ETHEREUM'];
  const platformKey = loadPlatformKey({ envKey: env.CHAIN_PLATFORM_KEY, dataDir: env.DATA_DIR });
  const started = new Map<Blockchain, Promise<ChainClient>>();
  const guard = <T>(fn: () => Promise<T>) => withDeadline(env.CHAIN_TIMEOUT_MS, fn);

  async function connect(blockchain: Blockchain) {
    const url = blockchain === 'ETHEREUM' ? env.CHAIN_RPC_URL_ETHEREUM : env.CHAIN_RPC_URL_POLYGON;
    const configuredId = blockchain === 'ETHEREUM' ? env.CHAIN_ID_ETHEREUM : env.CHAIN_ID_POLYGON;
    if (url) {
      const chainId = await probeChainId(url, env.CHAIN_TIMEOUT_MS);
      if (chainId !== configuredId) opts.log.warn({ blockchain, chainId, configuredId }, 'chain id differs');
      const network = Network.from(chainId);
      const provider = new JsonRpcProvider(url, network, { staticNetwork: network });
      return { chainId, provider: provider as AbstractProvider, eip1193: undefined };
    }
    const platformAddress = new Wallet(platformKey).address;
    const eip1193 = await startInProcessChain({
      chainId: configuredId,
      genesisTime: IN_PROCESS_GENESIS_TIME,
      funded: [
        { address: platformAddress, balance: IN_PROCESS_PLATFORM_FUNDS },
        ...devFunded(env)
          .filter((a) => a !== platformAddress)
          .map((address) => ({ address, balance: IN_PROCESS_DEV_FUNDS })),
      ],
    });
    const provider = new BrowserProvider(eip1193, configuredId);
    // Blocks are mined at once in-process: poll receipts often so waits end in milliseconds.
    provider.pollingInterval = 50;
    return { chainId: configuredId, provider: provider as AbstractProvider, eip1193 };
  }

  async function start(blockchain: Blockchain): Promise<ChainClient> {
    const { chainId, provider, eip1193 } = await connect(blockchain);
    const addresses = new Map<PlatformContract, Promise<string>>();
    const client: ChainClient = {
      blockchain,
      chainId,
      provider,
      platform: new Wallet(platformKey, provider),
      inProcess: !!eip1193,
      guard,
      contract(name: PlatformContract) {
        let address = addresses.get(name);
        if (!address) {
          address = (async () =>
            (await platformContractAddress(opts.db, blockchain, name)) ??
            (await ensurePlatformContracts({ db: opts.db, chains }, blockchain, [name]))[name]!)();
          addresses.set(name, address);
          address.catch(() => addresses.delete(name));
        }
        return address;
      },
      ...(eip1193 ? { eip1193 } : {}),
      async close() {
        provider.destroy();
      },
    };
    if (eip1193) {
      // A fresh in-process EVM is empty: rebuild it from the journal before anyone else can send.
      const replayed = await replayJournal(opts.db, client);
      if (replayed) opts.log.info({ blockchain, replayed }, 'chain journal replayed');
    }
    opts.log.info({ blockchain, chainId, inProcess: !!eip1193 }, 'chain ready');
    return client;
  }

  const chains: Chains = {
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
  return chains;
}
