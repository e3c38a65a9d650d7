import { and, eq, like } from 'drizzle-orm';
import { Contract, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifact } from '../../../server/chain/artifacts';
import {
  chainTxs,
  custodialWallets,
  productEvents,
  productOwners,
  products,
  transfers,
} from '../../../server/db/schema';
import { ApiError } from '../../../server/http/errors';
import { handleMintJob } from '../../../server/jobs/mint';
import { handleTransferJob } from '../../../server/jobs/transfer';
import { Code } from '../../../server/schemas/codes';
import { tokenIdOf } from '../../../server/services/catalog/mint/token';
import { recordingQueue, startTestServer, type TestServer } from '../../support/server';
import { BAD_CHECKSUM, member, newCollection, newProduct, type Session } from './catalogue-fixtures';
import { signedProof } from './wallet-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await s.deps.chains.get('ETHEREUM');
}, 120_000);
afterAll(async () => s.close());

const sent = () => (s.deps.queue as ReturnType<typeof recordingQueue>).sent;
const newWallet = () => new Wallet(Wallet.createRandom().privateKey);
const start = (session: Session, form: Record<string, string>) =>
  s.request('POST', '/api/transfers', { session, form });
const approve = (session: Session, ref: string, proof: { message: string; signature: string }) =>
  s.request('POST', '/api/transfers/approve', {
    session,
    form: { ref, message: proof.message, signature: proof.signature },
  });
const runTransfer = (transferId: string) => handleTransferJob(s.deps, { data: { transferId } });

/** A minted ERC-721 item held by a fresh creator in their custodial wallet. */
async function mintedItem(extra: Record<string, string> = {}) {
  const creator = await member(s);
  const collectionId = await newCollection(s, creator);
  const id = await newProduct(s, creator, collectionId, extra);
  await handleMintJob(s.deps, { data: { productId: id } });
  const [p] = await s.deps.db.select().from(products).where(eq(products.id, id));
  expect(p!.mintStatus).toBe('MINTED');
  const [c] = await s.deps.db
    .select()
    .from(custodialWallets)
    .where(eq(custodialWallets.memberId, creator.memberId));
  return { creator, id, contractAddress: p!.contractAddress!, custodial: c!.address };
}

