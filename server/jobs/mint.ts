import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { products } from '../db/schema';
import type { Deps } from '../http/context';
import { mintProduct } from '../services/catalog/mint/run';
import { MINT_QUEUE, enqueueMint } from '../services/catalog/mint/status';

export type MintJob = { productId: string };

/** Mint workers per process. */
const MINT_WORKERS = 3;

/**
 * One 'chain.mint' delivery: the last allowed retry is `final`, so a chain that stays down ends as FAILED
 * (the creator may retry) instead of PENDING forever. Exported so tests run the handler directly.
 */
export async function handleMintJob(
  deps: Deps,
  job: { data: MintJob; retryCount?: number; retryLimit?: number },
): Promise<void> {
  const final = (job.retryCount ?? 0) >= (job.retryLimit ?? 0);
  await mintProduct(deps, job.data.productId, { final });
}

/** Registers the mint worker and queues the mints left PENDING. */
export async function registerMintWorker(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  await boss.createQueue(MINT_QUEUE);
  // A few workers: a first start queues every demo item, and a member's new item should not wait minutes behind
  // them. Parallel mints are safe: the journal orders the platform account's nonces. A mint queued by this
  // process wakes them at once (Queue.work), so they need not poll often.
  for (let i = 0; i < MINT_WORKERS; i++) {
    await deps.queue.work<MintJob>(
      MINT_QUEUE,
      { includeMetadata: true, batchSize: 1 },
      async (jobs: PgBoss.JobWithMetadata<MintJob>[]) => {
        for (const job of jobs) await handleMintJob(deps, job);
      },
    );
  }
  await enqueuePendingMints(deps);
}

/**
 * Queues every item still PENDING: demo SELF items are seeded PENDING so a first start mints them, and an item
 * whose enqueue was lost (crash right after its creation committed) is picked up on the next start.
 */
export async function enqueuePendingMints(deps: Pick<Deps, 'db' | 'queue'>): Promise<number> {
  const rows = await deps.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.mintStatus, 'PENDING'));
  for (const row of rows) await enqueueMint(deps, row.id);
  return rows.length;
}
