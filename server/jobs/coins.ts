import type PgBoss from 'pg-boss';
import type { Deps } from '../http/context';
import { expireLot, lotsToExpire } from '../services/loyalty/coins/expire';
import { COIN_EXPIRY_QUEUE, type CoinExpiryJob, enqueueLotExpiry } from '../services/loyalty/coins/queue';
import { SCHEDULED } from './queue';

const SWEEP_QUEUE = 'coins.expiry-sweep';

/**
 * Queues the expiry of lots past their date still holding coins whose job was lost (a crash between the
 * earn's commit and its send, a database outage). expireLot is a no-op for a lot already expired, so a lot
 * both swept and run by its own job expires once. Answers how many were queued.
 */
export async function sweepCoinExpiry(deps: Pick<Deps, 'db' | 'queue' | 'log' | 'now'>): Promise<number> {
  const open = await deps.queue.openKeys(COIN_EXPIRY_QUEUE);
  let queued = 0;
  for (const lot of await lotsToExpire(deps.db, deps.now())) {
    if (open.has(lot.id)) continue;
    await enqueueLotExpiry(deps, lot.id, lot.expiresAt);
    queued++;
  }
  return queued;
}

/** Registers the per-lot expiry worker and its sweep (every ten minutes and once at start-up). */
export async function registerCoinWorkers(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  await boss.createQueue(COIN_EXPIRY_QUEUE);
  await deps.queue.work<CoinExpiryJob>(
    COIN_EXPIRY_QUEUE,
    { includeMetadata: true, batchSize: 5 },
    async (jobs: PgBoss.JobWithMetadata<CoinExpiryJob>[]) => {
      for (const job of jobs) await expireLot(deps, job.data.lotId);
    },
  );
  await boss.createQueue(SWEEP_QUEUE);
  await boss.schedule(SWEEP_QUEUE, '*/10 * * * *');
  await boss.work(SWEEP_QUEUE, SCHEDULED, async () => {
    await sweepCoinExpiry(deps);
  });
  await sweepCoinExpiry(deps);
}
