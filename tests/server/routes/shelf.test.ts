import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productEvents, products } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { startTestServer, type TestServer } from '../../support/server';
import { member, newCollection, newProduct, type Session } from './catalogue-fixtures';

let s: TestServer;
let creator: Session;
let other: Session;
let collectionId: string;

beforeAll(async () => {
  // No chain answers here (closed port), so fee estimates use the configured gas prices (the fallback).
  s = await startTestServer({
    CHAIN_RPC_URL_ETHEREUM: 'http://127.0.0.1:9',
    CHAIN_RPC_URL_POLYGON: 'http://127.0.0.1:9',
  });
  creator = await member(s, { name: 'Creator' });
  other = await member(s, { name: 'Other' });
  collectionId = await newCollection(s, creator);
});
afterAll(() => s.close());
beforeEach(() => {
  s.clock.now = new Date(s.clock.now.getTime() + 61_000);
});

const item = async (id: string) => (await s.deps.db.select().from(products).where(eq(products.id, id)))[0]!;
const eventsOf = (id: string, kind: 'LISTED' | 'DELISTED') =>
  s.deps.db
    .select()
    .from(productEvents)
    .where(and(eq(productEvents.productId, id), eq(productEvents.kind, kind)));
const onSale = (id: string, session = creator) =>
  s.request('POST', '/api/products/on-sale', { session, form: { id } });
const offSale = (id: string, session = creator) =>
  s.request('POST', '/api/products/off-sale', { session, form: { id } });

