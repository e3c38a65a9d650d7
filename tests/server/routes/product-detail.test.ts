import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, files, productEvents, productOwners, products } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import type { ProductDetail } from '../../../server/schemas/products';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { collection, creator, daysBefore, item } from './discovery-fixtures';

let s: TestServer;
let seller: { memberId: string; token: string };
let buyer: { memberId: string; token: string };
let id: string;
let collectionId: string;
const TOKEN = { contractAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', tokenId: '42' };
const holders: string[] = [];

beforeAll(async () => {
  s = await startTestServer();
  const db = s.deps.db;
  seller = await creator(db, 'Seller Sam');
  buyer = await createTestSession(db, { name: 'Buyer Bea' });
  collectionId = await collection(db, seller.memberId, { name: 'Tides', category: 'photography' });
  const fileId = randomUUID();
  await db.insert(files).values({
    id: fileId,
    ownerId: seller.memberId,
    kind: 'video',
    mime: 'video/mp4',
    path: 'uploads/clip.mp4',
    displayPath: '/files/uploads/clip.mp4',
    size: 10,
  });
  id = await item(db, collectionId, seller.memberId, {
    name: 'Tide Clock',
    description: 'A clock of tides',
    contractType: 'ERC1155',
    quantity: 100,
    fileId,
    fileKind: 'video',
    properties: [{ type: 'Background', name: 'Ocean', value: '12%' }],
    levels: [{ type: 'level', name: 'Energy', value: '3/10' }],
    licence: {
      commercialUse: true,
      period: 'PERPETUAL',
      copy: true,
      display: true,
      reproduce: false,
      distribute: false,
      additionalBenefits: '',
      others: 'Print once',
    },
    views: 7,
    ...TOKEN,
  });
  // 24 further holders with 1..24 copies: the detail lists the 20 largest.
  for (let q = 1; q <= 24; q++) {
    const h = await createTestSession(db, { name: `Holder ${q}` });
    holders.push(h.memberId);
    await db.insert(productOwners).values({ productId: id, memberId: h.memberId, quantity: q });
  }
  const now = Date.now();
  await db.insert(productEvents).values(
    Array.from({ length: 35 }, (_, i) => ({
      productId: id,
      kind: i === 34 ? ('SALE' as const) : ('LISTED' as const),
      actorId: seller.memberId,
      toMemberId: i === 34 ? buyer.memberId : null,
      price: i === 34 ? '0.1' : null,
      curr: i === 34 ? 'ETH' : null,
      createdAt: new Date(now - (35 - i) * 60_000),
    })),
  );
  // Same token: a resale by a later holder (shown), one off shelf and one by the creator (not shown).
  const reseller = await createTestSession(db, { name: 'Reseller Rui' });
  await item(db, collectionId, seller.memberId, { ...TOKEN, ownerId: reseller.memberId, name: 'Resale' });
  await item(db, collectionId, seller.memberId, {
    ...TOKEN,
    ownerId: reseller.memberId,
    status: 'OFF_SHELF',
    name: 'Resale off shelf',
  });
  await item(db, collectionId, seller.memberId, { ...TOKEN, name: 'Creator copy' });
  await item(db, collectionId, seller.memberId, { name: 'Older', createdAt: daysBefore(new Date(), 3) });
}, 60_000);
afterAll(() => s.close());

const view = (opts: { session?: { memberId: string; token: string } } = {}) =>
  s.request('GET', '/api/products/detail', { query: { id }, ...opts });

describe('viewProduct', () => {
  it('answers the whole item: file, traits, licence, collection, seller, token and prices', async () => {
    const res = await view();
    expect(res.meta.code).toBe(Code.OK);
    const d = res.data as ProductDetail;
    expect(d).toMatchObject({
      id,
      name: 'Tide Clock',
      description: 'A clock of tides',
      contractType: 'ERC1155',
      quantity: 100,
      ...TOKEN,
      fixPrice: '0.100000000000000000',
      file: {
        kind: 'video',
        mime: 'video/mp4',
        path: 'uploads/clip.mp4',
        displayPath: '/files/uploads/clip.mp4',
      },
      properties: [{ type: 'Background', name: 'Ocean', value: '12%' }],
      levels: [{ type: 'level', name: 'Energy', value: '3/10' }],
      stats: [],
      licence: { commercialUse: true, others: 'Print once' },
      collection: { id: collectionId, name: 'Tides', logoImage: '/files/logo.jpg', category: 'photography' },
      seller: { id: seller.memberId, name: 'Seller Sam' },
      creator: { id: seller.memberId },
      orderInProgress: false,
      lockedUntil: null,
    });
  });

  it('lists the 20 largest holders and counts them all', async () => {
    const d = (await view()).data as ProductDetail;
    expect(d.ownerCount).toBe(25);
    expect(d.owners).toHaveLength(20);
    // The seller keeps the 100 minted copies; then the holders, most copies first.
    expect(d.owners.map((o) => o.quantity)).toEqual([100, ...Array.from({ length: 19 }, (_, i) => 24 - i)]);
    expect(d.owners[0]!.member.id).toBe(seller.memberId);
    expect(d.owners[1]!.member).toEqual({ id: holders[23], name: 'Holder 24', displayImage: null });
  });

  it('answers the 30 latest events, newest first, with who and to whom', async () => {
    const d = (await view()).data as ProductDetail;
    expect(d.activity).toHaveLength(30);
    const times = d.activity.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(d.activity[0]).toMatchObject({
      kind: 'SALE',
      actor: { id: seller.memberId, name: 'Seller Sam' },
      to: { id: buyer.memberId, name: 'Buyer Bea' },
      price: '0.100000000000000000',
      curr: 'ETH',
    });
    expect(d.activity[1]).toMatchObject({ kind: 'LISTED', to: null });
  });

  it('lists other on-sale listings of the same token by later holders only', async () => {
    const d = (await view()).data as ProductDetail;
    expect(d.secondaryListings.map((p) => p.name)).toEqual(['Resale']);
    const other = await s.deps.db.select().from(products).where(eq(products.name, 'Older'));
    const plain = (await s.request('GET', '/api/products/detail', { query: { id: other[0]!.id } })).data;
    expect(plain.secondaryListings).toEqual([]);
  });

  it('counts every view', async () => {
    const first = (await view()).data.views as number;
    const second = (await view()).data.views as number;
    expect(second).toBe(first + 1);
    const [row] = await s.deps.db.select().from(products).where(eq(products.id, id));
    expect(row!.views).toBe(second);
  });

  it('says when an order holds the item and until when it is locked', async () => {
    const until = new Date(Date.now() + 30 * 60_000);
    await s.deps.db.update(products).set({ pendingOrders: 1, lockedUntil: until }).where(eq(products.id, id));
    const d = (await view()).data as ProductDetail;
    expect([d.orderInProgress, d.lockedUntil]).toEqual([true, until.toISOString()]);
    await s.deps.db.update(products).set({ pendingOrders: 0, lockedUntil: null }).where(eq(products.id, id));
  });

  it('answers isFavourite and mine for the caller', async () => {
    expect((await view()).data).toMatchObject({ isFavourite: false, mine: false });
    expect((await view({ session: seller })).data).toMatchObject({ isFavourite: false, mine: true });
    await s.deps.db.insert(favourites).values({ memberId: buyer.memberId, productId: id });
    expect((await view({ session: buyer })).data).toMatchObject({ isFavourite: true, mine: false });
  });

  it('answers 404 for an unknown id and 4200 for a malformed one', async () => {
    const missing = await s.request('GET', '/api/products/detail', { query: { id: randomUUID() } });
    expect([missing.status, missing.meta.code]).toEqual([404, Code.NOT_FOUND]);
    const bad = await s.request('GET', '/api/products/detail', { query: { id: 'nope' } });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});
