import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chainTxs,
  ledgerEntries,
  memberWallets,
  orderEvents,
  orderLines,
  orders,
  productEvents,
  productOwners,
  products,
} from '../../../../server/db/schema';
import { ApiError } from '../../../../server/http/errors';
import type { Deps } from '../../../../server/http/context';
import {
  enqueueLostFulfilments,
  handleFulfilJob,
  registerFulfilmentWorkers,
} from '../../../../server/jobs/order-fulfil';
import { startQueue } from '../../../../server/jobs/queue';
import { Code } from '../../../../server/schemas/codes';
import { recordPayment } from '../../../../server/services/payments/record';
import { weiBalance } from '../../../../server/services/wallets/balances';
import { recordingQueue, type TestServer } from '../../../support/server';
import { orderForm } from '../../routes/orders-fixtures';
import { chainServer, collectionOf, mintedItem, paidOrder, person, tokenContracts } from './fulfil-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await chainServer();
}, 120_000);
afterAll(async () => s.close());

const ETH = 10n ** 18n;
const runJob = (orderId: string, deps: Deps = s.deps) => handleFulfilJob(deps, { data: { orderId } });
const orderOf = async (id: string) => (await s.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const lineOf = async (id: string) =>
  (await s.deps.db.select().from(orderLines).where(eq(orderLines.id, id)))[0]!;
const boundAddress = async (memberId: string) =>
  (await s.deps.db.select().from(memberWallets).where(eq(memberWallets.memberId, memberId)))[0]?.address;
const sales = (refId: string) =>
  s.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reason, 'SALE'), eq(ledgerEntries.refId, refId)));

