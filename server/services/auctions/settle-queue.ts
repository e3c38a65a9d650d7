import type { Deps } from '../../http/context';

export const SETTLE_QUEUE = 'auctions.settle';
export type SettleJob = { auctionId: string };

/**
 * Queues an auction's settlement for its close; the key holds the close time, so a close moved by a late bid
 * gets its own job (the earlier one finds the auction not due and does nothing). The minute sweep catches a
 * job that was never sent.
 */
export async function queueSettlement(deps: Pick<Deps, 'queue' | 'log'>, auctionId: string, endsAt: Date) {
  await deps.queue
    .send(SETTLE_QUEUE, { auctionId } satisfies SettleJob, {
      singletonKey: `${auctionId}:${endsAt.getTime()}`,
      startAfter: endsAt,
      retryLimit: 10,
      retryDelay: 30,
    })
    .catch((err: unknown) => deps.log.warn({ auctionId, err: String(err) }, 'settlement job not queued'));
}
