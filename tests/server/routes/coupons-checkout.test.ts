import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponBatches, couponCollects, coupons, orderLines } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { expireOrder } from '../../../server/services/orders/expire';
import type { TestServer } from '../../support/server';
import { SANDBOX_CARDS } from '../../../server/schemas/payments';
import { cardPay, deliver, startPayment, takeJobs } from '../payments/fixtures';
import { payWithCard } from './merchants-fixtures';
import { item, linesForm, orderForm, promo } from './orders-fixtures';
import {
  collect,
  collected,
  issueBatch,
  loyaltyServer,
  merchantOf,
  person,
  takeSent,
  type MerchantFixture,
  type Session,
} from './loyalty-fixtures';

let s: TestServer;
let shop: MerchantFixture;
let itemId: string;

// No chain: pricing, reservations and orders only (the coupon jobs are recorded, not run).
beforeAll(async () => {
  s = await loyaltyServer({
    CHAIN_RPC_URL_ETHEREUM: 'http://127.0.0.1:9',
    CHAIN_RPC_URL_POLYGON: 'http://127.0.0.1:9',
  });
  shop = await merchantOf(s);
  itemId = await item(s, shop.session, { contractType: 'ERC1155', quantity: 100, stock: 100 });
});
afterAll(() => s.close());

const check = (who: Session, extra: Record<string, string>, productId = itemId) =>
  s.request('POST', '/api/orders/check', {
    session: who,
    form: { ...linesForm([{ productId }]), currency: 'HKD', ...extra },
  });
const create = (who: Session, extra: Record<string, string>, productId = itemId) =>
  s.request('POST', '/api/orders', { session: who, form: orderForm(productId, extra) });
