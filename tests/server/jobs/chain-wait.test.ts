import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { and, eq, like } from 'drizzle-orm';
import { parseEther, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Eip1193 } from '../../../server/chain/edr';
import { chainTxs, memberWallets, productEvents, products, withdrawals } from '../../../server/db/schema';
import { chainWaitSeconds } from '../../../server/jobs/chain-wait';
import { handleMintJob, registerMintWorker } from '../../../server/jobs/mint';
import { startQueue } from '../../../server/jobs/queue';
import { handlePayoutJob } from '../../../server/jobs/withdraw-payout';
import { creditSale } from '../../../server/services/wallets/balances';
import { decideWithdraw } from '../../../server/services/wallets/withdrawals/decide';
import { requestWithdraw } from '../../../server/services/wallets/withdrawals/request';
import { appOnExternalNode, nodeOn, stopNode } from '../../support/json-rpc-node';
import { createTestSession } from '../../support/members';
import { recordingQueue, type TestServer } from '../../support/server';
import { member, newCollection, newProduct } from '../routes/catalogue-fixtures';

let port: number;
let chain: Eip1193;
let node: Server | null = null;
let s: TestServer;
beforeAll(async () => {
  ({ port, chain, node, s } = await appOnExternalNode(1_000));
}, 60_000);
afterAll(async () => {
  if (node) await stopNode(node);
  await s.close();
});

const down = async () => {
  await stopNode(node!);
  node = null;
};
/**
 * Serves the node again. ethers answers a call repeated within 250 ms from its cache, a failure too; the tries
 * here follow each other at once, where the product's next try comes 5 s later, so wait that cache out.
 */
const up = async (opts: { unanswered?: string } = {}) => {
  if (node) await stopNode(node);
  node = await nodeOn(port, chain, opts);
  await new Promise((r) => setTimeout(r, 300));
};
const queue = () => s.deps.queue as ReturnType<typeof recordingQueue>;
type Job<T> = { data: T & { chainWaits?: number } };

/**
 * Plays pg-boss while the node is down: delivers `job`, then the job it handed over to, `times` over. Each
 * delivery must end normally (no retry used) and queue exactly one successor, after the capped backoff.
 */
async function deliverWhileDown<T extends object>(
  job: Job<T>,
  handle: (job: Job<T>) => Promise<void>,
  times: number,
  check: () => Promise<void>,
): Promise<Job<T>> {
  for (let i = 0; i < times; i++) {
    const before = queue().sent.length;
    await handle(job);
    expect(queue().sent.length).toBe(before + 1);
    const next = queue().sent.at(-1) as unknown as Job<T>;
    const waits = job.data.chainWaits ?? 0;
    expect(next.data).toEqual({ ...job.data, chainWaits: waits + 1 });
    expect(queue().options.at(-1)?.startAfter).toBe(chainWaitSeconds(waits));
    await check();
    job = next;
  }
  return job;
}

const item = async (id: string) => (await s.deps.db.select().from(products).where(eq(products.id, id)))[0]!;
const journal = (prefix: string) =>
  s.deps.db
    .select()
    .from(chainTxs)
    .where(like(chainTxs.key, `${prefix}%`));
/** Eight deliveries: twice the old budget (a first try and three retries, about 3.5 minutes). */
const LONG_OUTAGE = 8;

/** A creator's new item in a collection whose contract is already deployed (so a mint is one transaction). */
async function pendingItem() {
  const creator = await member(s);
  const collectionId = await newCollection(s, creator);
  const first = await newProduct(s, creator, collectionId);
  await handleMintJob(s.deps, { data: { productId: first } });
  expect((await item(first)).mintStatus).toBe('MINTED');
  return newProduct(s, creator, collectionId);
}

