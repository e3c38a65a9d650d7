import { and, eq, lte, sql } from 'drizzle-orm';
import { Interface, type TransactionRequest } from 'ethers';
import type PgBoss from 'pg-boss';
import { loadArtifact } from '../chain/artifacts';
import { topUpGasOnce, withinBalance } from '../chain/gas-top-up';
import { isDatabaseDown } from '../db/errors';
import { productEvents, productOwners, products, transfers } from '../db/schema';
import type { Deps } from '../http/context';
import { Code } from '../schemas/codes';
import { custodialSigner } from '../services/wallets/custodial-wallets';
import { isChainDown, runChainJob } from '../services/catalog/mint/chain-job';
import { TRANSFER_QUEUE, transferJobOptions } from '../services/wallets/transfers';
import { untilChainIsBack, type ChainWaits } from './chain-wait';

export type TransferJob = { transferId: string } & ChainWaits;
type Row = typeof transfers.$inferSelect;
type JobDeps = Pick<Deps, 'db' | 'chains' | 'custody' | 'log' | 'now'>;

/**
 * One 'chain.transfer' delivery: sends an APPROVED transfer from the custodial wallet exactly once (journal key
 * `transfer:<id>`, conditional APPROVED → SENT). The custodial wallet first gets its gas from the platform
 * account (`gas:transfer:<id>`, also once). Chain down: it stays APPROVED and the job waits for the chain
 * without using a retry (chain-wait.ts); a refusal by the chain (the token left the wallet meanwhile) is FAILED
 * with NO_LONGER_IN_WALLET.
 */
export async function handleTransferJob(
  deps: JobDeps & Pick<Deps, 'queue'>,
  job: { data: TransferJob },
): Promise<void> {
  const { transferId } = job.data;
  await untilChainIsBack(
    deps,
    { name: TRANSFER_QUEUE, data: job.data, options: transferJobOptions(transferId) },
    () => sendTransfer(deps, transferId),
  );
}

async function sendTransfer(deps: JobDeps, transferId: string): Promise<void> {
  const [t] = await deps.db.select().from(transfers).where(eq(transfers.id, transferId)).limit(1);
  if (!t || t.status !== 'APPROVED') return;
  try {
    const chain = await deps.chains.get(t.blockchain);
    const signer = await custodialSigner(deps, t.memberId, chain.provider);
    const request = await transferRequest(deps, t);
    await topUpGasOnce(deps, {
      blockchain: t.blockchain,
      key: `gas:transfer:${t.id}`,
      paidKey: `transfer:${t.id}`,
      address: signer.address,
      request,
    });
    const row = await runChainJob(deps, {
      blockchain: t.blockchain,
      key: `transfer:${t.id}`,
      build: async () => withinBalance(chain, signer.address, request),
      signer,
    });
    if (row.status !== 'MINED') return await failTransfer(deps, t.id, Code.NO_LONGER_IN_WALLET);
    await markSent(deps, t, row.hash);
  } catch (err) {
    // The database or the chain went away mid-run: the next try finds the journaled transaction instead of
    // sending another, and the transfer is not FAILED for an outage.
    if (isDatabaseDown(err) || isChainDown(err)) throw err;
    deps.log.warn({ transferId: t.id, err: String((err as Error)?.message ?? err) }, 'transfer failed');
    await failTransfer(deps, t.id, Code.NO_LONGER_IN_WALLET);
  }
}

/** Registers the transfer worker. */
export async function registerTransferWorker(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  await boss.createQueue(TRANSFER_QUEUE);
  await deps.queue.work<TransferJob>(
    TRANSFER_QUEUE,
    { includeMetadata: true, batchSize: 1 },
    async (jobs: PgBoss.JobWithMetadata<TransferJob>[]) => {
      for (const job of jobs) await handleTransferJob(deps, job);
    },
  );
}

/** The standard safeTransferFrom of the token's contract (ERC-721 or ERC-1155). */
async function transferRequest(deps: Pick<Deps, 'db'>, t: Row): Promise<TransactionRequest> {
  const [p] = await deps.db
    .select({ contractType: products.contractType })
    .from(products)
    .where(eq(products.id, t.productId))
    .limit(1);
  const erc721 = p?.contractType !== 'ERC1155';
  const abi = new Interface((await loadArtifact(erc721 ? 'MarketCollection721' : 'MarketEditions1155')).abi);
  const data = erc721
    ? abi.encodeFunctionData('safeTransferFrom(address,address,uint256)', [
        t.fromAddress,
        t.toAddress,
        t.tokenId,
      ])
    : abi.encodeFunctionData('safeTransferFrom', [t.fromAddress, t.toAddress, t.tokenId, t.quantity, '0x']);
  return { to: t.contractAddress, data };
}

/** APPROVED → SENT once; the member's holding goes down and the item's activity records the transfer. */
async function markSent(deps: Pick<Deps, 'db' | 'now'>, t: Row, hash: string): Promise<void> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const [sent] = await tx
      .update(transfers)
      .set({ status: 'SENT', txHash: hash, sentAt: at })
      .where(and(eq(transfers.id, t.id), eq(transfers.status, 'APPROVED')))
      .returning({ id: transfers.id });
    if (!sent) return;
    const mine = and(eq(productOwners.productId, t.productId), eq(productOwners.memberId, t.memberId));
    await tx
      .update(productOwners)
      .set({ quantity: sql`greatest(${productOwners.quantity} - ${t.quantity}, 0)`, updatedAt: at })
      .where(mine);
    await tx.delete(productOwners).where(and(mine, lte(productOwners.quantity, 0)));
    await tx.insert(productEvents).values({
      productId: t.productId,
      kind: 'TRANSFER',
      actorId: t.memberId,
      toMemberId: null,
      quantity: t.quantity,
      txHash: hash,
      createdAt: at,
    });
  });
}

async function failTransfer(deps: Pick<Deps, 'db'>, id: string, code: number): Promise<void> {
  await deps.db
    .update(transfers)
    .set({ status: 'FAILED', failureCode: code })
    .where(and(eq(transfers.id, id), eq(transfers.status, 'APPROVED')));
}
