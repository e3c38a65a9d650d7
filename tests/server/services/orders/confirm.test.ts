import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fiatLedger,
  orderEvents,
  orderLines,
  orders,
  paymentEvents,
  productEvents,
  products,
} from '../../../../server/db/schema';
import { ApiError } from '../../../../server/http/errors';
import { Code } from '../../../../server/schemas/codes';
import { autoFinishOrders } from '../../../../server/services/orders/auto-finish';
import { confirmReceipt } from '../../../../server/services/orders/confirm';
import { getFiatIncome } from '../../../../server/services/wallets/fiat-income';
import type { TestServer } from '../../../support/server';
import { orderServer } from '../../routes/orders-fixtures';
import { deliverAs, itemOf, paidOrder, person, type DeliverForm, type Session } from './fulfil-fixtures';

let s: TestServer;
// No chain: parcels never touch one.
beforeAll(async () => {
  s = await orderServer();
});
afterAll(async () => s.close());

const DAY = 24 * 3600_000;
const parcel = {
  logisticsCompany: 'SF Express',
  waybillNumber: 'SF1234567890',
  deliveryTime: '2026-11-25T08:00:00.000Z',
};
const deliver = (memberId: string, form: DeliverForm) => deliverAs(s, memberId, form);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => (err instanceof ApiError ? { code: err.code, data: err.data } : Promise.reject(err)),
  );