describe('chain work waits out a chain outage of any length, without doubling', () => {
  it('waits 5, 10, 20, 40 s, then a minute at most', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(chainWaitSeconds)).toEqual([5, 10, 20, 40, 60, 60, 60]);
  });

  it('a mint met by a node down longer than the old retry budget completes once when it is back', async () => {
    const id = await pendingItem();
    await down();
    const last = await deliverWhileDown(
      { data: { productId: id } },
      (job) => handleMintJob(s.deps, job),
      LONG_OUTAGE,
      async () =>
        expect(await item(id)).toMatchObject({ mintStatus: 'PENDING', mintError: 'CHAIN_UNAVAILABLE' }),
    );
    expect(await journal(`mint:${id}`)).toHaveLength(0);
    await up();
    const before = queue().sent.length;
    await handleMintJob(s.deps, last);
    await handleMintJob(s.deps, last); // a late duplicate changes nothing
    expect(queue().sent.length).toBe(before);
    expect(await item(id)).toMatchObject({ mintStatus: 'MINTED', mintError: null });
    expect(await journal(`mint:${id}`)).toHaveLength(1);
    const events = await s.deps.db
      .select()
      .from(productEvents)
      .where(and(eq(productEvents.productId, id), eq(productEvents.kind, 'MINTED')));
    expect(events).toHaveLength(1);
  }, 60_000);

  it('a mint the node took just before going down is not signed again: the same transaction is found', async () => {
    const id = await pendingItem();
    await up({ unanswered: 'eth_sendRawTransaction' });
    await handleMintJob(s.deps, { data: { productId: id } });
    const [signed] = await journal(`mint:${id}`);
    expect(signed).toMatchObject({ status: 'SIGNED' });
    await down();
    const last = await deliverWhileDown(
      queue().sent.at(-1) as Job<{ productId: string }>,
      (job) => handleMintJob(s.deps, job),
      3,
      async () => expect((await item(id)).mintStatus).toBe('PENDING'),
    );
    await up();
    await handleMintJob(s.deps, last);
    expect(await item(id)).toMatchObject({ mintStatus: 'MINTED', mintTxHash: signed!.hash });
    expect(await journal(`mint:${id}`)).toEqual([
      expect.objectContaining({ status: 'MINED', hash: signed!.hash }),
    ]);
  }, 60_000);

  it('a payout the node took just before a long outage is paid exactly once when it is back', async () => {
    const { memberId } = await createTestSession(s.deps.db);
    const to = Wallet.createRandom().address;
    await s.deps.db
      .insert(memberWallets)
      .values({ memberId, blockchain: 'ETHEREUM', address: to, walletType: 'METAMASK' });
    await creditSale(s.deps.db, {
      memberId,
      blockchain: 'ETHEREUM',
      kind: 'FIXED',
      amountWei: parseEther('0.3'),
      orderId: randomUUID(),
    });
    const { ref } = await requestWithdraw(s.deps, memberId, 'ETHEREUM', 'http://localhost');
    const w = await decideWithdraw(s.deps, memberId, ref, 'confirm');
    const queued = queue().sent.at(-1) as Job<{ withdrawalId: string }>;
    const [row] = await s.deps.db.select().from(withdrawals).where(eq(withdrawals.ref, ref));
    expect(queued.data).toEqual({ withdrawalId: row!.id });
    const status = async () =>
      (await s.deps.db.select().from(withdrawals).where(eq(withdrawals.id, row!.id)))[0]!.status;

    await up({ unanswered: 'eth_sendRawTransaction' });
    await handlePayoutJob(s.deps, queued);
    expect(await journal(`withdraw:${row!.id}`)).toEqual([expect.objectContaining({ status: 'SIGNED' })]);
    await down();
    const last = await deliverWhileDown(
      queue().sent.at(-1) as Job<{ withdrawalId: string }>,
      (job) => handlePayoutJob(s.deps, job),
      LONG_OUTAGE,
      async () => expect(await status()).toBe('PROCESSING'),
    );
    await up();
    await handlePayoutJob(s.deps, last);
    await handlePayoutJob(s.deps, last);
    expect(await status()).toBe('PAID');
    expect(w.status).toBe('PROCESSING');
    const client = await s.deps.chains.get('ETHEREUM');
    expect(await client.guard(() => client.provider.getBalance(to))).toBe(parseEther('0.3'));
    expect(await journal(`withdraw:${row!.id}`)).toEqual([expect.objectContaining({ status: 'MINED' })]);
  }, 60_000);

  it('through pg-boss: the job waiting for the chain is the item’s only job, and mints it when the node is back', async () => {
    const id = await pendingItem();
    await down();
    const real = await startQueue(s.database, s.deps.log);
    const openJobs = async () =>
      Number(
        (
          (
            await s.database.executeSql(
              `SELECT count(*) AS n FROM pgboss.job WHERE name = 'chain.mint' AND singleton_key = $1 AND state < 'completed'`,
              [id],
            )
          ).rows[0] as { n: string }
        ).n,
      );
    try {
      const deps = { ...s.deps, queue: real };
      await registerMintWorker(deps); // queues the PENDING item, as a start does
      const until = async (ok: () => Promise<boolean>) => {
        const deadline = Date.now() + 30_000;
        while (!(await ok()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
        expect(await ok()).toBe(true);
      };
      await until(async () => (await item(id)).mintError === 'CHAIN_UNAVAILABLE');
      await until(async () => (await openJobs()) === 1);
      await registerMintWorker(deps); // a restart meanwhile queues nothing more
      expect(await openJobs()).toBe(1);
      await up();
      await until(async () => (await item(id)).mintStatus === 'MINTED');
      await until(async () => (await openJobs()) === 0);
      expect(await journal(`mint:${id}`)).toHaveLength(1);
    } finally {
      await real.stop();
    }
  }, 60_000);
});
