import type PgBoss from 'pg-boss';
import type { Deps } from '../http/context';
import { EXPIRE_QUEUE } from '../services/orders/create';
import { expireOrder, sweepExpiredOrders } from '../services/orders/expire';
import { SCHEDULED } from './queue';

export type ExpireJob = { orderId: string };
const SWEEP_QUEUE = 'orders.expire-sweep';

/**
 * Registers order expiry (spec §4): the per-order 'orders.expire' job createOrder queues for
 * the order's expiresAt, a sweep every minute and one at start-up for orders whose job was lost (a crash
 * between the commit and the send, a database outage). Both go through expireOrder, which is a no-op for an
 * order paid, cancelled or already expired, so running either twice or in two processes changes nothing.
 */
export async function registerOrderExpiry(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  await boss.createQueue(EXPIRE_QUEUE);
  await deps.queue.work<ExpireJob>(
    EXPIRE_QUEUE,
    { includeMetadata: true, batchSize: 5 },
    async (jobs: PgBoss.JobWithMetadata<ExpireJob>[]) => {
      for (const job of jobs) await expireOrder(deps, job.data.orderId, deps.now());
    },
  );
  await boss.createQueue(SWEEP_QUEUE);
  await boss.schedule(SWEEP_QUEUE, '* * * * *');
  await boss.work(SWEEP_QUEUE, SCHEDULED, async () => {
    await sweepExpiredOrders(deps, deps.now());
  });
  const expired = await sweepExpiredOrders(deps, deps.now());
  if (expired > 0) deps.log.info({ expired }, 'expired unpaid orders at start-up');
}
