import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { Interface } from 'ethers';
import { loadArtifact } from '../../../chain/artifacts';
import { ensureCoinContract } from '../../../chain/deploy';
import type { Db } from '../../../db/client';
import { coinLedger, coinMirrors, loyaltyCoins } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import type { Blockchain } from '../../../schemas/wallets';
import { runChainJob } from '../../catalog/mint/chain-job';
import { ensureCustodialWallet } from '../../wallets/custodial-wallets';
import { coinOf } from './coin';
import { nextMark, type MarkScan, type MirrorMarks } from './mirror-marks';

type ChainDeps = Pick<Deps, 'db' | 'chains' | 'custody' | 'log' | 'now'>;

/** The chain a coin's token is deployed on: the platform's default, as tickets' and coupon batches'. */
export const COIN_CHAIN: Blockchain = 'ETHEREUM';

export const coinAbi = async () => new Interface((await loadArtifact('LoyaltyCoin')).abi);

/** Journal keys: one transaction each, ever (a ledger key is unique per merchant). */
export const coinKeys = {
  mirror: (merchantId: string, key: string) => `coin:mirror:${merchantId}:${key}`,
};

/** Matches a ledger row to its operation's mirror row. */
export const mirrorOfRow = and(
  eq(coinMirrors.merchantId, coinLedger.merchantId),
  eq(coinMirrors.idempotencyKey, coinLedger.idempotencyKey),
);

type SeqText = string | null;
/** Of ledger rows joined to their mirror rows: the lowest seq not mirrored yet (null when all are). */
const firstUnmirroredSeq = sql<SeqText>`(min(${coinLedger.seq}) filter (where ${coinMirrors.merchantId} is null))::text`;

/** The member's operations at the merchant not mirrored yet, with their net delta, in ledger order. */
async function unmirrored(db: Db, merchantId: string, memberId: string) {
  const rows = await db
    .select({ key: coinLedger.idempotencyKey, delta: sql<string>`sum(${coinLedger.delta})::text` })
    .from(coinLedger)
    .leftJoin(coinMirrors, mirrorOfRow)
    .where(
      and(
        eq(coinLedger.merchantId, merchantId),
        eq(coinLedger.memberId, memberId),
        isNull(coinMirrors.merchantId),
      ),
    )
    .groupBy(coinLedger.idempotencyKey)
    .orderBy(asc(sql`min(${coinLedger.seq})`));
  return rows.map((r) => ({ key: r.key, delta: BigInt(r.delta) }));
}

/**
 * The coin mirror job's body: when the merchant's coin is on chain, each of the member's ledger operations not
 * mirrored yet, in ledger order, becomes one transaction of the coin's LoyaltyCoin contract (deployed on the
 * first): a positive net delta mints to the member's custodial wallet, a negative one burns from it (the
 * platform burns: the holder needs no gas), each once by its journal key; an operation netting to zero sends
 * nothing. Ledger order keeps every burn after the mints it draws on. A chain that is down throws, for the
 * job to wait for it. Answers how many operations it mirrored.
 */
export async function mirrorMemberCoins(
  deps: ChainDeps,
  merchantId: string,
  memberId: string,
): Promise<number> {
  const coin = await coinOf(deps.db, merchantId);
  if (!coin?.onChain) return 0;
  const ops = await unmirrored(deps.db, merchantId, memberId);
  if (ops.length === 0) return 0;
  const { blockchain, address: contract } = await ensureCoinContract(deps, {
    coinId: coin.id,
    blockchain: COIN_CHAIN,
    name: coin.name,
    symbol: coin.symbol,
  });
  const { address: wallet } = await ensureCustodialWallet(deps, memberId);
  const abi = await coinAbi();
  for (const op of ops) {
    const row = { merchantId, idempotencyKey: op.key, memberId, delta: op.delta, blockchain };
    if (op.delta === 0n) {
      await deps.db
        .insert(coinMirrors)
        .values({ ...row, state: 'NONE' })
        .onConflictDoNothing();
      continue;
    }
    const mined = await runChainJob(deps, {
      blockchain,
      key: coinKeys.mirror(merchantId, op.key),
      build: async () => ({
        to: contract,
        data:
          op.delta > 0n
            ? abi.encodeFunctionData('mint', [wallet, op.delta])
            : abi.encodeFunctionData('burn', [wallet, -op.delta]),
      }),
    });
    const ok = mined.status === 'MINED';
    // A reverted burn (the token held less than the ledger said) is final: reconciliation reports it.
    if (!ok) deps.log.warn({ merchantId, memberId, key: op.key, hash: mined.hash }, 'coin mirror reverted');
    await deps.db
      .insert(coinMirrors)
      .values({ ...row, state: ok ? 'MINED' : 'FAILED', txHash: mined.hash, mirroredAt: deps.now() })
      .onConflictDoNothing();
  }
  return ops.length;
}

/**
 * Members of on-chain coins with ledger operations not mirrored yet, for the sweep: operations whose job was
 * lost, and a coin's whole history when its merchant turns `onChain` on. With `marks`, each merchant's ledger
 * is read only above its mark, and the mark moved as far as mirror-marks.ts allows at wall-clock time `at`;
 * without, each ledger is read whole.
 */
export async function laggingCoinMembers(
  db: Db,
  {
    limit = 200,
    marks = new Map(),
    at = Date.now(),
  }: { limit?: number; marks?: MirrorMarks; at?: number } = {},
): Promise<{ merchantId: string; memberId: string }[]> {
  const onChain = await db
    .select({ merchantId: loyaltyCoins.merchantId })
    .from(loyaltyCoins)
    .where(eq(loyaltyCoins.onChain, true));
  const lagging: { merchantId: string; memberId: string }[] = [];
  for (const { merchantId } of onChain) {
    const mark = marks.get(merchantId);
    const rows = await db
      .select({
        memberId: coinLedger.memberId,
        top: sql<string>`max(${coinLedger.seq})::text`,
        firstUnmirrored: firstUnmirroredSeq,
      })
      .from(coinLedger)
      .leftJoin(coinMirrors, mirrorOfRow)
      .where(and(eq(coinLedger.merchantId, merchantId), gt(coinLedger.seq, mark?.through ?? 0)))
      .groupBy(coinLedger.memberId);
    const scan: MarkScan = { top: null, firstUnmirrored: null };
    for (const r of rows) {
      scan.top = Math.max(scan.top ?? 0, Number(r.top));
      if (r.firstUnmirrored === null) continue;
      scan.firstUnmirrored = Math.min(scan.firstUnmirrored ?? Infinity, Number(r.firstUnmirrored));
      if (lagging.length < limit) lagging.push({ merchantId, memberId: r.memberId });
    }
    marks.set(merchantId, nextMark(mark, scan, at));
  }
  return lagging;
}
