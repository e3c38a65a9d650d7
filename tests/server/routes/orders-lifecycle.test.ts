import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import type { TestServer } from '../../support/server';
import {
  courier,
  createOrderAs,
  item,
  orderForm,
  orderSetup,
  person,
  physical,
  stockOf,
  type Session,
} from './orders-fixtures';

let s: TestServer;
let seller: Session;
let buyer: Session;
let support: Session;

beforeAll(async () => {
  ({ s, seller, buyer } = await orderSetup());
  support = await person(s, 'Support', ['SUPPORT']);
});
afterAll(() => s.close());

const cancel = (orderId: string, who = buyer, reason = '') =>
  s.request('POST', '/api/orders/cancel', { session: who, form: { orderId, reason } });
const eventsOf = (orderId: string, who = buyer) =>
  s.request('GET', '/api/orders/events', { session: who, query: { orderId } });

describe('cancelOrder', () => {
  it('cancels a NEW order and gives back its stock, pending count and lock; logged with who and why', async () => {
    const id = await physical(s, seller);
    const made = await createOrderAs(s, buyer, orderForm(id, { ...courier, 'lines[0][quantity]': '4' }));
    expect(await stockOf(s, id)).toMatchObject({ stock: 6, pendingOrders: 1 });
    const res = await cancel(made.data.id, buyer, 'changed my mind');
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toMatchObject({ status: 'CANCELLED', state: 'CANCELLED' });
    expect(await stockOf(s, id)).toMatchObject({ stock: 10, pendingOrders: 0, lockedUntil: null });
    const [row] = await s.deps.db.select().from(orders).where(eq(orders.id, made.data.id));
    expect(row!.cancelledAt).toEqual(s.clock.now);
    const events = await eventsOf(made.data.id);
    expect(events.data).toMatchObject([
      { seq: 1, event: 'order.create', actorRole: 'BUYER', actorId: buyer.memberId, from: null, to: 'NEW' },
      {
        seq: 2,
        event: 'order.cancel',
        actorRole: 'BUYER',
        actorId: buyer.memberId,
        from: 'NEW',
        to: 'CANCELLED',
        reason: 'changed my mind',
        machineEvent: { type: 'order.cancel', by: 'BUYER' },
      },
    ]);
  });

  it('refuses a second cancel (4601) without giving the stock back twice', async () => {
    const id = await item(s, seller);
    const made = await createOrderAs(s, buyer, orderForm(id));
    await cancel(made.data.id);
    expect((await cancel(made.data.id)).meta.code).toBe(Code.ORDER_STATE_INVALID);
    expect(await stockOf(s, id)).toMatchObject({ stock: 1, pendingOrders: 0 });
  });

  it('keeps the lock of another buyer’s order on the same edition', async () => {
    const id = await item(s, seller, { contractType: 'ERC1155', quantity: 5, stock: 5 });
    const first = await createOrderAs(s, buyer, orderForm(id));
    s.clock.now = new Date(s.clock.now.getTime() + 60_000);
    const other = await person(s, 'Other');
    const second = await createOrderAs(s, other, orderForm(id));
    await cancel(second.data.id, other);
    expect(await stockOf(s, id)).toMatchObject({
      stock: 4,
      pendingOrders: 1,
      lockedUntil: new Date(first.data.expiresAt),
    });
  });

  it('customer service may cancel (logged as SUPPORT); the seller may not (403)', async () => {
    const id = await item(s, seller);
    const made = await createOrderAs(s, buyer, orderForm(id));
    expect((await cancel(made.data.id, seller)).meta.code).toBe(Code.FORBIDDEN);
    const res = await cancel(made.data.id, support, 'buyer called');
    expect(res.data).toMatchObject({ status: 'CANCELLED', viewerRole: 'SUPPORT' });
    const events = await s.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, made.data.id));
    expect(events.find((e) => e.seq === 2)).toMatchObject({
      actorRole: 'SUPPORT',
      actorId: support.memberId,
    });
  });
});

describe('updateOrder', () => {
  it('changes the remark and receiver while NEW, for the buyer only; 4601 afterwards', async () => {
    const id = await physical(s, seller);
    const made = await createOrderAs(s, buyer, orderForm(id, courier));
    const update = (who: Session, form: Record<string, string>) =>
      s.request('POST', '/api/orders/update', { session: who, form: { orderId: made.data.id, ...form } });
    const res = await update(buyer, { remark: 'Leave at the door', receiverPhone: '98765432' });
    expect(res.data).toMatchObject({
      buyerRemark: 'Leave at the door',
      receiverPhone: '98765432',
      receiverName: 'Chan Tai Man',
    });
    expect((await update(seller, { remark: 'x' })).meta.code).toBe(Code.FORBIDDEN);
    await cancel(made.data.id);
    expect((await update(buyer, { remark: 'late' })).meta.code).toBe(Code.ORDER_STATE_INVALID);
  });
});

describe('listOrders', () => {
  it('lists bought and sold orders newest first, filtered by status, keyset-paged', async () => {
    const shopper = await person(s, 'Shopper');
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      s.clock.now = new Date(s.clock.now.getTime() + 1000);
      made.push((await createOrderAs(s, shopper, orderForm(await item(s, seller)))).data.id);
    }
    await cancel(made[0]!, shopper);
    const list = (who: Session, query: Record<string, string>) =>
      s.request('GET', '/api/orders', { session: who, query });
    const page1 = await list(shopper, { limit: '2' });
    expect(page1.data.items.map((o: { id: string }) => o.id)).toEqual([made[2], made[1]]);
    expect(page1.data.items[0]).toMatchObject({
      status: 'NEW',
      currency: 'HKD',
      totalAmount: '10000',
      counterpart: { id: seller.memberId, name: 'Seller' },
    });
    const page2 = await list(shopper, { limit: '2', cursor: page1.data.nextCursor });
    expect(page2.data).toMatchObject({ items: [{ id: made[0], status: 'CANCELLED' }], nextCursor: null });
    const cancelled = await list(shopper, { status: 'CANCELLED' });
    expect(cancelled.data.items.map((o: { id: string }) => o.id)).toEqual([made[0]]);
    const sold = await list(seller, { role: 'seller', limit: '50' });
    expect(sold.data.items.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining(made));
    expect(sold.data.items.find((o: { id: string }) => o.id === made[2]).counterpart.name).toBe('Shopper');
    // A cursor of one listing is refused by another.
    expect((await list(shopper, { status: 'NEW', cursor: page1.data.nextCursor })).meta.code).toBe(
      Code.VALIDATION_FAILED,
    );
  });
});
