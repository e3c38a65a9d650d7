import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preOrders } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { PreOrder, PreOrderList } from '../../../server/schemas/shop';
import type { TestServer } from '../../support/server';
import { item, orderServer, person, physical, type Session } from './orders-fixtures';

let s: TestServer;
let seller: Session;
let buyer: Session;
let stranger: Session;
let soldOut: string;

beforeAll(async () => {
  s = await orderServer();
  seller = await person(s, 'Seller');
  buyer = await person(s, 'Buyer');
  stranger = await person(s, 'Stranger');
  soldOut = await physical(s, seller, {
    name: 'Sold-out scarf',
    stock: 0,
    specOptions: [{ type: 'SIZE', values: ['S', 'M'] }],
  });
});
afterAll(() => s.close());

const form = (extra: Record<string, string> = {}) => ({
  productId: soldOut,
  quantity: '2',
  'spec[SIZE]': 'M',
  buyerName: 'Chan Tai Man',
  areaCode: '+852',
  mobile: '91234567',
  email: 'buyer@example.com',
  deliveryType: 'DLV',
  address: 'Flat 3A, 1 Queen’s Road Central',
  remark: 'Ring twice',
  ...extra,
});
const create = (extra: Record<string, string> = {}, session: Session = buyer) =>
  s.request('POST', '/api/pre-orders', { session, form: form(extra) });
const act = (id: string, action: string, session: Session, extra: Record<string, string> = {}) =>
  s.request('POST', '/api/pre-orders/update', { session, form: { id, action, ...extra } });
const statusOf = async (id: string) =>
  (await s.deps.db.select().from(preOrders).where(eq(preOrders.id, id)))[0]!.status;
const waybill = { logisticsCompany: 'SF Express', waybillNumber: 'SF1234567890' };
const list = async (role: string, session: Session) =>
  (await s.request('GET', '/api/pre-orders', { session, query: { role } })).data;

