import { and, eq } from 'drizzle-orm';
import { ContractFactory } from 'ethers';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { coinContracts, collectionContracts, platformContracts } from '../db/schema';
import type { Blockchain } from '../schemas/wallets';
import { loadArtifact, type ContractName } from './artifacts';
import { sendOnce, waitMined } from './tx-journal';
import type { Chains, PlatformContract } from './types';

type DeployDeps = { db: Db; chains: Chains };

/** The platform contracts every chain carries, with the contract each name is and its constructor arguments. */
const PLATFORM: Record<PlatformContract, { contract: ContractName; args: (owner: string) => unknown[] }> = {
  EDITIONS: { contract: 'MarketEditions1155', args: (owner) => [owner] },
  MEMBERSHIP: { contract: 'MembershipCard', args: (owner) => ['Marketplace Membership', 'MCARD', owner] },
  COUPON: { contract: 'Coupon', args: (owner) => [owner] },
  TICKET: { contract: 'Ticket', args: (owner) => [owner] },
};
export const PLATFORM_CONTRACTS = Object.keys(PLATFORM) as PlatformContract[];

/**
 * Deploys `contract` once per journal key and returns its address: the journal key makes the deployment one
 * transaction however many processes or jobs ask at the same time; a failed deployment is not retried silently.
 */
async function deployOnce(
  deps: DeployDeps,
  opts: { blockchain: Blockchain; key: string; contract: ContractName; args: unknown[] },
): Promise<{ address: string; txHash: string }> {
  const { abi, bytecode } = await loadArtifact(opts.contract);
  const { data } = await new ContractFactory(abi, bytecode).getDeployTransaction(...opts.args);
  await sendOnce(deps, { blockchain: opts.blockchain, key: opts.key, request: { data } });
  const mined = await waitMined(deps, { blockchain: opts.blockchain, key: opts.key });
  if (mined.status !== 'MINED' || !mined.contractAddress) {
    throw new Error(`deployment ${opts.key} on ${opts.blockchain} failed (${mined.hash})`);
  }
  return { address: mined.contractAddress, txHash: mined.hash };
}

/** The recorded address of one platform contract on a chain, if it was deployed. */
export async function platformContractAddress(
  db: Db,
  blockchain: Blockchain,
  name: PlatformContract,
): Promise<string | undefined> {
  const [row] = await db
    .select({ address: platformContracts.address })
    .from(platformContracts)
    .where(and(eq(platformContracts.blockchain, blockchain), eq(platformContracts.name, name)));
  return row?.address;
}

/**
 * Makes sure the platform contracts (EDITIONS, MEMBERSHIP, COUPON, TICKET, or just `only`) exist on `blockchain`,
 * deploying the missing ones through the journal (`deploy:<NAME>`), and returns their addresses. Idempotent and
 * safe to run from two processes at once.
 */
export async function ensurePlatformContracts(
  deps: DeployDeps,
  blockchain: Blockchain,
  only: readonly PlatformContract[] = PLATFORM_CONTRACTS,
): Promise<Partial<Record<PlatformContract, string>>> {
  const client = await deps.chains.get(blockchain);
  const owner = client.platform.address;
  const entries = await Promise.all(
    only.map(async (name) => {
      const known = await platformContractAddress(deps.db, blockchain, name);
      if (known) return [name, known] as const;
      const spec = PLATFORM[name];
      const deployed = await deployOnce(deps, {
        blockchain,
        key: `deploy:${name}`,
        contract: spec.contract,
        args: spec.args(owner),
      });
      await deps.db
        .insert(platformContracts)
        .values({ blockchain, name, address: deployed.address, txHash: deployed.txHash })
        .onConflictDoNothing();
      return [name, (await platformContractAddress(deps.db, blockchain, name))!] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * A collection's own ERC-721 contract (ERC-2981 royalty to the creator) on `blockchain`, deployed on first use
 * through the journal (`deploy:collection:<collectionId>`) and recorded in collection_contracts.
 */
export async function ensureCollectionContract(
  deps: DeployDeps,
  opts: {
    collectionId: string;
    blockchain: Blockchain;
    name: string;
    symbol: string;
    royaltyReceiver: string;
    royaltyBps: number;
  },
): Promise<string> {
  const where = and(
    eq(collectionContracts.collectionId, opts.collectionId),
    eq(collectionContracts.blockchain, opts.blockchain),
  );
  const read = async () =>
    (await deps.db.select({ address: collectionContracts.address }).from(collectionContracts).where(where))[0]
      ?.address;
  const known = await read();
  if (known) return known;
  const client = await deps.chains.get(opts.blockchain);
  const deployed = await deployOnce(deps, {
    blockchain: opts.blockchain,
    key: `deploy:collection:${opts.collectionId}`,
    contract: 'MarketCollection721',
    args: [opts.name, opts.symbol, client.platform.address, opts.royaltyReceiver, opts.royaltyBps],
  });
  await deps.db
    .insert(collectionContracts)
    .values({
      collectionId: opts.collectionId,
      blockchain: opts.blockchain,
      address: deployed.address,
      txHash: deployed.txHash,
    })
    .onConflictDoNothing();
  return (await read())!;
}

/**
 * A merchant coin's own LoyaltyCoin ERC-20 (whole coins, non-transferable, the platform mints and burns) on
 * `blockchain`, deployed on first use through the journal (`deploy:coin:<coinId>`) and recorded in
 * coin_contracts. A coin keeps the chain it was first deployed on.
 */
export async function ensureCoinContract(
  deps: DeployDeps,
  opts: { coinId: string; blockchain: Blockchain; name: string; symbol: string },
): Promise<{ blockchain: Blockchain; address: string }> {
  const read = async () =>
    (
      await deps.db
        .select({ blockchain: coinContracts.blockchain, address: coinContracts.address })
        .from(coinContracts)
        .where(eq(coinContracts.coinId, opts.coinId))
    )[0];
  const known = await read();
  if (known) return known;
  const client = await deps.chains.get(opts.blockchain);
  const deployed = await deployOnce(deps, {
    blockchain: opts.blockchain,
    key: `deploy:coin:${opts.coinId}`,
    contract: 'LoyaltyCoin',
    args: [opts.name, opts.symbol, client.platform.address],
  });
  await deps.db
    .insert(coinContracts)
    .values({
      coinId: opts.coinId,
      blockchain: opts.blockchain,
      address: deployed.address,
      txHash: deployed.txHash,
    })
    .onConflictDoNothing();
  return (await read())!;
}

/**
 * Start-up: brings every enabled chain up (an in-process chain replays its journal first) and deploys missing
 * platform contracts, in the background. A chain that fails is logged, not fatal: browsing never needs it, and
 * the next chain-bound call tries again.
 */
export function warmUpChains(deps: DeployDeps & { log: Logger }): Promise<void> {
  return Promise.all(
    deps.chains.enabled.map(async (blockchain) => {
      try {
        const contracts = await ensurePlatformContracts(deps, blockchain);
        deps.log.info({ blockchain, contracts }, 'platform contracts ready');
      } catch (err) {
        deps.log.warn(
          { blockchain, err: (err as Error).message },
          'chain not ready; will retry on first use',
        );
      }
    }),
  ).then(() => undefined);
}