describe('transferToExternalWallet', () => {
  it('waits for the target wallet’s SIWE approval, then sends the NFT once on chain', async () => {
    const { creator, id, contractAddress, custodial } = await mintedItem();
    const target = newWallet();
    const started = await start(creator, { productId: id, toAddress: target.address });
    expect(started.meta.code).toBe(200);
    const { ref, transfer } = started.data;
    expect(started.data.url).toMatch(new RegExp(`/#/wallet\\?ref=${ref}$`));
    expect(transfer).toMatchObject({
      status: 'AWAITING_APPROVAL',
      fromAddress: custodial,
      toAddress: target.address,
    });

    const byRef = await s.request('GET', '/api/transfers/detail', { session: creator, query: { ref } });
    expect(byRef.data.id).toBe(transfer.id);
    const other = await member(s);
    const foreign = await s.request('GET', '/api/transfers/detail', { session: other, query: { ref } });
    expect(foreign.meta.code).toBe(Code.NOT_FOUND);

    // Signed by another wallet: refused, the step stays open.
    const wrong = await signedProof(s, creator, ref, newWallet());
    expect((await approve(creator, ref, wrong)).meta.code).toBe(Code.SIWE_INVALID);
    const proof = await signedProof(s, creator, ref, target);
    const approved = await approve(creator, ref, proof);
    expect(approved.meta.code).toBe(200);
    expect(approved.data.status).toBe('APPROVED');
    expect(sent()).toContainEqual({ name: 'chain.transfer', data: { transferId: transfer.id } });
    // The same signed message again: the nonce was consumed.
    expect((await approve(creator, ref, proof)).meta.code).toBe(Code.SIWE_NONCE_USED);

    await Promise.all([runTransfer(transfer.id), runTransfer(transfer.id)]);
    await runTransfer(transfer.id);
    const chain = await s.deps.chains.get('ETHEREUM');
    const nft = new Contract(
      contractAddress,
      (await loadArtifact('MarketCollection721')).abi,
      chain.provider,
    );
    expect(await nft.getFunction('ownerOf')(tokenIdOf(id))).toBe(target.address);
    const keys = await s.deps.db
      .select({ key: chainTxs.key })
      .from(chainTxs)
      .where(like(chainTxs.key, `%transfer:${transfer.id}`));
    expect(keys.map((k) => k.key).sort()).toEqual([`gas:transfer:${transfer.id}`, `transfer:${transfer.id}`]);

    const [row] = await s.deps.db.select().from(transfers).where(eq(transfers.id, transfer.id));
    expect(row).toMatchObject({ status: 'SENT', failureCode: null });
    expect(row!.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    const held = await s.deps.db
      .select()
      .from(productOwners)
      .where(and(eq(productOwners.productId, id), eq(productOwners.memberId, creator.memberId)));
    expect(held).toEqual([]);
    const events = await s.deps.db
      .select()
      .from(productEvents)
      .where(and(eq(productEvents.productId, id), eq(productEvents.kind, 'TRANSFER')));
    expect(events).toHaveLength(1);
    expect(events[0]!.txHash).toBe(row!.txHash);

    const list = await s.request('GET', '/api/transfers', { session: creator });
    expect(list.data.items[0]).toMatchObject({ id: transfer.id, status: 'SENT', txHash: row!.txHash });
    // Gone from the wallet: a second transfer is refused.
    const again = await start(creator, { productId: id, toAddress: newWallet().address });
    expect(again.meta.code).toBe(Code.NO_LONGER_IN_WALLET);
  });

  it('approves only with its job: a job that cannot be written leaves the transfer waiting and its nonce unused', async () => {
    const { creator, id } = await mintedItem();
    const target = newWallet();
    const { ref, transfer } = (await start(creator, { productId: id, toAddress: target.address })).data;
    const queue = s.deps.queue as ReturnType<typeof recordingQueue>;
    const proof = await signedProof(s, creator, ref, target);
    const send = queue.send;
    queue.send = async () => {
      throw new Error('job table unreachable');
    };
    try {
      const refused = await approve(creator, ref, proof);
      expect(refused.meta.code).not.toBe(200);
    } finally {
      queue.send = send;
    }
    const [waiting] = await s.deps.db.select().from(transfers).where(eq(transfers.id, transfer.id));
    expect(waiting).toMatchObject({ status: 'AWAITING_APPROVAL', approvedAt: null });

    // Nothing was used up: the same signed message approves, with the job written on the approval's connection.
    const approved = await approve(creator, ref, proof);
    expect(approved.meta.code).toBe(200);
    const i = queue.sent.findLastIndex((j) => j.name === 'chain.transfer');
    expect(queue.sent[i]!.data).toEqual({ transferId: transfer.id });
    expect(queue.options[i]).toMatchObject({ singletonKey: transfer.id, db: expect.anything() });
  });

  it('refuses the custodial wallet itself, a broken checksum and an item the member does not hold', async () => {
    const { creator, id, custodial } = await mintedItem();
    expect((await start(creator, { productId: id, toAddress: custodial })).meta.code).toBe(
      Code.TRANSFER_TARGET_INVALID,
    );
    expect((await start(creator, { productId: id, toAddress: BAD_CHECKSUM })).meta.code).toBe(
      Code.TRANSFER_TARGET_INVALID,
    );
    const stranger = await member(s);
    const r = await start(stranger, { productId: id, toAddress: newWallet().address });
    expect(r.meta.code).toBe(Code.NO_LONGER_IN_WALLET);
    const list = await s.request('GET', '/api/transfers', { session: stranger });
    expect(list.data).toEqual({ items: [], nextCursor: null });
  });

  it('sends part of an ERC-1155 edition and keeps the rest in the custodial wallet', async () => {
    const { creator, id, contractAddress, custodial } = await mintedItem({
      contractType: 'ERC1155',
      quantity: '5',
    });
    const target = newWallet();
    const tooMany = await start(creator, { productId: id, toAddress: target.address, quantity: '6' });
    expect(tooMany.meta.code).toBe(Code.NO_LONGER_IN_WALLET);
    const { ref, transfer } = (
      await start(creator, { productId: id, toAddress: target.address, quantity: '2' })
    ).data;
    expect((await approve(creator, ref, await signedProof(s, creator, ref, target))).meta.code).toBe(200);
    await runTransfer(transfer.id);
    const chain = await s.deps.chains.get('ETHEREUM');
    const editions = new Contract(
      contractAddress,
      (await loadArtifact('MarketEditions1155')).abi,
      chain.provider,
    );
    const balanceOf = editions.getFunction('balanceOf');
    expect(await balanceOf(target.address, tokenIdOf(id))).toBe(2n);
    expect(await balanceOf(custodial, tokenIdOf(id))).toBe(3n);
    const [held] = await s.deps.db
      .select()
      .from(productOwners)
      .where(and(eq(productOwners.productId, id), eq(productOwners.memberId, creator.memberId)));
    expect(held!.quantity).toBe(3);
  });

  it('keeps an approved transfer while the chain is down, however long, and sends it once it is back', async () => {
    const { creator, id } = await mintedItem();
    const target = newWallet();
    const { ref, transfer } = (await start(creator, { productId: id, toAddress: target.address })).data;
    expect((await approve(creator, ref, await signedProof(s, creator, ref, target))).meta.code).toBe(200);
    const down = {
      ...s.deps,
      chains: {
        ...s.deps.chains,
        get: () => Promise.reject(new ApiError(Code.CHAIN_UNAVAILABLE, 'chain_unreachable')),
      },
    };
    const status = async () =>
      (await s.deps.db.select().from(transfers).where(eq(transfers.id, transfer.id)))[0]!;
    // Each try ends normally and hands over to one new job (a retry is not used), more tries than the old
    // three retries allowed; the transfer stays APPROVED throughout.
    const queue = s.deps.queue as ReturnType<typeof recordingQueue>;
    let job: { data: { transferId: string; chainWaits?: number } } = { data: { transferId: transfer.id } };
    for (let i = 0; i < 6; i++) {
      const before = sent().length;
      await handleTransferJob(down, job);
      expect(sent().slice(before)).toEqual([
        { name: 'chain.transfer', data: { transferId: transfer.id, chainWaits: i + 1 } },
      ]);
      expect(queue.options.at(-1)).toMatchObject({ singletonKey: transfer.id, retryLimit: 3 });
      expect((await status()).status).toBe('APPROVED');
      job = sent().at(-1) as typeof job;
    }
    const before = sent().length;
    await handleTransferJob(s.deps, job);
    expect(await status()).toMatchObject({ status: 'SENT', failureCode: null });
    expect(sent().length).toBe(before);
  });

  it('refuses an item not minted yet', async () => {
    const creator = await member(s);
    const collectionId = await newCollection(s, creator);
    const id = await newProduct(s, creator, collectionId);
    const r = await start(creator, { productId: id, toAddress: newWallet().address });
    expect(r.meta.code).toBe(Code.NO_LONGER_IN_WALLET);
  });
});
