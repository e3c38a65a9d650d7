import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryTypes, pickupPoints } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import type { Order, OrderCheck } from '../../../server/schemas/orders';
import type { TestServer } from '../../support/server';
import {
  checkOrderAs,
  courier,
  createOrderAs,
  item,
  linesForm,
  orderForm,
  orderServer,
  person,
  physical,
  promo,
  type Session,
} from './orders-fixtures';

// One price, everywhere: every screen a person sees a total on reads it from one answer of the
// server (step 1's check, the payment page's and order detail's order, the order lists, the support search).
// For every delivery method, with and without a code, in HKD and in a coin, those answers agree to the cent,
// and step 1's first check already counts the delivery it preselects.
let s: TestServer;
let seller: Session;
let buyer: Session;
let support: Session;
let good: string;
let nft: string;
let code: string;
let pickup: string;

beforeAll(async () => {
  s = await orderServer();
  seller = await person(s, 'Seller');
  buyer = await person(s, 'Buyer');
  support = await person(s, 'Support', ['SUPPORT']);
  good = await physical(s, seller, { stock: 100, fixPriceHK: '123.45' });
  nft = await item(s, seller, { contractType: 'ERC1155', quantity: 100, stock: 100 });
  code = await promo(s, seller, { reusable: true });
  await s.deps.db
    .insert(deliveryTypes)
    .values([
      { code: 'DLV', feeHkdCents: '3000', position: 0 },
      { code: 'BRH', feeHkdCents: '1500', position: 1 },
      { code: 'BOX', feeHkdCents: '2000', position: 2 },
    ])
    .onConflictDoUpdate({ target: deliveryTypes.code, set: { active: true } });
  const [point] = await s.deps.db
    .insert(pickupPoints)
    .values({ type: 'BRH', name: 'Central', district: 'Central', city: 'Hong Kong', address: '1 Main St' })
    .returning();
  pickup = point!.id;
  await s.deps.db
    .insert(pickupPoints)
    .values({ type: 'BOX', name: 'Locker', district: 'Central', city: 'Hong Kong', address: '2 Main St' });
});
afterAll(() => s.close());

const pointOf = async (type: 'BRH' | 'BOX') =>
  type === 'BRH' ? pickup : (await s.deps.db.select().from(pickupPoints)).find((p) => p.type === 'BOX')!.id;

type Case = { delivery: 'DLV' | 'BRH' | 'BOX' | 'NONE'; withCode: boolean; currency: 'HKD' | 'ETH' };
const cases: Case[] = [];
for (const delivery of ['DLV', 'BRH', 'BOX'] as const)
  for (const withCode of [false, true]) cases.push({ delivery, withCode, currency: 'HKD' });
for (const currency of ['HKD', 'ETH'] as const)
  for (const withCode of [false, true]) cases.push({ delivery: 'NONE', withCode, currency });

describe('every screen agrees on the total', () => {
  it.each(cases)('$delivery, code $withCode, $currency', async ({ delivery, withCode, currency }) => {
    const productId = delivery === 'NONE' ? nft : good;
    const base = {
      ...linesForm([{ productId, quantity: 2 }]),
      currency,
      ...(withCode ? { promoCode: code } : {}),
    };
    // Step 1's first reading, before the buyer touches anything: the preselected delivery is in the total.
    const first = (await checkOrderAs(s, buyer, base)).data as OrderCheck;
    if (delivery !== 'NONE') expect(first.deliveryType).toBe('DLV');
    const checked = (await checkOrderAs(s, buyer, { ...base, deliveryType: delivery })).data as OrderCheck;
    if (delivery === 'DLV') expect(checked.price).toEqual(first.price);
    const shipping: Record<string, string> =
      delivery === 'NONE'
        ? {}
        : delivery === 'DLV'
          ? courier
          : { deliveryType: delivery, receiverName: 'Chan Tai Man', receiverPhone: '91234567' };
    const point: Record<string, string> =
      delivery === 'BRH' || delivery === 'BOX' ? { pickupPointId: await pointOf(delivery) } : {};
    const made = await createOrderAs(s, buyer, { ...orderForm(productId), ...base, ...shipping, ...point });
    expect(made.meta.code, JSON.stringify(made.data)).toBe(Code.OK);
    const order = made.data as Order;
    // The payment page and the order detail (buyer, seller, support) read the order itself.
    const views = await Promise.all(
      [buyer, seller, support].map(
        async (who) =>
          (await s.request('GET', '/api/orders/detail', { session: who, query: { orderId: order.id } }))
            .data as Order,
      ),
    );
    const lists = await Promise.all([
      s.request('GET', '/api/orders', { session: buyer, query: { role: 'buyer', status: 'ALL' } }),
      s.request('GET', '/api/orders', { session: seller, query: { role: 'seller', status: 'ALL' } }),
      s.request('GET', '/api/support/orders', { session: support, query: { q: order.number } }),
    ]);
    const totals = [
      checked.price.totalAmount,
      order.price.totalAmount,
      ...views.map((v) => v.price.totalAmount),
      ...lists.map((l) => {
        const data = l.data as
          { items?: { id: string; totalAmount: string }[] } | { id: string; totalAmount: string }[];
        const rows = Array.isArray(data) ? data : (data.items ?? []);
        return rows.find((r) => r.id === order.id)?.totalAmount;
      }),
    ];
    expect(new Set(totals)).toEqual(new Set([checked.price.totalAmount]));
    expect(views.every((v) => JSON.stringify(v.price) === JSON.stringify(order.price))).toBe(true);
    expect(order.price).toEqual(checked.price);
    expect(order.price.currency).toBe(currency);
    // The delivery chosen is the one priced, and the code took its share.
    const fee = { DLV: '3000', BRH: '1500', BOX: '2000', NONE: '0' }[delivery];
    expect(order.price.shippingCost).toBe(fee);
    if (withCode) expect(BigInt(order.price.promotionDiscount)).toBeGreaterThan(0n);
  });
});
