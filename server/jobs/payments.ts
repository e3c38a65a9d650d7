import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { orders, paymentEvents, paymentSessions } from '../db/schema';
import { CRYPTO } from '../payments/crypto';
import type { Deps } from '../http/context';
import {
  CRYPTO_QUEUE,
  cryptoJobOptions,
  watchCryptoPayment,
  type CryptoJob,
} from '../services/payments/crypto-watch';
import { REFUND_QUEUE, refundJobOptions, type RefundJob } from '../services/payments/record';
import { refundedOfCapture } from '../services/payments/ledger';
import { reconcilePayments } from '../services/payments/reconcile';
import { refundUnneededPayment } from '../services/payments/refund';
import { chainWaitSeconds, untilChainIsBack } from './chain-wait';
import { SCHEDULED } from './queue';

/** One 'payments.crypto' run: nothing on chain yet, or the chain is away → a new job after chain-wait's backoff. */
export async function handleCryptoJob(deps: Deps, job: { data: CryptoJob }) {
  const { sessionId } = job.data;
  const options = cryptoJobOptions(sessionId);
  await untilChainIsBack(deps, { name: CRYPTO_QUEUE, data: job.data, options }, async () => {
    if ((await watchCryptoPayment(deps, sessionId)) === 'done') return;
    const waits = job.data.chainWaits ?? 0;
    await deps.queue.send(
      CRYPTO_QUEUE,
      { sessionId, chainWaits: waits + 1 },
      {
        ...options,
        startAfter: chainWaitSeconds(waits),
      },
    );
  });
}

/**
 * Work whose job was lost (a crash between commit and send, retries used up), older than a minute and without
 * an open job: refunds of captures on cancelled or closed orders with no REFUND yet, and crypto sessions still
 * OPEN that have a transaction to watch (a submitted hash) or to send (custodial, not expired).
 */
export async function sweepPayments(deps: Pick<Deps, 'db' | 'queue' | 'now'>) {
  const minuteAgo = new Date(deps.now().getTime() - 60_000);
  const watching = await deps.queue.openKeys(CRYPTO_QUEUE);
  const crypto = await deps.db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.provider, CRYPTO),
        eq(paymentSessions.status, 'OPEN'),
        lte(paymentSessions.createdAt, minuteAgo),
        or(
          sql`${paymentSessions.details} ? 'txHash'`,
          and(
            sql`${paymentSessions.details} ->> 'wallet' = 'OWN'`,
            gt(paymentSessions.expiresAt, deps.now()),
          ),
        ),
      ),
    )
    .limit(100);
  for (const { id } of crypto) {
    if (!watching.has(id)) await deps.queue.send(CRYPTO_QUEUE, { sessionId: id }, cryptoJobOptions(id));
  }
  const open = await deps.queue.openKeys(REFUND_QUEUE);
  const due = await deps.db
    .select({ id: paymentEvents.id, orderId: paymentEvents.orderId })
    .from(paymentEvents)
    .innerJoin(orders, eq(orders.id, paymentEvents.orderId))
    .where(
      and(
        eq(paymentEvents.kind, 'CAPTURE'),
        inArray(orders.state, ['CANCELLED', 'CLOSED']),
        lte(paymentEvents.createdAt, minuteAgo),
        sql`${paymentEvents.amount} > ${refundedOfCapture}`,
      ),
    )
    .limit(100);
  for (const c of due) {
    if (open.has(c.id)) continue;
    const job: RefundJob = { orderId: c.orderId, captureId: c.id };
    await deps.queue.send(REFUND_QUEUE, job, refundJobOptions(c.id));
  }
}

/**
 * Registers the payment workers: the crypto watcher, refunds, and every minute the sweep behind
 * them and the reconciliation of fiat sessions whose callback is late.
 */
export async function registerPaymentWorkers(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  for (const name of [CRYPTO_QUEUE, REFUND_QUEUE]) await boss.createQueue(name);
  await deps.queue.work<CryptoJob>(CRYPTO_QUEUE, { includeMetadata: true, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) await handleCryptoJob(deps, job);
  });
  await deps.queue.work<RefundJob>(
    REFUND_QUEUE,
    { includeMetadata: true, batchSize: 1 },
    async (jobs: PgBoss.JobWithMetadata<RefundJob>[]) => {
      for (const job of jobs) {
        await untilChainIsBack(
          deps,
          { name: REFUND_QUEUE, data: job.data, options: refundJobOptions(job.data.captureId) },
          () => refundUnneededPayment(deps, job.data),
        );
      }
    },
  );
  await boss.createQueue('payments.sweep');
  await boss.schedule('payments.sweep', '* * * * *');
  await boss.work('payments.sweep', SCHEDULED, async () => {
    await sweepPayments(deps);
    await reconcilePayments(deps);
  });
}
