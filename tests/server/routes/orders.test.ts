import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryTypes,
  discountItems,
  merchantAppConfigs,
  orderLines,
  orders,
} from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import type { TestServer } from '../../support/server';
import {
  checkOrderAs,
  courier,
  createOrderAs,
  item,
  linesForm,
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
let other: Session;

beforeAll(async () => {
  ({ s, seller, buyer } = await orderSetup());
  other = await person(s, 'Other buyer');
});
afterAll(() => s.close());

describe('checkOrder', () => {
  it('prices the lines and says what the next step may offer, reserving nothing', async () => {
    const id = await item(s, seller);
    const res = await checkOrderAs(s, buyer, { ...linesForm([{ productId: id }]), currency: 'HKD' });
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toMatchObject({
      sellerId: seller.memberId,
      deliveryTypes: ['NONE'],
      deliveryType: 'NONE',
      codAllowed: false,
      currencies: ['HKD', 'ETH'],
      price: { currency: 'HKD', itemPrice: '10000', totalAmount: '10000' },
      lines: [{ productId: id, quantity: 1, unitPrice: '10000', kind: 'SELF' }],
    });
    expect(await stockOf(s, id)).toMatchObject({ stock: 1, pendingOrders: 0, lockedUntil: null });
  });

  it('prices in wei from fixPrice for the coin of the item’s chain only', async () => {
    const id = await item(s, seller, { fixPrice: '0.123456789012345678' });
    const eth = await checkOrderAs(s, buyer, { ...linesForm([{ productId: id }]), currency: 'ETH' });
    expect(eth.data.price.totalAmount).toBe('123456789012345678');
    const matic = await checkOrderAs(s, buyer, { ...linesForm([{ productId: id }]), currency: 'MATIC' });
    expect(matic.meta).toMatchObject({ code: Code.ITEM_NOT_FOR_SALE, message: 'currency_not_offered' });
  });

  it('takes the best discount item and the VIP discount off the goods', async () => {
    const id = await item(s, seller, { fixPriceHK: '200.00' });
    await s.deps.db.insert(discountItems).values([
      { sellerId: seller.memberId, name: 'Five off', isForAll: true, method: 'FIXPRICE', value: '500' },
      { sellerId: seller.memberId, name: 'Ten pct', productIds: [id], method: 'PERCENT', percentBp: 1000 },
    ]);
    const vip = await person(s, 'VIP buyer', ['VIP']);
    const res = await checkOrderAs(s, vip, { ...linesForm([{ productId: id }]), currency: 'HKD' });
    // 20000 − 10 % (2000, the higher rule) = 18000; VIP 5 % of that = 900.
    expect(res.data.price).toMatchObject({ discount: '2000', vipDiscount: '900', totalAmount: '17100' });
    await s.deps.db.delete(discountItems).where(eq(discountItems.sellerId, seller.memberId));
  });

  it('adds the delivery type’s fee and refuses a type that does not suit the items (4610)', async () => {
    await s.deps.db.insert(deliveryTypes).values({ code: 'DLV', feeHkdCents: '3000', position: 1 });
    const good = await physical(s, seller);
    const res = await checkOrderAs(s, buyer, {
      ...linesForm([{ productId: good, quantity: 2 }]),
      deliveryType: 'DLV',
    });
    expect(res.data).toMatchObject({
      deliveryTypes: ['DLV', 'BRH', 'BOX'],
      // Physical goods sell in HKD only, even with a coin price set.
      currencies: ['HKD'],
      price: { shippingCost: '3000', totalAmount: '13000' },
    });
    // Without a type, the price is the first type's: step 1 preselects it, so its total includes the fee.
    const first = await checkOrderAs(s, buyer, linesForm([{ productId: good }]));
    expect(first.data).toMatchObject({ deliveryType: 'DLV', price: { shippingCost: '3000' } });
    const none = await checkOrderAs(s, buyer, { ...linesForm([{ productId: good }]), deliveryType: 'NONE' });
    expect(none.meta.code).toBe(Code.DELIVERY_TYPE_INVALID);
    const nft = await item(s, seller);
    const dlv = await checkOrderAs(s, buyer, { ...linesForm([{ productId: nft }]), deliveryType: 'DLV' });
    expect(dlv.meta.code).toBe(Code.DELIVERY_TYPE_INVALID);
  });
});

describe('createOrder refusals', () => {
  it('1050: the buyer’s own item, and an item the buyer created that someone else now sells', async () => {
    const own = await item(s, seller);
    expect((await createOrderAs(s, seller, orderForm(own))).meta.code).toBe(Code.CANNOT_BUY_OWN);
    const created = await item(s, other, { creatorId: buyer.memberId });
    expect((await createOrderAs(s, buyer, orderForm(created))).meta.code).toBe(Code.CANNOT_BUY_OWN);
    expect((await checkOrderAs(s, buyer, linesForm([{ productId: created }]))).meta.code).toBe(
      Code.CANNOT_BUY_OWN,
    );
  });

  it('4602 above stock; 1044 two of an ERC-721; 404 unknown item; 4611 off shelf', async () => {
    const edition = await item(s, seller, { contractType: 'ERC1155', quantity: 5, stock: 3 });
    const res = await createOrderAs(s, buyer, orderForm(edition, { 'lines[0][quantity]': '4' }));
    expect(res.meta.code).toBe(Code.OUT_OF_STOCK);
    const single = await item(s, seller);
    expect((await createOrderAs(s, buyer, orderForm(single, { 'lines[0][quantity]': '2' }))).meta.code).toBe(
      Code.WRONG_QUANTITY,
    );
    expect((await createOrderAs(s, buyer, orderForm('00000000-0000-4000-8000-000000000000'))).status).toBe(
      404,
    );
    const zero = await createOrderAs(s, buyer, orderForm(edition, { 'lines[0][quantity]': '0' }));
    expect(zero.meta.code).toBe(Code.VALIDATION_FAILED);
    const off = await item(s, seller, { status: 'OFF_SHELF' });
    expect((await createOrderAs(s, buyer, orderForm(off))).meta.code).toBe(Code.ITEM_NOT_FOR_SALE);
    const auction = await item(s, seller, { sellType: 'AUCTION' });
    expect((await createOrderAs(s, buyer, orderForm(auction))).meta.code).toBe(Code.ITEM_NOT_FOR_SALE);
    expect(await stockOf(s, edition)).toMatchObject({ stock: 3, pendingOrders: 0 });
  });

  it('4000 while another buyer’s unpaid order holds the item; 4602 for that buyer', async () => {
    const id = await item(s, seller);
    const first = await createOrderAs(s, buyer, orderForm(id));
    expect(first.meta.code).toBe(Code.OK);
    expect((await createOrderAs(s, other, orderForm(id))).meta).toMatchObject({ code: Code.ITEM_LOCKED });
    expect((await checkOrderAs(s, other, linesForm([{ productId: id }]))).meta.code).toBe(Code.ITEM_LOCKED);
    expect((await createOrderAs(s, buyer, orderForm(id))).meta.code).toBe(Code.OUT_OF_STOCK);
  });

  it('4608: items of two sellers in one order, nothing reserved', async () => {
    const a = await item(s, seller);
    const b = await item(s, other);
    const res = await createOrderAs(s, buyer, {
      ...orderForm(a),
      ...linesForm([{ productId: a }, { productId: b }]),
    });
    expect(res.meta.code).toBe(Code.ONE_SELLER_PER_ORDER);
    expect((await stockOf(s, a)).stock).toBe(1);
  });

  it('4603 when the merchant’s ONLINEORDER config is off or outside its Hong Kong hours', async () => {
    const id = await item(s, seller);
    // 02:00 UTC is 10:00 in Hong Kong.
    const saved = s.clock.now;
    s.clock.now = new Date('2026-11-25T02:00:00Z');
    try {
      await s.deps.db
        .insert(merchantAppConfigs)
        .values({ mcId: 'SHOP1', type: 'ONLINEORDER', params: { enabled: false } });
      const off = await createOrderAs(s, buyer, orderForm(id, { mcId: 'SHOP1' }));
      expect(off.meta).toMatchObject({ code: Code.ORDERING_CLOSED, message: 'ordering_disabled' });
      const checked = await checkOrderAs(s, buyer, { ...linesForm([{ productId: id }]), mcId: 'SHOP1' });
      expect(checked.meta.code).toBe(Code.ORDERING_CLOSED);
      // Another merchant's config does not apply.
      expect((await checkOrderAs(s, buyer, linesForm([{ productId: id }]))).meta.code).toBe(Code.OK);
      await s.deps.db
        .update(merchantAppConfigs)
        .set({ params: { enabled: true, from: '11:00', to: '20:00' } })
        .where(eq(merchantAppConfigs.mcId, 'SHOP1'));
      const early = await createOrderAs(s, buyer, orderForm(id, { mcId: 'SHOP1' }));
      expect(early.meta).toMatchObject({ code: Code.ORDERING_CLOSED, message: 'outside_ordering_hours' });
      await s.deps.db
        .update(merchantAppConfigs)
        .set({ params: { enabled: true, from: '09:30', to: '20:00' } })
        .where(eq(merchantAppConfigs.mcId, 'SHOP1'));
      const open = await createOrderAs(s, buyer, orderForm(id, { mcId: 'SHOP1' }));
      expect(open.meta.code).toBe(Code.OK);
      expect(open.data.id).toBeTruthy();
    } finally {
      s.clock.now = saved;
    }
  });

  it('4604 when a crypto order’s goods come under 0.01 of the coin', async () => {
    const id = await item(s, seller, { fixPrice: '0.001' });
    const res = await createOrderAs(s, buyer, orderForm(id, { currency: 'ETH' }));
    expect(res.meta.code).toBe(Code.ORDER_BELOW_MINIMUM);
    expect((await stockOf(s, id)).stock).toBe(1);
  });

  it('4609 cash on delivery where an item does not take it; a COD order neither expires nor locks', async () => {
    const nft = await item(s, seller);
    expect((await createOrderAs(s, buyer, orderForm(nft, { cod: '1' }))).meta.code).toBe(
      Code.COD_NOT_ALLOWED,
    );
    const good = await physical(s, seller);
    const noCod = await createOrderAs(s, buyer, orderForm(good, { ...courier, cod: '1' }));
    expect(noCod.meta.code).toBe(Code.COD_NOT_ALLOWED);
    const codGood = await physical(s, seller, { allowCod: true });
    const res = await createOrderAs(s, buyer, orderForm(codGood, { ...courier, cod: '1' }));
    expect(res.data).toMatchObject({ cod: true, status: 'NEW', expiresAt: null, deliveryType: 'DLV' });
    expect(await stockOf(s, codGood)).toMatchObject({ stock: 9, pendingOrders: 1, lockedUntil: null });
  });

  it('4610 a delivery type that does not suit the items; missing delivery fields are named (4200)', async () => {
    const good = await physical(s, seller);
    expect((await createOrderAs(s, buyer, orderForm(good))).meta.code).toBe(Code.DELIVERY_TYPE_INVALID);
    const res = await createOrderAs(s, buyer, orderForm(good, { deliveryType: 'DLV', receiverName: 'X' }));
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(res.data.map((i: { path: string }) => i.path).sort()).toEqual([
      'addressDetail',
      'city',
      'district',
      'receiverPhone',
    ]);
    expect((await stockOf(s, good)).stock).toBe(10);
  });

  it('needs a session (401) and the buyer info (4200)', async () => {
    const id = await item(s, seller);
    expect((await s.request('POST', '/api/orders', { form: orderForm(id) })).status).toBe(401);
    const res = await createOrderAs(s, buyer, orderForm(id, { areaCode: '+1', email: 'nope' }));
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('createOrder', () => {
  it('reserves the stock, locks the item 30 minutes, stores the order and queues its expiry', async () => {
    const id = await physical(s, seller, { specOptions: [{ type: 'SIZE', values: ['S', 'M'] }] });
    const res = await createOrderAs(
      s,
      buyer,
      orderForm(id, {
        ...courier,
        'lines[0][quantity]': '3',
        'lines[0][spec][SIZE]': 'M',
        remark: 'Ring twice',
      }),
    );
    expect(res.meta.code).toBe(Code.OK);
    const expiresAt = new Date(s.clock.now.getTime() + 30 * 60_000);
    expect(res.data).toMatchObject({
      status: 'NEW',
      state: 'OPEN',
      paymentState: 'NONE',
      viewerRole: 'BUYER',
      expiresAt: expiresAt.toISOString(),
      buyerMobile: '+852 91234567',
      buyerRemark: 'Ring twice',
      receiverAddress: '1 Queen’s Road Central, Central, Hong Kong',
      // 3 × HK$50 and the DLV fee of HK$30 set above.
      price: { itemPrice: '15000', shippingCost: '3000', totalAmount: '18000' },
      buyer: { id: buyer.memberId, name: 'Buyer' },
      seller: { id: seller.memberId, name: 'Seller' },
      lines: [{ productId: id, quantity: 3, spec: { SIZE: 'M' }, total: '15000', fulfilment: 'UNFULFILLED' }],
    });
    expect(res.data.number).toMatch(/^O\d{8}[0-9A-Z]{10}$/);
    expect(await stockOf(s, id)).toMatchObject({ stock: 7, pendingOrders: 1, lockedUntil: expiresAt });
    const [row] = await s.deps.db.select().from(orders).where(eq(orders.id, res.data.id));
    expect(row).toMatchObject({ totalAmount: '18000', currency: 'HKD', label: 'NEW' });
    expect(await s.deps.db.select().from(orderLines).where(eq(orderLines.orderId, res.data.id))).toHaveLength(
      1,
    );
    const queue = s.deps.queue as unknown as { sent: { name: string; data: object }[]; options: object[] };
    const at = queue.sent.findIndex(
      (j) => j.name === 'orders.expire' && (j.data as { orderId: string }).orderId === res.data.id,
    );
    expect(at).toBeGreaterThanOrEqual(0);
    expect(queue.options[at]).toMatchObject({ singletonKey: res.data.id, startAfter: expiresAt });
  });

  it('refuses a spec option the item does not have (4200)', async () => {
    const id = await physical(s, seller, { specOptions: [{ type: 'SIZE', values: ['S', 'M'] }] });
    const res = await createOrderAs(s, buyer, orderForm(id, { ...courier, 'lines[0][spec][SIZE]': 'XL' }));
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(res.data).toEqual([{ path: 'lines.0.spec.SIZE', message: 'spec_value' }]);
  });

  it('a retried submit with the same requestKey answers the same order and takes the stock once', async () => {
    const id = await item(s, seller, { contractType: 'ERC1155', quantity: 5, stock: 5 });
    const form = orderForm(id, { requestKey: 'submit-key-0001' });
    const answers = await Promise.all([createOrderAs(s, buyer, form), createOrderAs(s, buyer, form)]);
    const again = await createOrderAs(s, buyer, form);
    expect(answers.map((a) => a.meta.code)).toEqual([Code.OK, Code.OK]);
    expect(new Set([...answers, again].map((a) => a.data.id)).size).toBe(1);
    expect(await stockOf(s, id)).toMatchObject({ stock: 4, pendingOrders: 1 });
    // Another buyer's key is their own.
    expect((await createOrderAs(s, other, form)).data.id).not.toBe(again.data.id);
  });
});
