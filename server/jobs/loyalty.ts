import type PgBoss from 'pg-boss';
import type { Deps } from '../http/context';
import { laggingCards, syncCard } from '../services/loyalty/cards/chain';
import { laggingCoupons, syncCoupon } from '../services/loyalty/coupons/chain';
import { unfulfilledCouponOrders } from '../services/loyalty/coupons/coupon-order';
import { enqueueFulfil, FULFIL_QUEUE } from '../services/orders/fulfil';
import {
  CARD_QUEUE,
  cardJobOptions,
  COUPON_QUEUE,
  couponJobOptions,
  enqueueCard,
  enqueueCoupon,
  type CardJob,
  type CouponJob,
} from '../services/loyalty/queues';
import { untilChainIsBack } from './chain-wait';
import { SCHEDULED } from './queue';

export const LOYALTY_SWEEP_QUEUE = 'loyalty.sweep';

/** One 'loyalty.coupon' delivery (issue, transfers, burn); a chain outage waits without using a retry. */
export async function handleCouponJob(deps: Deps, job: { data: CouponJob }): Promise<void> {
  const { couponId } = job.data;
  await untilChainIsBack(
    deps,
    { name: COUPON_QUEUE, data: job.data, options: couponJobOptions(couponId) },
    () => syncCoupon(deps, couponId),
  );
}

/** One 'loyalty.card' delivery (activation mint, transfers). */
export async function handleCardJob(deps: Deps, job: { data: CardJob }): Promise<void> {
  const { cardId } = job.data;
  await untilChainIsBack(deps, { name: CARD_QUEUE, data: job.data, options: cardJobOptions(cardId) }, () =>
    syncCard(deps, cardId),
  );
}

/**
 * Queues the chain work a lost job left behind (a crash between a commit and its send): coupons and cards whose
 * chain state lags and that have no open job, and paid coupon orders never fulfilled. At start and every
 * five minutes; the work itself stays exactly-once through the journal.
 */
export async function sweepLoyalty(deps: Pick<Deps, 'db' | 'queue' | 'log'>): Promise<void> {
  const [openCoupons, openCards, openOrders] = await Promise.all([
    deps.queue.openKeys(COUPON_QUEUE),
    deps.queue.openKeys(CARD_QUEUE),
    deps.queue.openKeys(FULFIL_QUEUE),
  ]);
  for (const id of await laggingCoupons(deps.db)) if (!openCoupons.has(id)) await enqueueCoupon(deps, id);
  for (const id of await laggingCards(deps.db)) if (!openCards.has(id)) await enqueueCard(deps, id);
  for (const id of await unfulfilledCouponOrders(deps.db))
    if (!openOrders.has(id)) await enqueueFulfil(deps, id);
}

/** Registers the coupon and card workers and the sweep. */
export async function registerLoyaltyWorkers(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  for (const [name, handle] of [
    [COUPON_QUEUE, handleCouponJob],
    [CARD_QUEUE, handleCardJob],
  ] as const) {
    await boss.createQueue(name);
    await deps.queue.work<CouponJob & CardJob>(
      name,
      { includeMetadata: true, batchSize: 1 },
      async (jobs: PgBoss.JobWithMetadata<CouponJob & CardJob>[]) => {
        for (const job of jobs) await handle(deps, job);
      },
    );
  }
  await boss.createQueue(LOYALTY_SWEEP_QUEUE);
  await boss.schedule(LOYALTY_SWEEP_QUEUE, '*/5 * * * *');
  await boss.work(LOYALTY_SWEEP_QUEUE, SCHEDULED, async () => {
    await sweepLoyalty(deps);
  });
  await sweepLoyalty(deps);
}
