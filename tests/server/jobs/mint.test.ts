import { and, eq, like } from 'drizzle-orm';
import { Contract } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifact } from '../../../server/chain/artifacts';
import type { Chains } from '../../../server/chain/types';
import { chainTxs, memberWallets, productEvents, products } from '../../../server/db/schema';
import { ApiError } from '../../../server/http/errors';
import { enqueuePendingMints, handleMintJob, registerMintWorker } from '../../../server/jobs/mint';
import { startQueue } from '../../../server/jobs/queue';
import { enqueueMint } from '../../../server/services/catalog/mint/status';
import { Code } from '../../../server/schemas/codes';
import { tokenIdOf } from '../../../server/services/catalog/mint/token';
import { startTestServer, type TestServer, recordingQueue } from '../../support/server';
import { ADDRESS, member, newCollection, newProduct } from '../routes/catalogue-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // Starting the in-process chain and loading the compiled contracts is a one-off cost of the first test.
  await s.deps.chains.get('ETHEREUM');
  await loadArtifact('MarketCollection721');
}, 120_000);
afterAll(async () => s.close());

const sent = () => (s.deps.queue as ReturnType<typeof recordingQueue>).sent;
const item = async (id: string) => (await s.deps.db.select().from(products).where(eq(products.id, id)))[0]!;
const mintRows = (id: string) =>
  s.deps.db
    .select()
    .from(chainTxs)
    .where(like(chainTxs.key, `mint:${id}%`));
const run = (id: string, deps = s.deps) => handleMintJob(deps, { data: { productId: id } });
const downChains: Chains = {
  enabled: ['ETHEREUM', 'POLYGON'],
  get: () => Promise.reject(new ApiError(Code.CHAIN_UNAVAILABLE, 'chain_unreachable')),
  close: async () => {},
};

async function contract(name: 'MarketCollection721' | 'MarketEditions1155', address: string) {
  const chain = await s.deps.chains.get('ETHEREUM');
  return new Contract(address, (await loadArtifact(name)).abi, chain.provider);
}

