import type { Deps } from '../http/context';
import { mailReceipt, RECEIPT_QUEUE, type ReceiptJob } from '../services/payments/receipt';

/** Registers the payment receipts' worker: one mail per ledger row, after its commit. */
export async function registerReceiptWorker(deps: Deps): Promise<void> {
  await deps.queue.boss.createQueue(RECEIPT_QUEUE);
  await deps.queue.work<ReceiptJob>(RECEIPT_QUEUE, { includeMetadata: true, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) await mailReceipt(deps, job.data);
  });
}
