import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/db/client';
import { fiatLedger, ledgerEntries, orders, products } from '../../../../server/db/schema';
import { completeOrder, reverseSellerCredit, splitSale } from '../../../../server/services/orders/complete';
import { lockOrder } from '../../../../server/services/orders/transition';
import { weiBalance } from '../../../../server/services/wallets/balances';
import { getFiatIncome } from '../../../../server/services/wallets/fiat-income';
import type { TestServer } from '../../../support/server';
import { orderServer } from '../../routes/orders-fixtures';
import { collectionOf, itemOf, paidOrder, person } from './fulfil-fixtures';

let s: TestServer;
// No chain: completing an order only moves ledger rows.
beforeAll(async () => {
  s = await orderServer();
});
afterAll(async () => s.close());

const ETH = 10n ** 18n;
const inTx = <T>(fn: (tx: Db) => Promise<T>) => s.deps.db.transaction((t) => fn(t as unknown as Db));
const complete = (orderId: string, feeBp = 250) =>
  inTx(async (tx) => completeOrder(tx, await lockOrder(tx, orderId), s.clock.now, { platformFeeBp: feeBp }));

describe('splitSale', () => {
  it('takes the fee from the total and each line’s royalty for its collection owner, integer math', () => {
    const split = splitSale(10_001n, 250, 'seller', [
      { total: 6_001n, royaltyBp: 500n, royaltyTo: 'creator' },
      { total: 4_000n, royaltyBp: 1000n, royaltyTo: 'creator' },
    ]);
    // 250 bp of 10 001 = 250.025 → 250; royalties 300.05 → 300 and 400.
    expect(split).toEqual({
      fee: 250n,
      royalties: [{ memberId: 'creator', amount: 700n }],
      share: 10_001n - 250n - 700n,
    });
  });

  it('keeps a royalty owed to the seller in the share, and never goes below zero', () => {
    expect(splitSale(1000n, 0, 'seller', [{ total: 1000n, royaltyBp: 500n, royaltyTo: 'seller' }])).toEqual({
      fee: 0n,
      royalties: [],
      share: 1000n,
    });
    expect(splitSale(100n, 10_000, 's', [{ total: 100n, royaltyBp: 5000n, royaltyTo: 'c' }]).share).toBe(0n);
  });
});

describe('completeOrder and reverseSellerCredit', () => {
  it('crypto: seller and collection owner credited once; a refund writes the negatives once', async () => {
    const creator = await person(s, 'Creator');
    const seller = await person(s, 'Reseller');
    const buyer = await person(s, 'Buyer');
    const collectionId = await collectionOf(s, creator, '5');
    const productId = await itemOf(s, seller, { collectionId });
    const { orderId } = await paidOrder(s, { seller, buyer, productId, total: ETH });

    const split = await complete(orderId);
    await complete(orderId);
    const royalty = ETH / 20n;
    const share = ETH - (ETH * 250n) / 10_000n - royalty;
    expect(split).toMatchObject({ share, royalties: [{ memberId: creator.memberId, amount: royalty }] });
    expect((await weiBalance(s.deps.db, seller.memberId, 'ETHEREUM')).fixed).toBe(share);
    expect((await weiBalance(s.deps.db, creator.memberId, 'ETHEREUM')).fixed).toBe(royalty);
    const [order] = await s.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ state: 'COMPLETED', salesAmount: share.toString() });
    expect(order!.completedAt).toEqual(s.clock.now);
    const [p] = await s.deps.db.select().from(products).where(eq(products.id, productId));
    expect(p!.pendingOrders).toBe(0);

    await inTx((tx) => reverseSellerCredit(tx, orderId, s.clock.now));
    await inTx((tx) => reverseSellerCredit(tx, orderId, s.clock.now));
    expect((await weiBalance(s.deps.db, seller.memberId, 'ETHEREUM')).fixed).toBe(0n);
    expect((await weiBalance(s.deps.db, creator.memberId, 'ETHEREUM')).fixed).toBe(0n);
    const refunds = await s.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.reason, 'REFUND'));
    expect(
      refunds
        .filter((r) => r.refId?.includes(orderId))
        .map((r) => [r.memberId, r.refId, BigInt(r.amount)])
        .sort(),
    ).toEqual(
      [
        [seller.memberId, orderId, -share],
        [creator.memberId, `royalty:${orderId}`, -royalty],
      ].sort(),
    );
  });

  it('fiat: SALE and ROYALTY into fiat_ledger; the refund reverses each member once', async () => {
    const creator = await person(s, 'Fiat creator');
    const seller = await person(s, 'Fiat seller');
    const buyer = await person(s, 'Fiat buyer');
    const productId = await itemOf(s, seller, { collectionId: await collectionOf(s, creator, '10') });
    const { orderId } = await paidOrder(s, { seller, buyer, productId, currency: 'HKD', total: 10_000n });
    await complete(orderId);
    await complete(orderId);
    expect((await getFiatIncome(s.deps.db, seller.memberId)).balance).toBe(String(10_000 - 250 - 1000));
    const creatorIncome = await getFiatIncome(s.deps.db, creator.memberId);
    expect(creatorIncome).toMatchObject({ currency: 'HKD', balance: '1000' });
    expect(creatorIncome.entries.map((e) => [e.reason, e.amount, e.refId])).toEqual([
      ['ROYALTY', '1000', orderId],
    ]);

    await inTx((tx) => reverseSellerCredit(tx, orderId, s.clock.now));
    await inTx((tx) => reverseSellerCredit(tx, orderId, s.clock.now));
    expect((await getFiatIncome(s.deps.db, seller.memberId)).balance).toBe('0');
    expect((await getFiatIncome(s.deps.db, creator.memberId)).balance).toBe('0');
    const rows = await s.deps.db
      .select()
      .from(fiatLedger)
      .where(and(eq(fiatLedger.refId, orderId), eq(fiatLedger.reason, 'REFUND')));
    expect(rows).toHaveLength(2);
  });

  it('an order never completed has nothing to reverse', async () => {
    const seller = await person(s, 'Open seller');
    const buyer = await person(s, 'Open buyer');
    const productId = await itemOf(s, seller);
    const { orderId } = await paidOrder(s, { seller, buyer, productId, total: ETH });
    await inTx((tx) => reverseSellerCredit(tx, orderId, s.clock.now));
    const refunds = await s.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, orderId));
    expect(refunds).toEqual([]);
  });
});