describe('chain.mint', () => {
  it('queues a SELF item PENDING and mints it once to the creator’s custodial wallet, with royalty and URI', async () => {
    const creator = await member(s);
    const collectionId = await newCollection(s, creator, { royaltyFeePercent: '5' });
    // A first item deploys the collection's contract (the deploy's own concurrency is the journal's concern).
    const first = await newProduct(s, creator, collectionId);
    await run(first);
    const id = await newProduct(s, creator, collectionId);
    expect((await item(id)).mintStatus).toBe('PENDING');
    expect(sent()).toContainEqual({ name: 'chain.mint', data: { productId: id } });

    // Twice at the same time, then once more (a redelivered job): one transaction, one token.
    await Promise.all([run(id), run(id)]);
    await run(id);
    const minted = await item(id);
    expect(minted).toMatchObject({
      mintStatus: 'MINTED',
      tokenId: tokenIdOf(id).toString(),
      mintError: null,
    });
    expect(minted.mintTxHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await mintRows(id)).toHaveLength(1);

    const [bound] = await s.deps.db
      .select()
      .from(memberWallets)
      .where(and(eq(memberWallets.memberId, creator.memberId), eq(memberWallets.blockchain, 'ETHEREUM')));
    expect(bound?.walletType).toBe('OWN');
    const nft = await contract('MarketCollection721', minted.contractAddress!);
    expect(await nft.getFunction('ownerOf')(tokenIdOf(id))).toBe(bound!.address);
    expect(await nft.getFunction('balanceOf')(bound!.address)).toBe(2n); // `first` and this one
    expect(await nft.getFunction('tokenURI')(tokenIdOf(id))).toContain(`itemDetails?id=${id}`);
    const [receiver, amount] = await nft.getFunction('royaltyInfo')(tokenIdOf(id), 10_000n);
    expect([receiver, amount]).toEqual([ADDRESS, 500n]);

    const status = await s.request('GET', '/api/products/mint-status', { query: { id } });
    expect(status.data).toMatchObject({
      status: 'MINTED',
      txHash: minted.mintTxHash,
      tokenId: minted.tokenId,
    });
    const detail = await s.request('GET', '/api/products/detail', { query: { id } });
    expect(detail.data).toMatchObject({ mintStatus: 'MINTED', mintTxHash: minted.mintTxHash });

    // The activity records the mint once, with its transaction, for all three runs.
    const mintedEvents = await s.deps.db
      .select()
      .from(productEvents)
      .where(and(eq(productEvents.productId, id), eq(productEvents.kind, 'MINTED')));
    expect(mintedEvents).toEqual([
      expect.objectContaining({ actorId: creator.memberId, txHash: minted.mintTxHash, quantity: 1 }),
    ]);
  });

  it('mints an ERC-1155 edition with its whole quantity on the platform contract', async () => {
    const creator = await member(s);
    const collectionId = await newCollection(s, creator);
    const id = await newProduct(s, creator, collectionId, { contractType: 'ERC1155', quantity: '5' });
    await Promise.all([run(id), run(id)]);
    const minted = await item(id);
    expect(minted.mintStatus).toBe('MINTED');
    const [bound] = await s.deps.db
      .select()
      .from(memberWallets)
      .where(eq(memberWallets.memberId, creator.memberId));
    const editions = await contract('MarketEditions1155', minted.contractAddress!);
    expect(await editions.getFunction('balanceOf')(bound!.address, tokenIdOf(id))).toBe(5n);
    expect(await mintRows(id)).toHaveLength(1);
  });

  it('leaves NON items alone (NONE, nothing queued)', async () => {
    const creator = await member(s);
    const collectionId = await newCollection(s, creator);
    const before = sent().length;
    const id = await newProduct(s, creator, collectionId, {
      sourceType: 'NON',
      platform: 'OpenSea',
      contractAddress: ADDRESS,
      tokenId: '7',
    });
    expect((await item(id)).mintStatus).toBe('NONE');
    expect(
      sent()
        .slice(before)
        .some((j) => (j.data as { productId?: string }).productId === id),
    ).toBe(false);
    const status = await s.request('GET', '/api/products/mint-status', { query: { id } });
    expect(status.data).toMatchObject({ status: 'NONE', tokenId: '7' });
  });

  it('keeps a mint PENDING while the chain is down: the job waits for it with a new job, no retry used', async () => {
    const creator = await member(s);
    const id = await newProduct(s, creator, await newCollection(s, creator));
    const down = { ...s.deps, chains: downChains };
    const before = sent().length;
    await run(id, down);
    expect(await item(id)).toMatchObject({ mintStatus: 'PENDING', mintError: 'CHAIN_UNAVAILABLE' });
    expect(sent().slice(before)).toEqual([{ name: 'chain.mint', data: { productId: id, chainWaits: 1 } }]);
    const queue = s.deps.queue as ReturnType<typeof recordingQueue>;
    expect(queue.options.at(-1)).toMatchObject({ singletonKey: id, retryLimit: 3, startAfter: 5 });
    const status = await s.request('GET', '/api/products/mint-status', { query: { id } });
    expect(status.data).toMatchObject({ status: 'PENDING', error: 'CHAIN_UNAVAILABLE' });
    await run(id);
    expect(await item(id)).toMatchObject({ mintStatus: 'MINTED', mintError: null });
  });

  it('retryMint puts a FAILED mint back to PENDING once, for its creator only, and it mints', async () => {
    const creator = await member(s);
    const other = await member(s);
    const collectionId = await newCollection(s, creator);
    const id = await newProduct(s, creator, collectionId);
    // A mint that failed (a reverted transaction; no journal row is needed for the retry to send afresh).
    await s.deps.db
      .update(products)
      .set({ mintStatus: 'FAILED', mintError: 'REVERTED' })
      .where(eq(products.id, id));
    const failed = await s.request('GET', '/api/products/mint-status', { query: { id } });
    expect(failed.data).toMatchObject({ status: 'FAILED', error: 'REVERTED' });

    const byOther = await s.request('POST', '/api/products/mint/retry', { session: other, form: { id } });
    expect(byOther.meta.code).toBe(Code.FORBIDDEN);
    const before = sent().length;
    const retried = await s.request('POST', '/api/products/mint/retry', { session: creator, form: { id } });
    expect(retried.meta.code).toBe(200);
    expect(retried.data).toMatchObject({ status: 'PENDING', error: null });
    expect(sent().slice(before)).toEqual([{ name: 'chain.mint', data: { productId: id } }]);
    const again = await s.request('POST', '/api/products/mint/retry', { session: creator, form: { id } });
    expect(again.meta.code).toBe(Code.MINT_NOT_RETRYABLE);

    await run(id);
    expect((await item(id)).mintStatus).toBe('MINTED');
    const late = await s.request('POST', '/api/products/mint/retry', { session: creator, form: { id } });
    expect(late.meta.code).toBe(Code.MINT_NOT_RETRYABLE);
  });

  it('queues every PENDING item at start (demo items seeded PENDING)', async () => {
    const creator = await member(s);
    const collectionId = await newCollection(s, creator);
    const id = await newProduct(s, creator, collectionId);
    const queue = recordingQueue();
    const n = await enqueuePendingMints({ db: s.deps.db, queue });
    expect(n).toBeGreaterThanOrEqual(1);
    expect(queue.sent).toContainEqual({ name: 'chain.mint', data: { productId: id } });
    // A second start while those jobs are still queued gives no item a second job.
    expect(await enqueuePendingMints({ db: s.deps.db, queue })).toBe(0);
    expect(queue.sent).toHaveLength(n);
    await run(id);
  });

  it('runs through pg-boss: the registered worker mints a queued item', async () => {
    const creator = await member(s);
    const id = await newProduct(s, creator, await newCollection(s, creator));
    const queue = await startQueue(s.database, s.deps.log);
    try {
      const deps = { ...s.deps, queue };
      await registerMintWorker(deps);
      await enqueueMint(deps, id);
      const deadline = Date.now() + 30_000;
      while ((await item(id)).mintStatus === 'PENDING' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
      }
      expect((await item(id)).mintStatus).toBe('MINTED');
    } finally {
      await queue.stop();
    }
  }, 60_000);
});