/** Pays an order in full with the sandbox card (the NFT's delivery, its fulfilment, is not run here). */
async function payInFull(who: Session, orderId: string) {
  const started = await startPayment(s, who, { orderId, method: 'SANDBOX_CARD' });
  await cardPay(s, started.data.ref, SANDBOX_CARDS.approved);
  await deliver(s, takeJobs(s, 'payments.callback'));
  takeJobs(s, 'orders.fulfil');
}
const couponRow = async (id: string) =>
  (await s.deps.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
const cancel = (who: Session, orderId: string) =>
  s.request('POST', '/api/orders/cancel', { session: who, form: { orderId } });

describe('a coupon at checkout (the pricing function)', () => {
  it('shows in the breakdown, is reserved by the order, released on cancel, spent on full payment', async () => {
    const buyer = await person(s);
    const batch = await issueBatch(s, shop, { name: 'HK$10 off', value: '1000' });
    const id = await collected(s, buyer, batch.id);
    const checked = await check(buyer, { couponId: id });
    expect(checked.meta.code).toBe(Code.OK);
    expect(checked.data.price).toMatchObject({
      couponDiscount: '1000',
      coupon: 'HK$10 off',
      totalAmount: '9000',
    });
    expect(checked.data.price.lines).toContainEqual({ kind: 'COUPON', amount: '1000', detail: 'HK$10 off' });

    const first = await create(buyer, { couponId: id });
    expect(first.meta.code).toBe(Code.OK);
    expect(first.data.price.totalAmount).toBe('9000');
    expect(await couponRow(id)).toMatchObject({ state: 'RESERVED', orderId: first.data.id });
    const listed = await s.request('GET', '/api/coupons/mine', { session: buyer });
    expect(listed.data.items[0]).toMatchObject({ id, state: 'RESERVED', orderId: first.data.id });
    // Held by the order: no second order, no shop QR.
    expect((await create(buyer, { couponId: id })).meta.code).toBe(Code.COUPON_UNAVAILABLE);
    expect(
      (await s.request('POST', '/api/coupons/qr', { session: buyer, form: { couponId: id } })).meta.code,
    ).toBe(Code.COUPON_UNAVAILABLE);

    expect((await cancel(buyer, first.data.id)).meta.code).toBe(Code.OK);
    expect(await couponRow(id)).toMatchObject({ state: 'AVAILABLE', orderId: null });

    const second = await create(buyer, { couponId: id });
    takeSent(s, 'loyalty.coupon');
    await payInFull(buyer, second.data.id);
    expect(await couponRow(id)).toMatchObject({ state: 'USED', orderId: second.data.id });
    // Its burn on chain is queued once the payment committed.
    expect(takeSent(s, 'loyalty.coupon')).toEqual([{ couponId: id }]);
  });

  it('an unpaid order that expires gives its coupon back', async () => {
    const buyer = await person(s);
    const id = await collected(s, buyer, (await issueBatch(s, shop)).id);
    const order = await create(buyer, { couponId: id });
    expect(await expireOrder(s.deps, order.data.id, new Date(s.clock.now.getTime() + 31 * 60_000))).toBe(
      true,
    );
    expect(await couponRow(id)).toMatchObject({ state: 'AVAILABLE', orderId: null });
  });

  it('one voucher per order: a promotion code and a coupon together are 4703', async () => {
    const buyer = await person(s);
    const id = await collected(s, buyer, (await issueBatch(s, shop)).id);
    const code = await promo(s, shop.session);
    expect((await check(buyer, { couponId: id, promoCode: code })).meta.code).toBe(
      Code.ONE_VOUCHER_PER_ORDER,
    );
    expect((await create(buyer, { couponId: id, promoCode: code })).meta.code).toBe(
      Code.ONE_VOUCHER_PER_ORDER,
    );
  });

  it('refuses another’s coupon (404), another merchant’s (1013), one for other items (1013), a used one (4702)', async () => {
    const buyer = await person(s);
    const id = await collected(s, buyer, (await issueBatch(s, shop)).id);
    expect((await check(await person(s), { couponId: id })).meta.code).toBe(Code.NOT_FOUND);
    const other = await merchantOf(s);
    const theirs = await collected(s, buyer, (await issueBatch(s, other)).id);
    expect((await check(buyer, { couponId: theirs })).meta.code).toBe(Code.CANCELLED_OR_NOT_VALID);
    const elsewhere = await item(s, shop.session, { contractType: 'ERC1155', quantity: 5, stock: 5 });
    const listed = await collected(
      s,
      buyer,
      (await issueBatch(s, shop, { isForAll: 'false', productIds: elsewhere })).id,
    );
    expect((await check(buyer, { couponId: listed })).meta.code).toBe(Code.CANCELLED_OR_NOT_VALID);
    expect((await check(buyer, { couponId: listed }, elsewhere)).meta.code).toBe(Code.OK);
    const order = await create(buyer, { couponId: id });
    await payInFull(buyer, order.data.id);
    expect((await check(buyer, { couponId: id })).meta.code).toBe(Code.COUPON_UNAVAILABLE);
  });

  it('a percentage coupon takes its share of the lines it covers, never the goods under the minimum', async () => {
    const buyer = await person(s);
    const id = await collected(
      s,
      buyer,
      (await issueBatch(s, shop, { method: 'PERCENT', percent: '25', value: '' })).id,
    );
    const r = await check(buyer, { couponId: id });
    expect(r.data.price).toMatchObject({ couponDiscount: '2500', totalAmount: '7500' });
  });
});

describe('a membership card’s tier gives its VIP discount at checkout', () => {
  it('the best tier of the buyer’s cards of this merchant, named in the breakdown', async () => {
    const buyer = await person(s);
    const p = await s.request('POST', '/api/cards/programmes', {
      session: shop.session,
      form: {
        name: 'Bean Club',
        'tiers[0][name]': 'Gold',
        'tiers[0][vipPercent]': '12.5',
        validityMonths: '12',
      },
    });
    const codes = await s.request('POST', '/api/cards/codes', {
      session: shop.session,
      form: { programmeId: p.data.id, tier: 'T1', count: '1' },
    });
    const before = await check(buyer, {});
    expect(before.data.price.vipDiscount).toBe('0');
    expect(
      (await s.request('POST', '/api/cards/redeem', { session: buyer, form: { code: codes.data.codes[0] } }))
        .meta.code,
    ).toBe(Code.OK);
    const after = await check(buyer, {});
    expect(after.data.price.vipDiscount).toBe('1250');
    expect(after.data.price.lines).toContainEqual({
      kind: 'VIP_DISCOUNT',
      amount: '1250',
      detail: 'Bean Club Gold · 12.5%',
    });
    // Another seller's goods: no discount from this merchant's card.
    const stranger = await person(s);
    const elsewhere = await item(s, stranger, { contractType: 'ERC1155', quantity: 5, stock: 5 });
    expect((await check(buyer, {}, elsewhere)).data.price.vipDiscount).toBe('0');
  });
});

describe('a priced coupon is bought through the checkout as an order line of kind COUPON', () => {
  it('collecting makes the order; paying it issues the coupon and finishes the order', async () => {
    const buyer = await person(s);
    takeSent(s, 'loyalty.coupon');
    const batch = await issueBatch(s, shop, { price: '2000', quantity: '3', perMemberLimit: '2' });
    const r = await collect(s, buyer, batch.id);
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data.coupon).toBeNull();
    const orderId = r.data.orderId as string;
    const order = await s.request('GET', '/api/orders/detail', { session: buyer, query: { orderId } });
    expect(order.data).toMatchObject({ status: 'NEW', seller: { id: shop.session.memberId } });
    expect(order.data.lines).toEqual([
      expect.objectContaining({
        kind: 'COUPON',
        couponBatchId: batch.id,
        productId: '',
        unitPrice: '2000',
        quantity: 1,
      }),
    ]);
    await payWithCard(s, buyer, orderId);
    const done = await s.request('GET', '/api/orders/detail', { session: buyer, query: { orderId } });
    expect(done.data.status).toBe('FINISHED');
    const mine = await s.request('GET', '/api/coupons/mine', { session: buyer });
    expect(mine.data.items).toEqual([
      expect.objectContaining({ state: 'AVAILABLE', batch: expect.objectContaining({ id: batch.id }) }),
    ]);
    expect(takeSent(s, 'loyalty.coupon')).toHaveLength(1);
    // The fulfilment run again issues nothing more.
    const { handleFulfilJob } = await import('../../../server/jobs/order-fulfil');
    await handleFulfilJob(s.deps, { data: { orderId } });
    expect((await s.request('GET', '/api/coupons/mine', { session: buyer })).data.items).toHaveLength(1);
  });

  it('an unpaid coupon order that expires gives the coupon back to the batch and the member’s limit', async () => {
    const buyer = await person(s);
    const batch = await issueBatch(s, shop, { price: '2000', quantity: '1', perMemberLimit: '1' });
    const r = await collect(s, buyer, batch.id);
    expect((await collect(s, await person(s), batch.id)).meta.code).toBe(Code.SOLD_OUT);
    await expireOrder(s.deps, r.data.orderId, new Date(s.clock.now.getTime() + 31 * 60_000));
    const [b] = await s.deps.db.select().from(couponBatches).where(eq(couponBatches.id, batch.id));
    expect(b?.remaining).toBe(1);
    const [count] = await s.deps.db.select().from(couponCollects).where(eq(couponCollects.batchId, batch.id));
    expect(count?.count).toBe(0);
    const lines = await s.deps.db.select().from(orderLines).where(eq(orderLines.orderId, r.data.orderId));
    expect(lines[0]?.fulfilment).toBe('UNFULFILLED');
    expect((await collect(s, buyer, batch.id)).meta.code).toBe(Code.OK);
  });
});
