import type PgBoss from 'pg-boss';
import type { Deps } from '../../http/context';

/**
 * The loyalty chain jobs: one job body per token kind that brings the chain in line with the database (issue,
 * transfers, burn for a coupon; activation mint and transfers for a card). Every step is journaled by key,
 * so any number of deliveries, in any process, move each token exactly once.
 */
export const COUPON_QUEUE = 'loyalty.coupon';
export const CARD_QUEUE = 'loyalty.card';

export type CouponJob = { couponId: string; chainWaits?: number };
export type CardJob = { cardId: string; chainWaits?: number };

export const couponJobOptions = (couponId: string): PgBoss.SendOptions => ({
  singletonKey: couponId,
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
});
export const cardJobOptions = (cardId: string, startAfter?: Date): PgBoss.SendOptions => ({
  singletonKey: cardId,
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  ...(startAfter ? { startAfter } : {}),
});

/** The queue, and a logger where the caller has one (a job lost here is found again by the sweep). */
type Log = Pick<Deps, 'queue'> & Partial<Pick<Deps, 'log'>>;

/**
 * Queues the coupon's chain work after its change committed. A lost job is not lost work: the loyalty sweep
 * queues every coupon whose chain state lags behind.
 */
export async function enqueueCoupon(deps: Log, couponId: string, db?: PgBoss.Db): Promise<void> {
  // In the caller's transaction (db = jobDbOf(tx)) a failed insert has aborted it: it must fail with it.
  if (db) {
    await deps.queue.send(COUPON_QUEUE, { couponId }, { ...couponJobOptions(couponId), db });
    return;
  }
  await deps.queue
    .send(COUPON_QUEUE, { couponId }, couponJobOptions(couponId))
    .catch((err: unknown) => deps.log?.warn({ couponId, err: String(err) }, 'coupon job not queued'));
}

/** Queues the card's chain work, not before `startAfter` (the activation's wait). */
export async function enqueueCard(deps: Log, cardId: string, startAfter?: Date): Promise<void> {
  await deps.queue
    .send(CARD_QUEUE, { cardId }, cardJobOptions(cardId, startAfter))
    .catch((err: unknown) => deps.log?.warn({ cardId, err: String(err) }, 'card job not queued'));
}