const orderOf = async (id: string) => (await s.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const income = async (m: Session) => (await getFiatIncome(s.deps.db, m.memberId)).balance;

/** A paid parcel order of HK$50.00 from a fresh seller to a fresh buyer. */
async function parcelOrder(opts: { cod?: boolean } = {}) {
  const seller = await person(s, 'Parcel seller');
  const buyer = await person(s, 'Parcel buyer');
  const productId = await itemOf(s, seller, {
    sourceType: 'PHYSICAL',
    quantity: 10,
    stock: 10,
    allowCod: true,
  });
  const ids = await paidOrder(s, {
    seller,
    buyer,
    productId,
    currency: 'HKD',
    total: 5000n,
    cod: opts.cod ?? false,
  });
  return { seller, buyer, productId, ...ids };
}

describe('parcels: mark delivered, confirm receipt', () => {
  it('DELIVERY with a waybill, FINISHED on the buyer’s confirmation, the seller’s fiat income credited once', async () => {
    const { seller, buyer, productId, orderId, lineId } = await parcelOrder();
    const missing = await failure(deliver(seller.memberId, { orderId }));
    expect(missing?.code).toBe(Code.VALIDATION_FAILED);
    expect((missing?.data as { path: string }[]).map((i) => i.path)).toEqual([
      'logisticsCompany',
      'waybillNumber',
      'deliveryTime',
    ]);
    expect((await failure(deliver(buyer.memberId, { orderId, ...parcel })))?.code).toBe(Code.NOT_FOUND);
    expect((await failure(confirmReceipt(s.deps, buyer.memberId, orderId)))?.code).toBe(
      Code.ORDER_STATE_INVALID,
    );

    const shipped = await deliver(seller.memberId, { orderId, ...parcel });
    expect(shipped).toMatchObject({
      label: 'DELIVERY',
      waybillNumber: parcel.waybillNumber,
      logisticsCompany: 'SF Express',
    });
    expect(shipped.deliveredAt).toEqual(s.clock.now);
    const [line] = await s.deps.db.select().from(orderLines).where(eq(orderLines.id, lineId));
    expect(line).toMatchObject({ fulfilment: 'SHIPPED', trackingNumber: parcel.waybillNumber });
    expect((await failure(deliver(seller.memberId, { orderId, ...parcel })))?.code).toBe(
      Code.ORDER_STATE_INVALID,
    );

    expect((await failure(confirmReceipt(s.deps, seller.memberId, orderId)))?.code).toBe(Code.NOT_FOUND);
    const done = await confirmReceipt(s.deps, buyer.memberId, orderId);
    expect(done).toMatchObject({ label: 'FINISHED', state: 'COMPLETED', salesAmount: '4875' });
    expect(await income(seller)).toBe('4875');
    expect((await failure(confirmReceipt(s.deps, buyer.memberId, orderId)))?.code).toBe(
      Code.ORDER_STATE_INVALID,
    );
    expect(await income(seller)).toBe('4875');
    const [p] = await s.deps.db.select().from(products).where(eq(products.id, productId));
    expect(p!.pendingOrders).toBe(0);
    // The sale joins the item's history (and the activity feed) once.
    const sales = await s.deps.db
      .select()
      .from(productEvents)
      .where(and(eq(productEvents.productId, productId), eq(productEvents.kind, 'SALE')));
    expect(sales.map((e) => [e.actorId, e.toMemberId, e.price, e.curr])).toEqual([
      [seller.memberId, buyer.memberId, '50.000000000000000000', 'HKD'],
    ]);
    const events = await s.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => [e.event, e.actorRole, e.toLabel])).toEqual([
      ['order.ship', 'SELLER', 'DELIVERY'],
      ['order.confirm', 'BUYER', 'FINISHED'],
    ]);
    expect(events[0]!.cause).toMatchObject({ lines: lineId, waybillNumber: parcel.waybillNumber });
  });

  it('finishes an unconfirmed delivery by itself after ORDER_AUTO_FINISH_DAYS', async () => {
    const { seller, orderId } = await parcelOrder();
    const start = s.clock.now;
    await deliver(seller.memberId, { orderId, ...parcel });
    try {
      s.clock.now = new Date(start.getTime() + 6 * DAY);
      await autoFinishOrders(s.deps);
      expect((await orderOf(orderId)).label).toBe('DELIVERY');
      s.clock.now = new Date(start.getTime() + 7 * DAY + 1000);
      expect(await autoFinishOrders(s.deps)).toBeGreaterThanOrEqual(1);
      expect(await orderOf(orderId)).toMatchObject({ label: 'FINISHED', state: 'COMPLETED' });
      expect(await income(seller)).toBe('4875');
      const [last] = await s.deps.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.event, 'order.autoFinish')));
      expect(last).toMatchObject({ actorRole: 'SYSTEM', toLabel: 'FINISHED' });
      expect(await autoFinishOrders(s.deps)).toBe(0);
    } finally {
      s.clock.now = start;
    }
  });

  it('cash on delivery: ships unpaid, the buyer’s confirmation records the cash, then it finishes', async () => {
    const { seller, buyer, orderId } = await parcelOrder({ cod: true });
    const shipped = await deliver(seller.memberId, { orderId, ...parcel });
    expect(shipped).toMatchObject({ label: 'DELIVERY', paymentState: 'NONE' });
    const done = await confirmReceipt(s.deps, buyer.memberId, orderId);
    expect(done).toMatchObject({ label: 'FINISHED', paymentState: 'FULL', paidAmount: '5000' });
    const payments = await s.deps.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
    expect(payments.map((p) => [p.provider, p.providerRef, p.kind, p.amount])).toEqual([
      ['COD', `cod:${orderId}`, 'CAPTURE', '5000'],
    ]);
    const credits = await s.deps.db
      .select()
      .from(fiatLedger)
      .where(and(eq(fiatLedger.memberId, seller.memberId), eq(fiatLedger.refId, orderId)));
    expect(credits.map((c) => [c.reason, c.amount])).toEqual([['SALE', '4875']]);
  });

  it('a partial shipment of a cash-on-delivery order is refused by the order machine', async () => {
    const seller = await person(s, 'Two parcels seller');
    const buyer = await person(s, 'Two parcels buyer');
    const productId = await itemOf(s, seller, { sourceType: 'PHYSICAL', quantity: 10, stock: 10 });
    const { orderId, lineId } = await paidOrder(s, {
      seller,
      buyer,
      productId,
      currency: 'HKD',
      total: 5000n,
      cod: true,
    });
    // A second line makes "this line only" a partial shipment.
    const [line] = await s.deps.db.select().from(orderLines).where(eq(orderLines.id, lineId));
    await s.deps.db.insert(orderLines).values({ ...line!, id: undefined, position: 1 });
    const refused = await failure(deliver(seller.memberId, { orderId, lineId, ...parcel }));
    expect(refused?.code).toBe(Code.ORDER_STATE_INVALID);
    expect((await orderOf(orderId)).label).toBe('NEW');
  });

  it('confirmations racing the auto-finish complete the order once (row lock + machine)', async () => {
    const { seller, buyer, orderId } = await parcelOrder({ cod: true });
    const start = s.clock.now;
    await deliver(seller.memberId, { orderId, ...parcel });
    try {
      s.clock.now = new Date(start.getTime() + 8 * DAY);
      const outcomes = await Promise.all([
        ...Array.from({ length: 5 }, () => failure(confirmReceipt(s.deps, buyer.memberId, orderId))),
        autoFinishOrders(s.deps).then(() => null),
      ]);
      expect(outcomes.every((o) => o === null || o.code === Code.ORDER_STATE_INVALID)).toBe(true);
    } finally {
      s.clock.now = start;
    }
    expect((await orderOf(orderId)).label).toBe('FINISHED');
    const credits = await s.deps.db.select().from(fiatLedger).where(eq(fiatLedger.refId, orderId));
    expect(credits.map((c) => [c.memberId, c.reason, c.amount])).toEqual([[seller.memberId, 'SALE', '4875']]);
    const payments = await s.deps.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
    expect(payments).toHaveLength(1);
    const finishes = await s.deps.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toLabel, 'FINISHED')));
    expect(finishes).toHaveLength(1);
  });
});
