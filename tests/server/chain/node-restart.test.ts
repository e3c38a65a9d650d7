import type { Server } from 'node:http';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Eip1193 } from '../../../server/chain/edr';
import { chainTxs, products } from '../../../server/db/schema';
import { ApiError } from '../../../server/http/errors';
import { handleMintJob } from '../../../server/jobs/mint';
import { mintProduct } from '../../../server/services/catalog/mint/run';
import { Code } from '../../../server/schemas/codes';
import { appOnExternalNode, nodeOn, stopNode } from '../../support/json-rpc-node';
import { recordingQueue, type TestServer } from '../../support/server';
import { member, newCollection, newProduct } from '../routes/catalogue-fixtures';

const CHAIN_TIMEOUT_MS = 2_000;
let port: number;
let chain: Eip1193;
let node: Server | null = null;
let s: TestServer;
beforeAll(async () => {
  ({ port, chain, node, s } = await appOnExternalNode(CHAIN_TIMEOUT_MS));
}, 60_000);
afterAll(async () => {
  if (node) await stopNode(node);
  await s.close();
});

const item = async (id: string) => (await s.deps.db.select().from(products).where(eq(products.id, id)))[0]!;
/** One delivery of the mint job. */
const deliver = (id: string) => handleMintJob(s.deps, { data: { productId: id } });

describe('a chain node that stops and comes back (CHAIN_RPC_URL_ETHEREUM)', () => {
  it('holds a mint while it is down (4501 within CHAIN_TIMEOUT_MS, browsing unaffected) and mints it once when it is back', async () => {
    const creator = await member(s);
    const collectionId = await newCollection(s, creator);
    const first = await newProduct(s, creator, collectionId);
    await deliver(first); // deploys the collection's contract while the node is up
    expect((await item(first)).mintStatus).toBe('MINTED');
    const id = await newProduct(s, creator, collectionId);

    await stopNode(node!);
    node = null;
    const printed = vi.spyOn(console, 'log');
    const t0 = Date.now();
    const err = await mintProduct(s.deps, id).catch((e: unknown) => e);
    expect(Date.now() - t0).toBeLessThan(CHAIN_TIMEOUT_MS * 2 + 500);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(Code.CHAIN_UNAVAILABLE);
    expect(await item(id)).toMatchObject({ mintStatus: 'PENDING', mintError: 'CHAIN_UNAVAILABLE' });
    // The job ends without using a retry and hands over to one that starts a little later.
    await deliver(id);
    expect((s.deps.queue as ReturnType<typeof recordingQueue>).sent.at(-1)).toEqual({
      name: 'chain.mint',
      data: { productId: id, chainWaits: 1 },
    });
    const list = await s.request('GET', '/api/products');
    expect(list.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_200)); // ethers would print its network retries every second
    expect(printed).not.toHaveBeenCalled();
    printed.mockRestore();

    // Same chain, same port: the app was not restarted and picks the node up on the next delivery.
    node = await nodeOn(port, chain);
    await deliver(id);
    await deliver(id); // a redelivery after success changes nothing
    const minted = await item(id);
    expect(minted).toMatchObject({ mintStatus: 'MINTED', mintError: null });
    const rows = await s.deps.db
      .select()
      .from(chainTxs)
      .where(like(chainTxs.key, `mint:${id}%`));
    expect(rows).toHaveLength(1);
    const client = await s.deps.chains.get('ETHEREUM');
    const receipt = await client.guard(() => client.provider.getTransactionReceipt(minted.mintTxHash!));
    expect(receipt?.status).toBe(1);
  }, 60_000);
});
