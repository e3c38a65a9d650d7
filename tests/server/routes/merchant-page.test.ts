import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardProgrammes, merchants, productEvents, products } from '../../../server/db/schema';
import type { TestServer } from '../../support/server';
import { issueBatch, loyaltyServer, merchantOf, person, type MerchantFixture } from './loyalty-fixtures';
import { insertCollection, insertItem } from './orders-fixtures';

let s: TestServer;
let shop: MerchantFixture;

const page = (mcId: string, session?: { memberId: string; token: string }) =>
  s.request('GET', '/api/merchants/page', { query: { mcId }, ...(session ? { session } : {}) });

/** An item of the shop's owner; `listed` gives it the LISTED event that makes it public. */
async function ownItem(name: string, favourites: number, listed = true) {
  const collectionId = await insertCollection(s.deps.db, shop.session.memberId);
  const id = await insertItem(s.deps.db, shop.session.memberId, collectionId, { name, favourites });
  if (listed) await s.deps.db.insert(productEvents).values({ productId: id, kind: 'LISTED' });
  return id;
}

beforeAll(async () => {
  s = await loyaltyServer();
  shop = await merchantOf(s);
  await s.deps.db
    .update(merchants)
    .set({ description: 'Coffee and cups', logo: '/files/logo.png' })
    .where(eq(merchants.id, shop.merchantId));
  await ownItem('Mug', 3);
  await ownItem('Beans', 9);
  await ownItem('Draft never on sale', 50, false);
  await s.deps.db.insert(cardProgrammes).values({
    merchantId: shop.merchantId,
    name: 'Club',
    tiers: [{ code: 'T1', name: 'Silver', vipDiscountBp: 500 }],
    validityMonths: 12,
    isDefault: true,
  });
  await issueBatch(s, shop, { name: 'HK$10 off' });
}, 120_000);
afterAll(() => s.close());

describe('getMerchantPage', () => {
  it('answers a visitor the merchant, its public items most favourited first, coupons and card', async () => {
    const r = await page(shop.mcId);
    expect(r.meta.code).toBe(200);
    expect(r.data).toMatchObject({
      mcId: shop.mcId,
      name: `Shop ${shop.mcId}`,
      type: 'COUPON',
      description: 'Coffee and cups',
      logo: '/files/logo.png',
    });
    // The draft its owner never put on sale stays private (catalog/public-items.ts).
    expect(r.data.items.map((i: { name: string }) => i.name)).toEqual(['Beans', 'Mug']);
    expect(r.data.items[0]).toMatchObject({ favourites: 9, creator: { id: shop.session.memberId } });
    expect(r.data.coupons).toHaveLength(1);
    expect(r.data.coupons[0]).toMatchObject({ name: 'HK$10 off', mcId: shop.mcId, collected: 0 });
    expect(r.data.programmes).toEqual([
      expect.objectContaining({ name: 'Club', tiers: [{ code: 'T1', name: 'Silver', vipDiscountBp: 500 }] }),
    ]);
  });

  it('answers a logged-in member the same page (session optional)', async () => {
    const ada = await person(s, { name: 'Ada' });
    const r = await page(shop.mcId, ada);
    expect(r.meta.code).toBe(200);
    expect(r.data.items).toHaveLength(2);
  });

  it('answers 404 for an unknown mcId', async () => {
    const r = await page('NO_SUCH_SHOP');
    expect(r.meta.code).toBe(404);
    expect(r.status).toBe(404);
    expect(r.meta.message).toBe('merchant_not_found');
  });

  it('answers 404 for a suspended merchant', async () => {
    const gone = await merchantOf(s, { status: 'SUSPENDED' });
    expect((await page(gone.mcId)).meta.code).toBe(404);
  });

  it('answers 404 for a merchant whose plan has no merchant page (Basic)', async () => {
    const basic = await merchantOf(s, { plan: 'BASIC' });
    expect((await page(basic.mcId)).meta.code).toBe(404);
  });

  it('keeps an item sold on (another owner now) off the page', async () => {
    const buyer = await person(s, { name: 'Buyer' });
    const id = await ownItem('Sold', 99);
    await s.deps.db.update(products).set({ ownerId: buyer.memberId }).where(eq(products.id, id));
    const r = await page(shop.mcId);
    expect(r.data.items.map((i: { name: string }) => i.name)).not.toContain('Sold');
  });
});
