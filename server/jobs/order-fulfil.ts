import { and, eq, inArray, isNotNull, isNull, ne, not, or, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { chainTxs, orderLines, orders } from '../db/schema';
import type { Deps } from '../http/context';
import { AUTO_FINISH_QUEUE, autoFinishOrders } from '../services/orders/auto-finish';
import { enqueueFulfil, FULFIL_QUEUE, fulfilJobOptions, fulfilOrder } from '../services/orders/fulfil';
import { applyPlanOrder } from '../services/merchants/plan-orders';
import { applyCouponOrder } from '../services/loyalty/coupons/coupon-order';
import { applyTicketOrder } from '../services/tickets/fulfil';
import { untilChainIsBack, type ChainWaits } from './chain-wait';
import { SCHEDULED } from './queue';

export type FulfilJob = { orderId: string } & ChainWaits;

/**
 * One 'orders.fulfil' delivery: transfers the platform-held NFTs of a FULLPAID order exactly once. While the
 * chain is down the job waits for it without using a retry (chain-wait.ts). Exported for tests.
 */
export async function handleFulfilJob(deps: Deps, job: { data: FulfilJob }): Promise<void> {
  const { orderId } = job.data;
  // A plan order (services/merchants/plan-orders.ts) is fulfilled by switching its plan on: no chain involved.
  if (await applyPlanOrder(deps, orderId)) return;
  // A coupon order is fulfilled by issuing its coupons; their mints are the coupon jobs'.
  if (await applyCouponOrder(deps, orderId)) return;
  // A ticket order likewise, by issuing its signed tickets.
  if (await applyTicketOrder(deps, orderId)) return;
  await untilChainIsBack(
    deps,
    { name: FULFIL_QUEUE, data: job.data, options: fulfilJobOptions(orderId) },
    () => fulfilOrder(deps, orderId),
  );
}

/**
 * Registers the fulfilment worker and the scheduled 'orders.autoFinish' (every 15 minutes: unconfirmed
 * deliveries past ORDER_AUTO_FINISH_DAYS finish, and fulfilments whose job was lost are queued again), and
 * sweeps once at start-up.
 */
export async function registerFulfilmentWorkers(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  await boss.createQueue(FULFIL_QUEUE);
  await deps.queue.work<FulfilJob>(
    FULFIL_QUEUE,
    { includeMetadata: true, batchSize: 1 },
    async (jobs: PgBoss.JobWithMetadata<FulfilJob>[]) => {
      for (const job of jobs) await handleFulfilJob(deps, job);
    },
  );
  await boss.createQueue(AUTO_FINISH_QUEUE);
  await boss.schedule(AUTO_FINISH_QUEUE, '*/15 * * * *');
  await boss.work(AUTO_FINISH_QUEUE, SCHEDULED, async () => {
    await autoFinishOrders(deps);
    await enqueueLostFulfilments(deps);
  });
  await enqueueLostFulfilments(deps);
}

/**
 * Queues the fulfilment of every FULLPAID order with an NFT line still to deliver by the platform and no open
 * job: a crash between the payment's commit and its job, or retries used up by database outages. Left out:
 * lines the job found in the seller's own wallet (UNFULFILLED with a from-address and nothing journaled: the
 * seller sends those) and lines whose transfer reverted (customer service's case). Answers how many.
 */
export async function enqueueLostFulfilments(deps: Pick<Deps, 'db' | 'queue'>): Promise<number> {
  const open = await deps.queue.openKeys(FULFIL_QUEUE);
  const rows = await deps.db
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(chainTxs, eq(chainTxs.key, sql`'order:' || ${orderLines.id}::text`))
    .where(
      and(
        eq(orders.label, 'FULLPAID'),
        ne(orderLines.kind, 'PHYSICAL'),
        inArray(orderLines.fulfilment, ['UNFULFILLED', 'TRANSFERRING']),
        or(isNull(chainTxs.id), ne(chainTxs.status, 'FAILED')),
        not(
          and(
            eq(orderLines.fulfilment, 'UNFULFILLED'),
            isNotNull(orderLines.fromAddress),
            isNull(chainTxs.id),
          )!,
        ),
      ),
    );
  const ids = rows.map((r) => r.id).filter((id) => !open.has(id));
  for (const id of ids) await enqueueFulfil(deps, id);
  return ids.length;
}
