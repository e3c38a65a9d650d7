import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { products } from '../db/schema';
import type { Deps } from '../http/context';
import { mintProduct } from '../services/catalog/mint/run';
import { MINT_QUEUE, enqueueMint, mintJobOptions } from '../services/catalog/mint/status';
import { untilChainIsBack, type ChainWaits } from './chain-wait';

export type MintJob = { productId: string } & ChainWaits;

/** Mint workers per process. */
const MINT_WORKERS = 3;

/**
 * One 'chain.mint' delivery: while the chain is down the item stays PENDING and the job waits for it without
 * using a retry (chain-wait.ts), so the mint goes through by itself however long the outage lasts.
 * Exported so tests run the handler directly.
 */
export async function handleMintJob(deps: Deps, job: { data: MintJob }): Promise<void> {
  const { productId } = job.data;
  await untilChainIsBack(deps, { name: MINT_QUEUE, data: job.data, options: mintJobOptions(productId) }, () =>
    mintProduct(deps, productId),
  );
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
 * Queues every item still PENDING that has no job yet: demo SELF items are seeded PENDING so a first start mints
 * them, and an item whose job was lost (a crash right after its creation committed, retries used up by database
 * outages) is picked up on the next start. An item already waiting for its job (e.g. for the chain) is left to
 * it, so a restart never gives an item a second job.
 */
export async function enqueuePendingMints(deps: Pick<Deps, 'db' | 'queue'>): Promise<number> {
  const open = await deps.queue.openKeys(MINT_QUEUE);
  const rows = await deps.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.mintStatus, 'PENDING'));
  const lost = rows.filter((r) => !open.has(r.id));
  for (const row of lost) await enqueueMint(deps, row.id);
  return lost.length;
}
