import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { products } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { MintStatus } from '../../../schemas/item-token';

export const MINT_QUEUE = 'chain.mint';

/**
 * Queue options of a mint, keyed by the item (singletonKey, which the start-up enqueue checks): three retries
 * 30 s apart with backoff for a run cut short (a database outage); a chain that is down does not count
 * (server/jobs/chain-wait.ts). Duplicates are harmless anyway (the job is exactly-once by itself).
 */
export const mintJobOptions = (productId: string): PgBoss.SendOptions => ({
  singletonKey: productId,
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
});

/** Queues the mint of an item; called after the item (PENDING) is committed, so the job always finds it. */
export async function enqueueMint(deps: Pick<Deps, 'queue'>, productId: string): Promise<void> {
  await deps.queue.send(MINT_QUEUE, { productId }, mintJobOptions(productId));
}

/** getMintStatus: an item's minting state, read by the item page and the mint machine (public data). */
export async function getMintStatus(deps: Pick<Deps, 'db'>, productId: string): Promise<MintStatus> {
  const [row] = await deps.db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!row) fail('NOT_FOUND');
  const minted = row.mintStatus === 'MINTED';
  return {
    productId: row.id,
    status: row.mintStatus,
    blockchain: row.blockchain,
    // NON items carry their outside contract and token id; show them only once ours are real.
    contractAddress: minted || row.mintStatus === 'NONE' ? row.contractAddress : null,
    tokenId: minted || row.mintStatus === 'NONE' ? row.tokenId : null,
    txHash: row.mintTxHash,
    error: row.mintError,
    mintedAt: row.mintedAt ? row.mintedAt.toISOString() : null,
  };
}

/**
 * retryMint: the creator puts a FAILED mint back to PENDING and queues it again. The conditional update decides,
 * so two clicks queue one retry; any other state (or another member) answers MINT_NOT_RETRYABLE / FORBIDDEN.
 */
export async function retryMint(
  deps: Pick<Deps, 'db' | 'queue' | 'now'>,
  memberId: string,
  productId: string,
): Promise<MintStatus> {
  const [row] = await deps.db
    .update(products)
    .set({ mintStatus: 'PENDING', mintError: null, updatedAt: deps.now() })
    .where(
      and(eq(products.id, productId), eq(products.creatorId, memberId), eq(products.mintStatus, 'FAILED')),
    )
    .returning({ id: products.id });
  if (!row) {
    const [item] = await deps.db
      .select({ creatorId: products.creatorId })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1);
    if (!item) fail('NOT_FOUND');
    if (item.creatorId !== memberId) fail('FORBIDDEN');
    fail('MINT_NOT_RETRYABLE');
  }
  await enqueueMint(deps, productId);
  return getMintStatus(deps, productId);
}
