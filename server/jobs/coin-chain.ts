import type PgBoss from 'pg-boss';
import type { Deps } from '../http/context';
import { laggingCoinMembers, mirrorMemberCoins } from '../services/loyalty/coins/chain';
import {
  COIN_MIRROR_QUEUE,
  coinMirrorKey,
  coinMirrorOptions,
  type CoinMirrorJob,
  enqueueCoinMirror,
} from '../services/loyalty/coins/chain-queue';
import { mirroredCoinMerchants, reconcileCoinChain } from '../services/loyalty/coins/chain-reconcile';
import type { MirrorMarks } from '../services/loyalty/coins/mirror-marks';
import { untilChainIsBack } from './chain-wait';
import { SCHEDULED } from './queue';

export const COIN_MIRROR_SWEEP_QUEUE = 'coins.chainSweep';
export const COIN_RECONCILE_QUEUE = 'coins.reconcile';

/** One 'coins.chain' delivery (a member's operations not mirrored yet); a chain outage waits without a retry. */
export async function handleCoinMirrorJob(deps: Deps, job: { data: CoinMirrorJob }): Promise<void> {
  const { merchantId, memberId } = job.data;
  await untilChainIsBack(
    deps,
    { name: COIN_MIRROR_QUEUE, data: job.data, options: coinMirrorOptions(merchantId, memberId) },
    () => mirrorMemberCoins(deps, merchantId, memberId),
  );
}

/**
 * Queues the mirror work a lost job left behind (a send that failed, retries used up) and a coin's history
 * when its merchant turns `onChain` on: members with operations not mirrored and no open job. At start and
 * every five minutes, reading each ledger above the process's marks (`marks`; none: the whole ledger); the
 * work itself stays exactly-once through the journal. Answers how many were queued.
 */
export async function sweepCoinMirrors(
  deps: Pick<Deps, 'db' | 'queue' | 'log'>,
  marks?: MirrorMarks,
  at = Date.now(),
): Promise<number> {
  const open = await deps.queue.openKeys(COIN_MIRROR_QUEUE);
  let queued = 0;
  for (const m of await laggingCoinMembers(deps.db, { marks, at })) {
    if (open.has(coinMirrorKey(m.merchantId, m.memberId))) continue;
    await enqueueCoinMirror(deps, m.merchantId, m.memberId);
    queued++;
  }
  return queued;
}

/** Reconciles every mirrored coin; one coin's chain failing does not stop the others (logged, next run). */
export async function reconcileAllCoins(deps: Deps): Promise<void> {
  for (const merchantId of await mirroredCoinMerchants(deps.db)) {
    try {
      await reconcileCoinChain(deps, merchantId);
    } catch (err) {
      deps.log.warn({ merchantId, err: (err as Error).message }, 'coin reconciliation not run');
    }
  }
}

/** Registers the coin mirror worker, its sweep (every five minutes) and the daily reconciliation. */
export async function registerCoinChainWorkers(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  // Through ensure, so coin operations of this process queue their mirror in their own transaction.
  await deps.queue.ensure(COIN_MIRROR_QUEUE);
  await deps.queue.work<CoinMirrorJob>(
    COIN_MIRROR_QUEUE,
    { includeMetadata: true, batchSize: 1 },
    async (jobs: PgBoss.JobWithMetadata<CoinMirrorJob>[]) => {
      for (const job of jobs) await handleCoinMirrorJob(deps, job);
    },
  );
  // This process's marks: its first sweep reads each on-chain ledger whole, later ones only what is new.
  const marks: MirrorMarks = new Map();
  await boss.createQueue(COIN_MIRROR_SWEEP_QUEUE);
  await boss.schedule(COIN_MIRROR_SWEEP_QUEUE, '*/5 * * * *');
  await boss.work(COIN_MIRROR_SWEEP_QUEUE, SCHEDULED, async () => {
    await sweepCoinMirrors(deps, marks);
  });
  await boss.createQueue(COIN_RECONCILE_QUEUE);
  await boss.schedule(COIN_RECONCILE_QUEUE, '40 3 * * *');
  await boss.work(COIN_RECONCILE_QUEUE, SCHEDULED, async () => {
    await reconcileAllCoins(deps);
  });
  await sweepCoinMirrors(deps, marks);
}
