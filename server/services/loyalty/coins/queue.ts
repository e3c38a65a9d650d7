import type PgBoss from 'pg-boss';
import type { Deps } from '../../../http/context';

/** One job per lot at its expiry; the coins sweep queues any a crash lost. */
export const COIN_EXPIRY_QUEUE = 'coins.expiry';
export type CoinExpiryJob = { lotId: string };

export const coinExpiryOptions = (lotId: string, expiresAt: Date): PgBoss.SendOptions => ({
  singletonKey: lotId,
  startAfter: expiresAt,
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
});

/**
 * Queues the lot's expiry after its earn committed, or with `db` (a caller's transaction) in that transaction;
 * a lost send is found again by the sweep.
 */
export async function enqueueLotExpiry(
  deps: Pick<Deps, 'queue'> & Partial<Pick<Deps, 'log'>>,
  lotId: string,
  expiresAt: Date,
  db?: PgBoss.Db,
): Promise<void> {
  await deps.queue
    .send(COIN_EXPIRY_QUEUE, { lotId }, { ...coinExpiryOptions(lotId, expiresAt), ...(db ? { db } : {}) })
    .catch((err: unknown) => deps.log?.warn({ lotId, err: String(err) }, 'coin expiry not queued'));
}