describe('onSaleProduct', () => {
  it('lists the item and records LISTED with its price', async () => {
    const id = await newProduct(s, creator, collectionId, { contractType: 'ERC1155', quantity: '3' });
    const res = await onSale(id);
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toEqual({ id, status: 'ON_SALE' });
    expect(await item(id)).toMatchObject({ status: 'ON_SALE', listedAt: s.clock.now });
    expect(await eventsOf(id, 'LISTED')).toMatchObject([
      { actorId: creator.memberId, quantity: 3, price: '0.500000000000000000', curr: 'ETH' },
    ]);
  });

  it('is refused to anyone but the seller (403), twice (409) and for an unknown item (404)', async () => {
    const id = await newProduct(s, creator, collectionId);
    expect((await onSale(id, other)).status).toBe(403);
    expect((await item(id)).status).toBe('OFF_SHELF');
    await onSale(id);
    expect((await onSale(id)).meta).toMatchObject({ code: Code.CONFLICT, message: 'item_on_sale' });
    expect((await onSale('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('needs the prices of its sell type', async () => {
    const id = await newProduct(s, creator, collectionId);
    await s.deps.db.update(products).set({ fixPrice: null }).where(eq(products.id, id));
    const res = await onSale(id);
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(res.data).toEqual([{ path: 'fixPrice', message: 'required' }]);
    expect((await item(id)).status).toBe('OFF_SHELF');
  });

  it('lists once when two calls race: one answer 200, the other 409, exactly one LISTED event', async () => {
    const id = await newProduct(s, creator, collectionId);
    const answers = await Promise.all([onSale(id), onSale(id)]);
    expect(answers.map((a) => a.meta.code).sort()).toEqual([Code.OK, Code.CONFLICT]);
    expect(await eventsOf(id, 'LISTED')).toHaveLength(1);
  });
});

describe('offSaleProduct', () => {
  const listed = async () => {
    const id = await newProduct(s, creator, collectionId);
    await onSale(id);
    return id;
  };

  it('takes the item off shelf and records DELISTED', async () => {
    const id = await listed();
    const res = await offSale(id);
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toEqual({ id, status: 'OFF_SHELF' });
    expect(await item(id)).toMatchObject({ status: 'OFF_SHELF', listedAt: null });
    expect(await eventsOf(id, 'DELISTED')).toMatchObject([{ actorId: creator.memberId, quantity: 1 }]);
  });

  it('answers 1021 while an order is pending, and nothing changes', async () => {
    const id = await listed();
    await s.deps.db.update(products).set({ pendingOrders: 1 }).where(eq(products.id, id));
    const res = await offSale(id);
    expect(res.status).toBe(409);
    expect(res.meta.code).toBe(Code.OFF_SHELF_ORDER_IN_PROGRESS);
    expect((await item(id)).status).toBe('ON_SALE');
    expect(await eventsOf(id, 'DELISTED')).toEqual([]);
  });

  it('answers 1021 while the item is locked by an unpaid order, and delists once the lock has passed', async () => {
    const id = await listed();
    const until = new Date(s.clock.now.getTime() + 30 * 60_000);
    await s.deps.db.update(products).set({ lockedUntil: until }).where(eq(products.id, id));
    expect((await offSale(id)).meta.code).toBe(Code.OFF_SHELF_ORDER_IN_PROGRESS);
    s.clock.now = new Date(until.getTime() + 1000);
    expect((await offSale(id)).meta.code).toBe(Code.OK);
  });

  it('is refused to anyone but the seller (403) and when already off shelf (409)', async () => {
    const id = await listed();
    expect((await offSale(id, other)).status).toBe(403);
    await offSale(id);
    expect((await offSale(id)).meta).toMatchObject({ code: Code.CONFLICT, message: 'item_off_shelf' });
  });

  it('delists once when two calls race', async () => {
    const id = await listed();
    const answers = await Promise.all([offSale(id), offSale(id)]);
    expect(answers.map((a) => a.meta.code).sort()).toEqual([Code.OK, Code.CONFLICT]);
    expect(await eventsOf(id, 'DELISTED')).toHaveLength(1);
  });
});

describe('estimateGasFee', () => {
  const fee = (id: string, action: string, session: Session | null = creator) =>
    s.request('GET', '/api/products/gas-fee', { session: session ?? undefined, query: { id, action } });

  it('prices listing and delisting on Ethereum in ETH from the configured gas price', async () => {
    const id = await newProduct(s, creator, collectionId);
    const list = await fee(id, 'onSale');
    expect(list.meta.code).toBe(Code.OK);
    expect(list.data).toEqual({
      blockchain: 'ETHEREUM',
      currency: 'ETH',
      gasUnits: '50000',
      gasPriceWei: '20000000000',
      feeWei: '1000000000000000',
      fee: '0.001',
    });
    expect((await fee(id, 'offSale')).data).toMatchObject({ gasUnits: '45000', fee: '0.0009' });
  });

  it('prices a Polygon item in MATIC', async () => {
    const id = await newProduct(s, creator, collectionId, { blockchain: 'POLYGON', curr: 'MATIC' });
    expect((await fee(id, 'onSale')).data).toMatchObject({
      blockchain: 'POLYGON',
      currency: 'MATIC',
      gasPriceWei: '60000000000',
      fee: '0.003',
    });
  });

  it('needs a login, a known item and a known action', async () => {
    const id = await newProduct(s, creator, collectionId);
    expect((await fee(id, 'onSale', null)).meta.code).toBe(Code.UNAUTHORIZED);
    expect((await fee('00000000-0000-4000-8000-000000000000', 'onSale')).status).toBe(404);
    expect((await fee(id, 'burn')).meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('OpenAPI', () => {
  it('documents the item operations under their spec names', async () => {
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as { paths: Record<string, any> };
    const ids = Object.values(doc.paths).flatMap((p) => Object.values(p).map((op: any) => op.operationId));
    expect(ids).toEqual(
      expect.arrayContaining([
        'createProduct',
        'updateProduct',
        'deleteProduct',
        'onSaleProduct',
        'offSaleProduct',
        'estimateGasFee',
      ]),
    );
    expect(doc.paths['/api/products'].post.operationId).toBe('createProduct');
    expect(doc.paths['/api/products/gas-fee'].get.tags).toEqual(['catalogue']);
  });
});
