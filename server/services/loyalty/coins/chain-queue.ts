import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../../db/client';
import { jobDbOf } from '../../../db/job-db';
import { loyaltyCoins } from '../../../db/schema';
import type { Deps } from '../../../http/context';

/**
 * The coin mirror job: one body (chain.ts mirrorMemberCoins) mints or burns a member's ledger operations not
 * mirrored yet, in ledger order, each once by its journal key, so any number of deliveries move the token once.
 */
export const COIN_MIRROR_QUEUE = 'coins.chain';

export type CoinMirrorJob = { merchantId: string; memberId: string; chainWaits?: number };

export const coinMirrorKey = (merchantId: string, memberId: string) => `${merchantId}:${memberId}`;

export const coinMirrorOptions = (merchantId: string, memberId: string): PgBoss.SendOptions => ({
  singletonKey: coinMirrorKey(merchantId, memberId),
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
});

/**
 * Queues the mirror of a coin operation in the operation's own transaction `tx` (it commits or rolls back with
 * the ledger rows), when the merchant's coin is on chain. Without a queue (a caller that passes none), before
 * this process created the queue (the worker's registration does), or when the send fails, nothing is lost:
 * the operation has no coin_mirrors row, which the mirror sweep finds. The send runs in a savepoint, so its
 * failure never undoes the operation.
 */
export async function queueCoinMirror(
  tx: Db,
  // The caller's deps, whatever it holds: a queue where there is one.
  deps: Partial<Pick<Deps, 'queue' | 'log' | 'now'>>,
  op: { merchantId: string; memberId: string },
): Promise<void> {
  const queue = deps.queue;
  if (!queue) return;
  const [coin] = await tx
    .select({ onChain: loyaltyCoins.onChain })
    .from(loyaltyCoins)
    .where(eq(loyaltyCoins.merchantId, op.merchantId));
  if (!coin?.onChain) return;
  if (!queue.created(COIN_MIRROR_QUEUE)) {
    // Creating the queue here would wait for a second connection while this transaction holds PGlite's only
    // one: it is created once this transaction ends, and this operation is left to the sweep.
    void queue.ensure(COIN_MIRROR_QUEUE).catch(() => undefined);
    deps.log?.info(op, 'coin mirror queue not created yet; the sweep will queue this operation');
    return;
  }
  try {
    await tx.transaction(async (sp) => {
      await queue.send(
        COIN_MIRROR_QUEUE,
        { merchantId: op.merchantId, memberId: op.memberId },
        { ...coinMirrorOptions(op.merchantId, op.memberId), db: jobDbOf(sp as unknown as Db) },
      );
    });
  } catch (err) {
    deps.log?.warn({ ...op, err: String(err) }, 'coin mirror not queued; the sweep will');
  }
}

/** Queues a member's mirror outside any transaction (the sweep); a lost send is found again by the next. */
export async function enqueueCoinMirror(
  deps: Pick<Deps, 'queue'> & Partial<Pick<Deps, 'log'>>,
  merchantId: string,
  memberId: string,
): Promise<void> {
  await deps.queue
    .send(COIN_MIRROR_QUEUE, { merchantId, memberId }, coinMirrorOptions(merchantId, memberId))
    .catch((err: unknown) =>
      deps.log?.warn({ merchantId, memberId, err: String(err) }, 'coin mirror not queued'),
    );
}
