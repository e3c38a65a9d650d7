import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { OrderSummaries } from '../../../server/schemas/order-forms';
import { Order, OrderCheck, OrderEvents, OrderPage } from '../../../server/schemas/orders';
import type { TestServer } from '../../support/server';
import {
  createOrderAs,
  item,
  linesForm,
  orderForm,
  orderSetup,
  person,
  stockOf,
  type Session,
} from './orders-fixtures';

let s: TestServer;
let seller: Session;
let buyer: Session;
let stranger: Session;
let support: Session;
let orderId: string;
let orderNumber: string;
let productId: string;

beforeAll(async () => {
  ({ s, seller, buyer } = await orderSetup());
  stranger = await person(s, 'Stranger', ['VIP', 'CREATE']);
  support = await person(s, 'Support', ['SUPPORT']);
  productId = await item(s, seller);
  const made = await createOrderAs(s, buyer, orderForm(productId, { email: 'Buyer.Mail@Example.com' }));
  orderId = made.data.id;
  orderNumber = made.data.number;
});
afterAll(() => s.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
/** Every order operation of orders-core that names an order, as `who`. */
const calls = (who: Session | undefined, id: string) => ({
  getOrder: () => s.request('GET', '/api/orders/detail', { session: who, query: { orderId: id } }),
  getOrderEvents: () => s.request('GET', '/api/orders/events', { session: who, query: { orderId: id } }),
  updateOrder: () =>
    s.request('POST', '/api/orders/update', { session: who, form: { orderId: id, remark: 'x' } }),
  cancelOrder: () => s.request('POST', '/api/orders/cancel', { session: who, form: { orderId: id } }),
});

describe('who may see an order', () => {
  it('answers 404 to a member who is neither buyer, seller nor SUPPORT, for every operation, as for no order', async () => {
    for (const [name, call] of Object.entries(calls(stranger, orderId))) {
      const res = await call();
      expect({ name, status: res.status, code: res.meta.code, data: res.data }).toEqual({
        name,
        status: 404,
        code: Code.NOT_FOUND,
        data: null,
      });
      const missing = await calls(stranger, MISSING)[name as keyof ReturnType<typeof calls>]();
      expect(missing.meta).toEqual(res.meta);
    }
    // Nothing changed: the order is still NEW and holds its item.
    expect((await calls(buyer, orderId).getOrder()).data).toMatchObject({ status: 'NEW', buyerRemark: '' });
    expect((await stockOf(s, productId)).stock).toBe(0);
  });

  it('answers 401 without a session, for every operation', async () => {
    for (const call of Object.values(calls(undefined, orderId))) expect((await call()).status).toBe(401);
    for (const path of ['/api/orders/check', '/api/orders', '/api/promotions/apply']) {
      const res = await s.request('POST', path, { form: { ...linesForm([{ productId }]), promoCode: 'X' } });
      expect(res.status).toBe(401);
    }
    expect((await s.request('GET', '/api/orders')).status).toBe(401);
    expect((await s.request('GET', '/api/support/orders', { query: { q: orderNumber } })).status).toBe(401);
  });

  it('shows the order to its buyer, its seller and SUPPORT, each with their role', async () => {
    expect((await calls(buyer, orderId).getOrder()).data.viewerRole).toBe('BUYER');
    expect((await calls(seller, orderId).getOrder()).data.viewerRole).toBe('SELLER');
    expect((await calls(support, orderId).getOrder()).data.viewerRole).toBe('SUPPORT');
    for (const who of [buyer, seller, support]) {
      const events = await calls(who, orderId).getOrderEvents();
      expect(events.data).toMatchObject([{ event: 'order.create', to: 'NEW' }]);
    }
    // Seeing is not changing: only the buyer updates; the seller does not cancel.
    expect((await calls(seller, orderId).updateOrder()).meta.code).toBe(Code.FORBIDDEN);
    expect((await calls(support, orderId).updateOrder()).meta.code).toBe(Code.FORBIDDEN);
    expect((await calls(seller, orderId).cancelOrder()).meta.code).toBe(Code.FORBIDDEN);
  });

  it('lists only the member’s own orders', async () => {
    for (const role of ['buyer', 'seller']) {
      const res = await s.request('GET', '/api/orders', { session: stranger, query: { role } });
      expect(res.data).toEqual({ items: [], nextCursor: null });
    }
    const sold = await s.request('GET', '/api/orders', { session: seller, query: { role: 'seller' } });
    expect(sold.data.items.map((o: { id: string }) => o.id)).toEqual([orderId]);
    // Each row shows its first line's picture.
    expect(sold.data.items[0].image).toMatch(/^\/files\/.+\.png$/);
    const bought = await s.request('GET', '/api/orders', { session: seller, query: { role: 'buyer' } });
    expect(bought.data.items).toEqual([]);
  });
});

describe('supportFindOrders', () => {
  const find = (who: Session, q: string) =>
    s.request('GET', '/api/support/orders', { session: who, query: { q } });

  it('is for SUPPORT only (403), even for the order’s own buyer and seller', async () => {
    for (const who of [stranger, buyer, seller])
      expect((await find(who, orderNumber)).meta.code).toBe(Code.FORBIDDEN);
  });

  it('finds an order by number, buyer e-mail (any case) or transaction hash', async () => {
    const byNumber = await find(support, orderNumber.toLowerCase());
    expect(byNumber.data).toMatchObject([
      {
        id: orderId,
        number: orderNumber,
        counterpart: { id: buyer.memberId },
        seller: { id: seller.memberId },
      },
    ]);
    expect((await find(support, 'buyer.mail@example.COM')).data.map((o: { id: string }) => o.id)).toEqual([
      orderId,
    ]);
    const hash = `0x${'ab'.repeat(32)}`;
    await s.deps.db.update(orders).set({ txHash: hash }).where(eq(orders.id, orderId));
    expect(
      (await find(support, hash.toUpperCase().replace('0X', '0x'))).data.map((o: { id: string }) => o.id),
    ).toEqual([orderId]);
    expect((await find(support, 'nothing-like-it')).data).toEqual([]);
  });
});

describe('answers', () => {
  it('match the wire contracts of server/schemas/orders.ts', async () => {
    const check = await s.request('POST', '/api/orders/check', {
      session: buyer,
      form: linesForm([{ productId: await item(s, seller) }]),
    });
    expect(() => v.parse(OrderCheck, check.data)).not.toThrow();
    const order = await calls(buyer, orderId).getOrder();
    expect(() => v.parse(Order, order.data)).not.toThrow();
    const events = await calls(seller, orderId).getOrderEvents();
    expect(() => v.parse(OrderEvents, events.data)).not.toThrow();
    const page = await s.request('GET', '/api/orders', { session: buyer });
    expect(() => v.parse(OrderPage, page.data)).not.toThrow();
    const found = await s.request('GET', '/api/support/orders', {
      session: support,
      query: { q: orderNumber },
    });
    expect(() => v.parse(OrderSummaries, found.data)).not.toThrow();
  });
});