describe('orders.fulfil: platform-held NFTs', () => {
  it('transfers an ERC-721 token once, finishes the order and credits the seller once', async () => {
    const seller = await person(s, 'Seller');
    const buyer = await person(s, 'Buyer');
    const item = await mintedItem(s, seller);
    const total = ETH / 2n;
    const { orderId, lineId } = await paidOrder(s, { seller, buyer, productId: item.id, total });

    // Twice at once and once more: one transaction, one credit.
    await Promise.all([runJob(orderId), runJob(orderId)]);
    await runJob(orderId);

    const to = await boundAddress(buyer.memberId);
    expect(to).toMatch(/^0x/);
    const nft = await (await tokenContracts(s)).erc721(item.contractAddress!);
    expect(await nft.getFunction('ownerOf')(item.tokenId!)).toBe(to);
    const keys = await s.deps.db
      .select()
      .from(chainTxs)
      .where(like(chainTxs.key, `%order:${lineId}`));
    expect(keys.map((k) => k.key).sort()).toEqual([`gas:order:${lineId}`, `order:${lineId}`]);

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ label: 'FINISHED', state: 'COMPLETED', fulfilment: 'DELIVERED' });
    // Seller owns the collection: no royalty apart, 2.5 % platform fee.
    const share = total - (total * 250n) / 10_000n;
    expect(order.salesAmount).toBe(share.toString());
    expect(await sales(orderId)).toHaveLength(1);
    expect((await weiBalance(s.deps.db, seller.memberId, 'ETHEREUM')).fixed).toBe(share);

    const line = await lineOf(lineId);
    const hash = keys.find((k) => k.key === `order:${lineId}`)!.hash;
    expect(line).toMatchObject({ fulfilment: 'DELIVERED', trackingNumber: hash, toAddress: to });
    const events = await s.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => [e.event, e.actorRole, e.toLabel])).toEqual([
      ['order.transfer', 'SYSTEM', 'FULLPAID'],
      ['order.ship', 'SYSTEM', 'DELIVERY'],
      ['order.confirm', 'SYSTEM', 'FINISHED'],
    ]);
    const [p] = await s.deps.db.select().from(products).where(eq(products.id, item.id));
    expect(p).toMatchObject({ ownerId: buyer.memberId, pendingOrders: 0, status: 'OFF_SHELF' });
    const holders = await s.deps.db.select().from(productOwners).where(eq(productOwners.productId, item.id));
    expect(holders.map((h) => [h.memberId, h.quantity])).toEqual([[buyer.memberId, 1]]);
    const sale = await s.deps.db
      .select()
      .from(productEvents)
      .where(and(eq(productEvents.productId, item.id), eq(productEvents.kind, 'SALE')));
    expect(sale).toHaveLength(1);
    expect(sale[0]).toMatchObject({
      actorId: seller.memberId,
      toMemberId: buyer.memberId,
      txHash: hash,
      curr: 'ETH',
    });
    expect(Number(sale[0]!.price)).toBe(0.5);
  });

  it('resale: the royalty goes to the collection owner, the rest less the fee to the seller', async () => {
    const creator = await person(s, 'Creator');
    const reseller = await person(s, 'Reseller');
    const buyer = await person(s, 'Second buyer');
    const item = await mintedItem(s, creator, { collectionId: await collectionOf(s, creator, '10') });
    await runJob(
      (await paidOrder(s, { seller: creator, buyer: reseller, productId: item.id, total: ETH })).orderId,
    );
    // The reseller's custodial wallet holds it now: the platform delivers again.
    const total = 2n * ETH;
    const { orderId } = await paidOrder(s, { seller: reseller, buyer, productId: item.id, total });
    await runJob(orderId);
    const nft = await (await tokenContracts(s)).erc721(item.contractAddress!);
    expect(await nft.getFunction('ownerOf')(item.tokenId!)).toBe(await boundAddress(buyer.memberId));
    const royalty = total / 10n;
    const share = total - (total * 250n) / 10_000n - royalty;
    expect((await orderOf(orderId)).salesAmount).toBe(share.toString());
    expect((await weiBalance(s.deps.db, reseller.memberId, 'ETHEREUM')).fixed).toBe(share);
    const royalties = await sales(`royalty:${orderId}`);
    expect(royalties.map((r) => [r.memberId, BigInt(r.amount)])).toEqual([[creator.memberId, royalty]]);
  });

  it('sends the bought part of an ERC-1155 edition to the wallet given with the order', async () => {
    const seller = await person(s, 'Edition seller');
    const buyer = await person(s, 'Edition buyer');
    const item = await mintedItem(s, seller, { contractType: 'ERC1155', quantity: 5, stock: 5 });
    const target = '0x' + 'ab'.repeat(20);
    const { orderId } = await paidOrder(s, {
      seller,
      buyer,
      productId: item.id,
      quantity: 2,
      total: ETH / 10n,
      buyerWalletAddress: target,
    });
    await runJob(orderId);
    const editions = await (await tokenContracts(s)).erc1155(item.contractAddress!);
    const balanceOf = editions.getFunction('balanceOf');
    expect(await balanceOf(target, item.tokenId!)).toBe(2n);
    expect((await orderOf(orderId)).label).toBe('FINISHED');
    const holders = await s.deps.db.select().from(productOwners).where(eq(productOwners.productId, item.id));
    expect(Object.fromEntries(holders.map((h) => [h.memberId, h.quantity]))).toEqual({
      [seller.memberId]: 3,
      [buyer.memberId]: 2,
    });
    // An edition keeps its seller: only ERC-721 items change owner.
    const [p] = await s.deps.db.select().from(products).where(eq(products.id, item.id));
    expect(p!.ownerId).toBe(seller.memberId);
  });

  it('waits out a chain outage without a retry: hands over to one new job', async () => {
    const seller = await person(s, 'Outage seller');
    const buyer = await person(s, 'Outage buyer');
    const item = await mintedItem(s, seller);
    const { orderId } = await paidOrder(s, { seller, buyer, productId: item.id, total: ETH });
    const queue = recordingQueue();
    const down: Deps = {
      ...s.deps,
      queue,
      chains: {
        enabled: ['ETHEREUM'],
        get: async () => {
          throw new ApiError(Code.CHAIN_UNAVAILABLE, 'chain_unavailable');
        },
        close: async () => {},
      },
    };
    await expect(runJob(orderId, down)).resolves.toBeUndefined();
    expect(queue.sent).toEqual([{ name: 'orders.fulfil', data: { orderId, chainWaits: 1 } }]);
    expect(queue.options[0]).toMatchObject({ singletonKey: orderId, startAfter: 5 });
    expect((await orderOf(orderId)).label).toBe('FULLPAID');
    await runJob(orderId);
    expect((await orderOf(orderId)).label).toBe('FINISHED');
  });

  it('the sweep queues paid orders whose job is gone, not those the seller delivers', async () => {
    const seller = await person(s, 'Sweep seller');
    const buyer = await person(s, 'Sweep buyer');
    const item = await mintedItem(s, seller);
    const { orderId } = await paidOrder(s, { seller, buyer, productId: item.id, total: ETH });
    const queue = recordingQueue();
    const deps = { db: s.deps.db, queue };
    expect(await enqueueLostFulfilments(deps)).toBeGreaterThanOrEqual(1);
    expect(queue.sent).toContainEqual({ name: 'orders.fulfil', data: { orderId } });
    const before = queue.sent.length;
    // Its job is open now: not queued twice.
    await enqueueLostFulfilments(deps);
    expect(queue.sent.filter((j) => (j.data as { orderId: string }).orderId === orderId)).toHaveLength(1);
    expect(queue.sent.length).toBeGreaterThanOrEqual(before);
    await runJob(orderId);
    const fresh = recordingQueue();
    await enqueueLostFulfilments({ db: s.deps.db, queue: fresh });
    expect(fresh.sent).not.toContainEqual({ name: 'orders.fulfil', data: { orderId } });
  });

  it('end to end: an order placed through checkout and paid through the payment ledger is fulfilled by its job', async () => {
    const seller = await person(s, 'Checkout seller');
    const buyer = await person(s, 'Checkout buyer');
    const item = await mintedItem(s, seller);
    const placed = await s.request('POST', '/api/orders', {
      session: buyer,
      form: orderForm(item.id, { currency: 'ETH' }),
    });
    expect(placed.meta.code).toBe(200);
    const orderId = placed.data.id as string;
    const offSale = () =>
      s.request('POST', '/api/products/off-sale', { session: seller, form: { id: item.id } });
    expect((await offSale()).meta.code).toBe(Code.OFF_SHELF_ORDER_IN_PROGRESS);

    const queue = s.deps.queue as ReturnType<typeof recordingQueue>;
    const before = queue.sent.length;
    const total = BigInt(placed.data.price.totalAmount);
    const paid = await recordPayment(s.deps, {
      orderId,
      provider: 'TEST',
      providerRef: `test:${orderId}`,
      amount: total,
      currency: 'ETH',
    });
    expect(paid.label).toBe('FULLPAID');
    const jobs = queue.sent.slice(before).filter((j) => j.name === 'orders.fulfil');
    expect(jobs).toEqual([{ name: 'orders.fulfil', data: { orderId } }]);
    // Still in progress while the token is on its way.
    expect((await offSale()).meta.code).toBe(Code.OFF_SHELF_ORDER_IN_PROGRESS);

    await handleFulfilJob(s.deps, jobs[0] as { data: { orderId: string } });
    const nft = await (await tokenContracts(s)).erc721(item.contractAddress!);
    expect(await nft.getFunction('ownerOf')(item.tokenId!)).toBe(await boundAddress(buyer.memberId));
    const detail = await s.request('GET', '/api/orders/detail', { session: buyer, query: { orderId } });
    expect(detail.data).toMatchObject({ status: 'FINISHED', state: 'COMPLETED' });
    expect(detail.data.lines[0].trackingNumber).toMatch(/^0x[0-9a-f]{64}$/);
    const share = total - (total * 250n) / 10_000n;
    expect((await weiBalance(s.deps.db, seller.memberId, 'ETHEREUM')).fixed).toBe(share);
    const mine = await s.request('GET', '/api/products/ownership', {
      session: buyer,
      query: { memberId: buyer.memberId },
    });
    // The buyer's "my NFTs".
    expect(mine.data.items.map((i: { id: string }) => i.id)).toContain(item.id);
  });

  it('through pg-boss: the registered worker fulfils a paid order whose job was lost, found by the start-up sweep', async () => {
    const seller = await person(s, 'Boss seller');
    const buyer = await person(s, 'Boss buyer');
    const item = await mintedItem(s, seller);
    const { orderId } = await paidOrder(s, { seller, buyer, productId: item.id, total: ETH });
    const queue = await startQueue(s.database, s.deps.log);
    try {
      await registerFulfilmentWorkers({ ...s.deps, queue });
      const deadline = Date.now() + 30_000;
      while ((await orderOf(orderId)).label !== 'FINISHED' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
      }
      expect((await orderOf(orderId)).label).toBe('FINISHED');
      expect(await sales(orderId)).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  }, 60_000);
});
