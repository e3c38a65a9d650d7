import { and, eq, sql } from 'drizzle-orm';
import { Contract } from 'ethers';
import type { Db } from '../../../db/client';
import {
  coinChainChecks,
  coinContracts,
  coinLedger,
  coinMirrors,
  custodialWallets,
  loyaltyCoins,
} from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { CoinChainCheck, CoinChainDifference } from '../../../schemas/coin-chain';
import { requireMerchantFeature } from '../../merchants/access';
import { coinAbi } from './chain';
import { coinOf } from './coin';

type ReconcileDeps = Pick<Deps, 'db' | 'chains' | 'log' | 'now'>;

/** balanceOf calls in flight at once: a 10,000-member coin is read in well under a minute. */
const BATCH = 20;

/** Per member: the ledger balance, the part of it already mirrored, operations not mirrored, the wallet. */
async function memberBalances(db: Db, merchantId: string) {
  const rows = await db
    .select({
      memberId: coinLedger.memberId,
      address: custodialWallets.address,
      ledger: sql<string>`sum(${coinLedger.delta})::text`,
      mirrored: sql<string>`coalesce(sum(${coinLedger.delta}) filter (where ${coinMirrors.merchantId} is not null), 0)::text`,
      pending: sql<number>`(count(*) filter (where ${coinMirrors.merchantId} is null))::int`,
    })
    .from(coinLedger)
    .leftJoin(
      coinMirrors,
      and(
        eq(coinMirrors.merchantId, coinLedger.merchantId),
        eq(coinMirrors.idempotencyKey, coinLedger.idempotencyKey),
      ),
    )
    .leftJoin(custodialWallets, eq(custodialWallets.memberId, coinLedger.memberId))
    .where(eq(coinLedger.merchantId, merchantId))
    .groupBy(coinLedger.memberId, custodialWallets.address);
  return rows.map((r) => ({ ...r, ledger: BigInt(r.ledger), mirrored: BigInt(r.mirrored) }));
}

/**
 * reconcileCoinChain: compares each member's token balance (balanceOf) with the ledger balance of their
 * operations already mirrored; a member whose token holds anything else is a difference (a reverted mirror, a
 * mint or burn made outside the platform), listed with their whole ledger balance. Operations still queued
 * are counted as lagging, not as differences. The result replaces the coin's last check (coin_chain_checks),
 * which the liability report shows; differences are also logged. Null when the coin has no contract yet.
 * Nothing is corrected: the ledger is the authority, and a correction is a decision for support.
 */
export async function reconcileCoinChain(
  deps: ReconcileDeps,
  merchantId: string,
): Promise<CoinChainCheck | null> {
  const [deployed] = await deps.db
    .select({ blockchain: coinContracts.blockchain, address: coinContracts.address })
    .from(coinContracts)
    .innerJoin(loyaltyCoins, eq(loyaltyCoins.id, coinContracts.coinId))
    .where(eq(loyaltyCoins.merchantId, merchantId));
  if (!deployed) return null;
  const client = await deps.chains.get(deployed.blockchain);
  const token = new Contract(deployed.address, await coinAbi(), client.provider);
  const balanceOf = token.getFunction('balanceOf');
  const members = await memberBalances(deps.db, merchantId);
  const differences: CoinChainDifference[] = [];
  for (let i = 0; i < members.length; i += BATCH) {
    const batch = members.slice(i, i + BATCH);
    const held = await Promise.all(
      batch.map((m) =>
        m.address ? client.guard(async () => BigInt(await balanceOf(m.address))) : Promise.resolve(0n),
      ),
    );
    batch.forEach((m, j) => {
      if (held[j] === m.mirrored) return;
      differences.push({
        memberId: m.memberId,
        address: m.address ?? '',
        onChain: held[j]!.toString(),
        mirrored: m.mirrored.toString(),
        ledger: m.ledger.toString(),
      });
    });
  }
  const check = {
    blockchain: deployed.blockchain,
    contract: deployed.address,
    checkedAt: deps.now(),
    members: members.length,
    lagging: members.filter((m) => m.pending > 0).length,
    differences,
  };
  await deps.db
    .insert(coinChainChecks)
    .values({ merchantId, ...check })
    .onConflictDoUpdate({ target: coinChainChecks.merchantId, set: check });
  if (differences.length > 0)
    deps.log.warn(
      { merchantId, contract: deployed.address, differences: differences.length },
      'coin token differs from its ledger',
    );
  return { ...check, checkedAt: check.checkedAt.toISOString() };
}

/** The merchant's last reconciliation, or null before the first (the liability report's `chain`). */
export async function lastCoinChainCheck(db: Db, merchantId: string): Promise<CoinChainCheck | null> {
  const [row] = await db.select().from(coinChainChecks).where(eq(coinChainChecks.merchantId, merchantId));
  if (!row) return null;
  const { merchantId: _, checkedAt, ...rest } = row;
  return { ...rest, checkedAt: checkedAt.toISOString() };
}

/** Merchants whose coin has a contract (the scheduled reconciliation's list). */
export async function mirroredCoinMerchants(db: Db): Promise<string[]> {
  const rows = await db
    .select({ merchantId: loyaltyCoins.merchantId })
    .from(coinContracts)
    .innerJoin(loyaltyCoins, eq(loyaltyCoins.id, coinContracts.coinId));
  return rows.map((r) => r.merchantId);
}

/**
 * reconcileCoinChain on demand, by the caller's merchant (LOYALTY_COINS): the check now, as the daily job
 * makes it; null while its coin has no contract (not on chain, or nothing mirrored yet).
 */
export async function reconcileMyCoinChain(
  deps: ReconcileDeps,
  memberId: string,
): Promise<CoinChainCheck | null> {
  const merchant = await requireMerchantFeature(deps.db, memberId, 'LOYALTY_COINS', deps.now());
  if (!(await coinOf(deps.db, merchant.id))) fail('NOT_FOUND', 'no_coin');
  return reconcileCoinChain(deps, merchant.id);
}