describe('createPreOrder', () => {
  it('pre-orders an item out of stock and answers the pre-order as its buyer sees it', async () => {
    const res = await create();
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toEqual({
      id: expect.any(String),
      number: expect.stringMatching(/^PO\d{12}[0-9A-Z]{8}$/),
      status: 'SUBMITTED',
      viewerRole: 'BUYER',
      product: { id: soldOut, name: 'Sold-out scarf', image: expect.any(String) },
      buyer: { id: buyer.memberId, name: 'Buyer' },
      seller: { id: seller.memberId, name: 'Seller' },
      quantity: 2,
      spec: { SIZE: 'M' },
      buyerName: 'Chan Tai Man',
      buyerMobile: '+852 91234567',
      buyerEmail: 'buyer@example.com',
      deliveryType: 'DLV',
      address: 'Flat 3A, 1 Queen’s Road Central',
      remark: 'Ring twice',
      logisticsCompany: null,
      waybillNumber: null,
      createdAt: s.clock.now.toISOString(),
      updatedAt: s.clock.now.toISOString(),
    });
    expect(v.is(PreOrder, res.data)).toBe(true);
  });

  it('answers 409 in_stock_buy_instead while the item has stock', async () => {
    const inStock = await physical(s, seller);
    const res = await create({ productId: inStock });
    expect(res.status).toBe(409);
    expect(res.meta).toMatchObject({ code: Code.CONFLICT, message: 'in_stock_buy_instead' });
  });

  it('refuses the caller’s own item (1050), an item not on sale (4611) and an unknown one (404)', async () => {
    expect((await create({}, seller)).meta.code).toBe(Code.CANNOT_BUY_OWN);
    const off = await physical(s, seller, { stock: 0, status: 'OFF_SHELF' });
    expect((await create({ productId: off })).meta.code).toBe(Code.ITEM_NOT_FOR_SALE);
    const gone = await create({ productId: '00000000-0000-4000-8000-000000000000' });
    expect(gone.status).toBe(404);
  });

  it('takes an NFT with delivery NONE, and refuses a delivery type that does not suit the item (4610)', async () => {
    const nft = await item(s, seller, { stock: 0 });
    const plain: Record<string, string> = form({ productId: nft, deliveryType: 'NONE', address: '' });
    delete plain['spec[SIZE]'];
    const send = (f: Record<string, string>) =>
      s.request('POST', '/api/pre-orders', { session: buyer, form: f });
    expect((await send(plain)).data).toMatchObject({ deliveryType: 'NONE', spec: {} });
    // An NFT has no spec options to choose from.
    const spec = await send({ ...plain, 'spec[SIZE]': 'M' });
    expect(spec.data).toEqual([{ path: 'spec.SIZE', message: 'spec_option_invalid' }]);
    expect((await send({ ...plain, deliveryType: 'DLV' })).meta.code).toBe(Code.DELIVERY_TYPE_INVALID);
    expect((await create({ deliveryType: 'NONE' })).meta.code).toBe(Code.DELIVERY_TYPE_INVALID);
  });

  it('validates the buyer info, the spec choice and a door-to-door address', async () => {
    const res = await create({
      buyerName: '',
      areaCode: '+1',
      mobile: '12',
      email: 'x',
      deliveryType: 'DLV',
    });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(res.data.map((i: { path: string }) => i.path).sort()).toEqual([
      'areaCode',
      'buyerName',
      'email',
      'mobile',
    ]);
    const spec = await create({ 'spec[SIZE]': 'XL', address: '' });
    expect(spec.data).toEqual([
      { path: 'spec.SIZE', message: 'spec_option_invalid' },
      { path: 'address', message: 'required' },
    ]);
    expect((await create({ deliveryType: 'BRH', address: '' })).meta.code).toBe(Code.OK);
    expect((await create({ quantity: '0' })).meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('updatePreOrder', () => {
  const fresh = async () => (await create()).data.id as string;

  it('moves submitted → delivery (seller, with logistics) → finished (buyer)', async () => {
    const id = await fresh();
    s.clock.now = new Date(s.clock.now.getTime() + 60_000);
    const delivered = await act(id, 'deliver', seller, waybill);
    expect(delivered.meta.code).toBe(Code.OK);
    expect(delivered.data).toMatchObject({
      status: 'DELIVERY',
      viewerRole: 'SELLER',
      ...waybill,
      updatedAt: s.clock.now.toISOString(),
    });
    const finished = await act(id, 'finish', buyer);
    expect(finished.data).toMatchObject({ status: 'FINISHED', viewerRole: 'BUYER', ...waybill });
  });

  it('needs the logistics company and waybill number to deliver', async () => {
    const id = await fresh();
    const res = await act(id, 'deliver', seller, { logisticsCompany: ' ' });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(res.data).toEqual([
      { path: 'logisticsCompany', message: 'required' },
      { path: 'waybillNumber', message: 'required' },
    ]);
    expect(await statusOf(id)).toBe('SUBMITTED');
  });

  it('lets the buyer or the seller cancel while submitted, and nothing after (4601)', async () => {
    const a = await fresh();
    expect((await act(a, 'cancel', buyer)).data.status).toBe('CANCELLED');
    const b = await fresh();
    expect((await act(b, 'cancel', seller)).data.status).toBe('CANCELLED');
    const again = await act(b, 'deliver', seller, waybill);
    expect(again.status).toBe(409);
    expect(again.meta.code).toBe(Code.ORDER_STATE_INVALID);
    const c = await fresh();
    await act(c, 'deliver', seller, waybill);
    expect((await act(c, 'cancel', buyer)).meta.code).toBe(Code.ORDER_STATE_INVALID);
    expect((await act(c, 'cancel', seller)).meta.code).toBe(Code.ORDER_STATE_INVALID);
    expect(await statusOf(c)).toBe('DELIVERY');
  });

  it('refuses out-of-order steps with 4601 and the other party’s step with 403', async () => {
    const id = await fresh();
    expect((await act(id, 'finish', buyer)).meta.code).toBe(Code.ORDER_STATE_INVALID);
    expect((await act(id, 'deliver', buyer, waybill)).status).toBe(403);
    await act(id, 'deliver', seller, waybill);
    expect((await act(id, 'finish', seller)).status).toBe(403);
    expect(await statusOf(id)).toBe('DELIVERY');
  });

  it('takes one of two racing moves: one answer 200, the other 4601', async () => {
    const id = await fresh();
    const answers = await Promise.all([act(id, 'cancel', buyer), act(id, 'deliver', seller, waybill)]);
    expect(answers.map((a) => a.meta.code).sort()).toEqual([Code.OK, Code.ORDER_STATE_INVALID].sort());
  });
});

describe('listPreOrders and others’ pre-orders', () => {
  it('lists the buyer’s and the seller’s pre-orders, newest first; a stranger sees none', async () => {
    s.clock.now = new Date(s.clock.now.getTime() + 60_000);
    const newest = (await create({ remark: 'newest' })).data.id;
    const bought = await list('buyer', buyer);
    const sold = await list('seller', seller);
    expect(bought[0].id).toBe(newest);
    expect(v.is(PreOrderList, bought)).toBe(true);
    expect(sold[0]).toMatchObject({ id: newest, viewerRole: 'SELLER' });
    expect(bought.map((p: { id: string }) => p.id)).toEqual(sold.map((p: { id: string }) => p.id));
    expect(await list('seller', buyer)).toEqual([]);
    expect(await list('buyer', stranger)).toEqual([]);
    expect(await list('seller', stranger)).toEqual([]);
    expect((await s.request('GET', '/api/pre-orders')).status).toBe(401);
  });

  it('answers 404 to anyone but its buyer and seller, and changes nothing', async () => {
    const id = (await create()).data.id;
    for (const action of ['deliver', 'finish', 'cancel']) {
      const res = await act(id, action, stranger, waybill);
      expect(res.status).toBe(404);
    }
    expect(await statusOf(id)).toBe('SUBMITTED');
  });
});
