import type PgBoss from 'pg-boss';
import type { Deps } from '../http/context';
import { SETTLE_QUEUE, type SettleJob } from '../services/auctions/settle-queue';
import { dueAuctions, settleAuction } from '../services/auctions/settle';
import { SCHEDULED } from './queue';

const SWEEP_QUEUE = 'auctions.settle-sweep';

/**
 * Registers auction settlement: the per-close 'auctions.settle' job startAuction and late bids
 * queue, and a sweep every minute (and one at start-up) for closes whose job was lost. settleAuction is a no-op
 * for an auction not yet due or already settled, so any number of runs settle each auction once.
 */
export async function registerAuctionWorkers(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  await boss.createQueue(SETTLE_QUEUE);
  await deps.queue.work<SettleJob>(
    SETTLE_QUEUE,
    { includeMetadata: true, batchSize: 5 },
    async (jobs: PgBoss.JobWithMetadata<SettleJob>[]) => {
      for (const job of jobs) await settleAuction(deps, job.data.auctionId);
    },
  );
  await boss.createQueue(SWEEP_QUEUE);
  await boss.schedule(SWEEP_QUEUE, '* * * * *');
  await boss.work(SWEEP_QUEUE, SCHEDULED, async () => {
    await sweepAuctions(deps);
  });
  await sweepAuctions(deps);
}

/** Settles every auction past its close; one failing auction does not stop the others. */
export async function sweepAuctions(deps: Deps): Promise<number> {
  let settled = 0;
  for (const id of await dueAuctions(deps.db, deps.now())) {
    try {
      if ((await settleAuction(deps, id)) !== 'NOT_DUE') settled += 1;
    } catch (err) {
      deps.log.warn({ auctionId: id, err: String(err) }, 'auction not settled yet');
    }
  }
  return settled;
}
