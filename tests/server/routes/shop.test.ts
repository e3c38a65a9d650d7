import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { ShopProduct, ShopProductPage } from '../../../server/schemas/shop';
import type { TestServer } from '../../support/server';
import { item, orderServer, person, physical, type Session } from './orders-fixtures';

let s: TestServer;
let seller: Session;
const goods: string[] = [];
const SPEC = [
  { type: 'SIZE', values: ['S', 'M', 'L'] },
  { type: 'COLOR', values: ['Red', 'Blue'] },
];

beforeAll(async () => {
  s = await orderServer();
  seller = await person(s, 'Shopkeeper');
  const t0 = s.clock.now.getTime();
  // Five goods in the shop, a second apart (newest last), plus items the shop must leave out.
  for (let i = 0; i < 5; i++) {
    goods.push(
      await physical(s, seller, {
        name: `Good ${i}`,
        createdAt: new Date(t0 - (10 - i) * 1000),
        fixPriceHK: `${10 + i}.50`,
        ...(i === 0 ? { specOptions: SPEC, allowCod: true } : {}),
        ...(i === 1 ? { stock: 0 } : {}),
      }),
    );
  }
  await item(s, seller, { name: 'An NFT' });
  await physical(s, seller, { name: 'Off shelf', status: 'OFF_SHELF' });
  await physical(s, seller, { name: 'Auction', sellType: 'AUCTION' });
  await physical(s, seller, { name: 'No HKD price', fixPriceHK: null });
});
afterAll(() => s.close());

const page = (query?: Record<string, string>) => s.request('GET', '/api/shop/products', { query });

describe('listShopProducts', () => {
  it('lists PHYSICAL goods on sale at an HKD price, newest first, sold-out ones included', async () => {
    const res = await page();
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data.items.map((p: { id: string }) => p.id)).toEqual([...goods].reverse());
    expect(res.data.nextCursor).toBeNull();
    expect(v.is(ShopProductPage, res.data)).toBe(true);
    const first = res.data.items.at(-1);
    expect(first).toEqual({
      id: goods[0],
      name: 'Good 0',
      displayImage: expect.any(String),
      thumbUrl: null,
      priceHkd: '1050',
      stock: 10,
      allowCod: true,
      specOptions: SPEC,
      seller: { id: seller.memberId, name: 'Shopkeeper' },
      createdAt: expect.any(String),
    });
    expect(res.data.items.find((p: { id: string }) => p.id === goods[1]).stock).toBe(0);
  });

  it('pages by keyset cursor without gaps or repeats, and refuses a forged cursor', async () => {
    const one = await page({ limit: '2' });
    const two = await page({ limit: '2', cursor: one.data.nextCursor });
    const three = await page({ limit: '2', cursor: two.data.nextCursor });
    const ids = [...one.data.items, ...two.data.items, ...three.data.items].map((p: { id: string }) => p.id);
    expect(ids).toEqual([...goods].reverse());
    expect(three.data.nextCursor).toBeNull();
    const bad = await page({ cursor: 'not-a-cursor' });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
  });

  it('drops an item once it leaves the shop', async () => {
    const id = await physical(s, seller, { name: 'Brief' });
    expect((await page()).data.items.map((p: { id: string }) => p.id)).toContain(id);
    await s.deps.db.update(products).set({ status: 'OFF_SHELF' }).where(eq(products.id, id));
    expect((await page()).data.items.map((p: { id: string }) => p.id)).toEqual([...goods].reverse());
    await s.deps.db.delete(products).where(eq(products.id, id));
  });
});

describe('getShopProduct', () => {
  it('answers one good with spec options, stock, cash on delivery and prices', async () => {
    const res = await s.request('GET', '/api/shop/products/detail', { query: { id: goods[0]! } });
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toMatchObject({
      id: goods[0],
      specOptions: SPEC,
      stock: 10,
      allowCod: true,
      priceHkd: '1050',
      description: '',
      modelNumber: null,
      collection: { id: expect.any(String), name: 'Orders test' },
      prices: { curr: 'ETH', fixPrice: '0.500000000000000000', fixPriceHK: '10.50' },
    });
    expect(v.is(ShopProduct, res.data)).toBe(true);
  });

  it('answers 404 for an NFT, an item off shelf and an unknown id', async () => {
    const nft = await item(s, seller);
    const off = await physical(s, seller, { status: 'OFF_SHELF' });
    for (const id of [nft, off, '00000000-0000-4000-8000-000000000000']) {
      const res = await s.request('GET', '/api/shop/products/detail', { query: { id } });
      expect(res.status).toBe(404);
    }
    const bad = await s.request('GET', '/api/shop/products/detail', { query: { id: 'x' } });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});
