import { and, eq, like, or } from 'drizzle-orm';
import { Interface, type TransactionRequest } from 'ethers';
import { ensureCollectionContract } from '../../../chain/deploy';
import { loadArtifact } from '../../../chain/artifacts';
import type { ChainTx } from '../../../chain/tx-journal';
import type { Db } from '../../../db/client';
import { isDatabaseDown } from '../../../db/errors';
import { chainTxs, collections, productEvents, products } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import type { Blockchain } from '../../../schemas/wallets';
import { isChainDown, runChainJob } from './chain-job';
import { mintReceiver } from './receiver';
import { royaltyBps, symbolOf, tokenIdOf, tokenUriOf } from './token';

export type MintDeps = Pick<Deps, 'db' | 'chains' | 'custody' | 'env' | 'log' | 'now'>;
type Item = NonNullable<Awaited<ReturnType<typeof loadItem>>>;

/**
 * The 'chain.mint' job body: mints a PENDING SELF item once. Exactly-once rests on three things: the journal key
 * (a second run waits for the same transaction), the token id derived from the item id (the contract refuses a
 * second mint of it) and the conditional PENDING → MINTED/FAILED update. Chain down: the item stays PENDING with
 * mintError CHAIN_UNAVAILABLE and the error is rethrown, for the job to try again once the chain is back
 * (server/jobs/chain-wait.ts); it is never FAILED for an outage, however long. Anything else is FAILED at once.
 */
export async function mintProduct(deps: MintDeps, productId: string): Promise<void> {
  const item = await loadItem(deps, productId);
  if (!item || item.mintStatus !== 'PENDING') return;
  const tokenId = tokenIdOf(productId);
  let contract = '';
  let row: ChainTx;
  try {
    const key = await mintKey(deps, item.blockchain, productId);
    row = await runChainJob(deps, {
      blockchain: item.blockchain,
      key,
      build: async () => {
        const built = await mintRequest(deps, item, tokenId);
        contract = String(built.to);
        return built;
      },
    });
    contract = row.toAddress ?? contract;
  } catch (err) {
    // A database outage mid-mint: rethrown for the queue's retry, which finds the journaled transaction.
    if (isDatabaseDown(err)) throw err;
    if (isChainDown(err)) {
      await setError(deps, productId, 'CHAIN_UNAVAILABLE');
      throw err;
    }
    deps.log.warn({ productId, err: String((err as Error)?.message ?? err) }, 'mint failed');
    await finish(deps, productId, { mintStatus: 'FAILED', mintError: 'REVERTED' });
    return;
  }
  if (row.status !== 'MINED') {
    await finish(deps, productId, { mintStatus: 'FAILED', mintError: 'REVERTED' });
    return;
  }
  await finish(deps, productId, {
    mintStatus: 'MINTED',
    contractAddress: contract,
    tokenId: tokenId.toString(),
    mintTxHash: row.hash,
    mintedAt: deps.now(),
    mintError: null,
  });
}

function loadItem(deps: Pick<Deps, 'db'>, productId: string) {
  return deps.db
    .select({
      id: products.id,
      mintStatus: products.mintStatus,
      blockchain: products.blockchain,
      contractType: products.contractType,
      quantity: products.quantity,
      creatorId: products.creatorId,
      collectionId: products.collectionId,
      collectionName: collections.name,
      royaltyAddress: collections.royaltyAddress,
      royaltyFeePercent: collections.royaltyFeePercent,
    })
    .from(products)
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .where(eq(products.id, productId))
    .limit(1)
    .then((r) => r[0]);
}

/**
 * The journal key of this attempt: `mint:<id>`, or `mint:<id>:<n>` after a reverted attempt was retried by the
 * creator (retryMint), so a retry can send again while a mined mint is always found and reused.
 */
async function mintKey(deps: Pick<Deps, 'db'>, blockchain: Blockchain, productId: string): Promise<string> {
  const base = `mint:${productId}`;
  const rows = await deps.db
    .select({ key: chainTxs.key, status: chainTxs.status })
    .from(chainTxs)
    .where(
      and(eq(chainTxs.blockchain, blockchain), or(eq(chainTxs.key, base), like(chainTxs.key, `${base}:%`))),
    );
  const live = rows.find((r) => r.status !== 'FAILED');
  if (live) return live.key;
  return rows.length === 0 ? base : `${base}:${rows.length + 1}`;
}

/** The mint call: ERC-721 items on the collection's own contract, ERC-1155 editions on the platform's. */
async function mintRequest(deps: MintDeps, item: Item, tokenId: bigint): Promise<TransactionRequest> {
  const to = await mintReceiver(deps, item.creatorId, item.blockchain);
  const uri = tokenUriOf(deps.env, item.id);
  const bps = royaltyBps(item.royaltyFeePercent);
  if (item.contractType === 'ERC721') {
    const address = await ensureCollectionContract(deps, {
      collectionId: item.collectionId,
      blockchain: item.blockchain,
      name: item.collectionName,
      symbol: symbolOf(item.collectionName),
      royaltyReceiver: item.royaltyAddress,
      royaltyBps: Number(bps),
    });
    const abi = new Interface((await loadArtifact('MarketCollection721')).abi);
    return { to: address, data: abi.encodeFunctionData('mint', [to, tokenId, uri]) };
  }
  const chain = await deps.chains.get(item.blockchain);
  const address = await chain.contract('EDITIONS');
  const abi = new Interface((await loadArtifact('MarketEditions1155')).abi);
  const data = abi.encodeFunctionData('mint', [to, tokenId, item.quantity, item.royaltyAddress, bps, uri]);
  return { to: address, data };
}

/**
 * PENDING → MINTED or FAILED, once: a concurrent run that finished first leaves nothing to change. The item's
 * activity gets its MINTED entry in the same transaction, so it is written exactly when the status changes.
 */
async function finish(
  deps: Pick<Deps, 'db' | 'now'>,
  productId: string,
  set: Partial<typeof products.$inferInsert>,
) {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [changed] = await tx
      .update(products)
      .set({ ...set, updatedAt: deps.now() })
      .where(and(eq(products.id, productId), eq(products.mintStatus, 'PENDING')))
      .returning({ creatorId: products.creatorId, quantity: products.quantity });
    if (!changed || set.mintStatus !== 'MINTED') return;
    await tx.insert(productEvents).values({
      productId,
      kind: 'MINTED',
      actorId: changed.creatorId,
      quantity: changed.quantity,
      txHash: set.mintTxHash ?? null,
      createdAt: deps.now(),
    });
  });
}

/** Notes why a still-PENDING mint is waiting for a retry (shown as the status error). */
async function setError(deps: Pick<Deps, 'db'>, productId: string, code: string) {
  await deps.db
    .update(products)
    .set({ mintError: code })
    .where(and(eq(products.id, productId), eq(products.mintStatus, 'PENDING')));
}
