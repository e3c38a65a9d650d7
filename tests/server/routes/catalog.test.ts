import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, sessions } from '../../../server/db/schema';
import { hashToken } from '../../../server/http/session';
import { seedDemo } from '../../../server/db/seed';
import { Code } from '../../../server/schemas/codes';
import type { ProductCard } from '../../../server/schemas/catalog';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
let dataDir: string;
let onSale: (typeof products.$inferSelect)[];
beforeAll(async () => {
  s = await startTestServer();
  dataDir = await mkdtemp(join(tmpdir(), 'catalog-test-'));
  await seedDemo(s.database.db, { dataDir, log: s.deps.log });
  onSale = await s.database.db.select().from(products).where(eq(products.status, 'ON_SALE'));
}, 120_000);
afterAll(async () => {
  await s.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A live session for an existing (seeded) member. */
async function sessionOf(memberId: string) {
  const token = randomBytes(32).toString('hex');
  await s.database.db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), memberId, expiresAt: new Date(Date.now() + 3600_000) });
  return { memberId, token };
}

/** Follows nextCursor to the end, failing if a page repeats forever. */
async function allPages(
  path: string,
  query: Record<string, string>,
  session?: { memberId: string; token: string },
) {
  const seen: any[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res = await s.request('GET', path, {
      query: { ...query, ...(cursor ? { cursor } : {}) },
      ...(session ? { session } : {}),
    });
    expect(res.meta.code).toBe(Code.OK);
    seen.push(...res.data.items);
    cursor = res.data.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('paging did not end');
}

const num = (x: string | null) => Number(x);

describe('listProducts', () => {
  it('answers a first page of on-sale items, newest first', async () => {
    const res = await s.request('GET', '/api/products');
    expect(res.status).toBe(200);
    expect(res.data.items).toHaveLength(24);
    expect(res.data.nextCursor).toEqual(expect.any(String));
    const card = res.data.items[0] as ProductCard;
    expect(card).toMatchObject({ status: 'ON_SALE', collection: { id: expect.any(String) } });
    expect(card.creator.name).toEqual(expect.any(String));
    expect(card.fixPrice).toMatch(/^\d+\.\d+$/);
  });

  const orders: Record<string, (a: ProductCard, b: ProductCard) => boolean> = {
    newest: (a, b) => a.createdAt >= b.createdAt,
    price_asc: (a, b) => num(a.fixPriceHK) <= num(b.fixPriceHK),
    price_desc: (a, b) => num(a.fixPriceHK) >= num(b.fixPriceHK),
    popular: (a, b) => a.favourites >= b.favourites,
  };
  it.each(Object.keys(orders))('pages through every on-sale item exactly once sorted %s', async (sort) => {
    const items = (await allPages('/api/products', { sort, limit: '17' })) as ProductCard[];
    expect(items.map((i) => i.id).sort()).toEqual(onSale.map((p) => p.id).sort());
    for (let i = 1; i < items.length; i++) expect(orders[sort]!(items[i - 1]!, items[i]!)).toBe(true);
  });

  it('filters by source type, chain, currency, HKD price range, collection and creator', async () => {
    const physical = await allPages('/api/products', { type: 'PHYSICAL', limit: '60' });
    expect(physical.length).toBe(onSale.filter((p) => p.sourceType === 'PHYSICAL').length);
    expect(physical.every((p) => p.sourceType === 'PHYSICAL')).toBe(true);

    const poly = await allPages('/api/products', { chain: 'POLYGON', curr: 'MATIC', limit: '60' });
    expect(poly.length).toBeGreaterThan(0);
    expect(poly.every((p) => p.blockchain === 'POLYGON' && p.curr === 'MATIC')).toBe(true);

    const ranged = await allPages('/api/products', { min: '1000', max: '20000.50', limit: '60' });
    const expected = onSale.filter((p) => num(p.fixPriceHK) >= 1000 && num(p.fixPriceHK) <= 20000.5);
    expect(ranged.length).toBe(expected.length);

    const one = onSale[0]!;
    const inCollection = await allPages('/api/products', { collectionId: one.collectionId, limit: '60' });
    expect(inCollection.every((p) => p.collection.id === one.collectionId)).toBe(true);

    // A creator with an off-shelf item: their own list must include it, the public list must not.
    const [offShelf] = await s.database.db.select().from(products).where(eq(products.status, 'OFF_SHELF'));
    const creatorId = offShelf!.creatorId;
    const all = await s.database.db.select().from(products).where(eq(products.creatorId, creatorId));
    const byCreator = await allPages('/api/products', { creatorId, limit: '60' });
    expect(byCreator.length).toBe(all.filter((p) => p.status === 'ON_SALE').length);
    // The creator's own list includes their off-shelf items.
    const session = await sessionOf(creatorId);
    const own = await allPages('/api/products', { creatorId, limit: '60' }, session);
    expect(own.length).toBe(all.length);
    expect(all.length).toBeGreaterThan(byCreator.length);
  });

  it('filters by category and market, and by properties of the seeded traits', async () => {
    const music = await allPages('/api/products', { category: 'music', limit: '60' });
    expect(music.length).toBeGreaterThan(0);
    expect(new Set(music.map((p) => p.collection.name))).toEqual(new Set(['Chord Garden']));
    const resold = await allPages('/api/products', { market: 'secondary', limit: '60' });
    expect(resold.length).toBeGreaterThanOrEqual(3);
    const rows = await s.database.db.select().from(products);
    const byId = new Map(rows.map((p) => [p.id, p]));
    expect(resold.every((p) => byId.get(p.id)!.ownerId !== byId.get(p.id)!.creatorId)).toBe(true);
    const primary = await allPages('/api/products', { market: 'primary', limit: '60' });
    expect(primary.length + resold.length).toBe(onSale.length);
    const calm = await allPages('/api/products', { prop: 'Mood:Calm', limit: '60' });
    const expected = onSale.filter((p) => p.properties.some((t) => t.type === 'Mood' && t.name === 'Calm'));
    expect(calm.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
  });

  it('refuses a malformed cursor, a cursor from another sort and bad filters with 4200', async () => {
    const first = await s.request('GET', '/api/products', { query: { sort: 'newest', limit: '5' } });
    const queries: Record<string, string>[] = [
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('{"s":"newest","k":"x; drop","id":"1"}').toString('base64url') },
      { cursor: String(first.data.nextCursor), sort: 'price_asc' },
      { min: '-1' },
      { sort: 'random' },
    ];
    for (const query of queries) {
      const res = await s.request('GET', '/api/products', { query });
      expect([res.status, res.meta.code]).toEqual([400, Code.VALIDATION_FAILED]);
    }
  });
});

describe('viewProduct', () => {
  it('answers the seeded detail with owners and activity, 404 for an unknown id, 4200 for a malformed one', async () => {
    const id = onSale[3]!.id;
    const res = await s.request('GET', '/api/products/detail', { query: { id } });
    expect([res.meta.code, res.data.id]).toEqual([Code.OK, id]);
    expect(res.data.ownerCount).toBeGreaterThanOrEqual(1);
    expect(res.data.activity.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['CREATED', 'LISTED']),
    );
    const missing = await s.request('GET', '/api/products/detail', {
      query: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect([missing.status, missing.meta.code]).toEqual([404, Code.NOT_FOUND]);
    expect((await s.request('GET', '/api/products/detail', { query: { id: 'x' } })).meta.code).toBe(
      Code.VALIDATION_FAILED,
    );
  });
});

describe('listCollections', () => {
  it('pages through all 14 collections newest first with their item counts', async () => {
    // The catalogue's 12 collections of 20 items, the demo café's shop of 3 goods (seed/loyalty.ts) and its
    // event badge (seed/campaigns.ts).
    const cols = await allPages('/api/collections', { limit: '5' });
    expect(cols).toHaveLength(14);
    expect(new Set(cols.map((c) => c.id)).size).toBe(14);
    expect(cols.reduce((n, c) => n + c.itemCount, 0)).toBe(244);
    expect(cols[0]).toMatchObject({
      logoImage: expect.stringMatching(/^\/files\//),
      owner: { name: expect.any(String) },
    });
    const mine = await allPages('/api/collections', { ownerId: cols[0].owner.id });
    expect(mine.every((c) => c.owner.id === cols[0].owner.id)).toBe(true);
    const physical = await allPages('/api/collections', { category: 'physical' });
    expect(physical.map((c) => c.name).sort()).toEqual([
      'Demo Objects',
      'Glaze Studies',
      'Harbour Bean shop',
    ]);
  });
});

describe('searchCatalog', () => {
  it('finds items, collections and creators by a partial keyword in any case', async () => {
    const res = await s.request('GET', '/api/search', { query: { keyword: '  aURoRa fIeL ' } });
    expect(res.data.collections.map((c: any) => c.name)).toEqual(['Aurora Fields']);
    expect(res.data.items.length).toBeGreaterThan(0);
    expect(res.data.items.every((i: ProductCard) => i.status === 'ON_SALE')).toBe(true);
    const people = await s.request('GET', '/api/search', { query: { keyword: 'okafor' } });
    expect(people.data.creators.map((c: any) => c.name)).toEqual(['Mira Okafor']);
    const zh = await s.request('GET', '/api/search', { query: { keyword: '陶藝' } });
    expect(zh.data.creators.map((c: any) => c.name)).toEqual(['Lee Ji-woo']);
    const typo = await s.request('GET', '/api/search', { query: { keyword: 'harbuor' } });
    // The catalogue's Harbour Lights, and the demo café's Harbour Bean shop and event badges: the word "Harbour"
    // is as close to the typo in each name, so their order among themselves is not the point.
    const names = typo.data.collections.map((c: any) => c.name as string);
    expect(names).toContain('Harbour Lights');
    expect(names.every((n: string) => n.startsWith('Harbour'))).toBe(true);
  });

  it('matches % and _ literally', async () => {
    await s.database.db
      .update(products)
      .set({ name: 'Wool 100% Natural' })
      .where(eq(products.id, onSale[0]!.id));
    const pct = await s.request('GET', '/api/search', { query: { keyword: '0% n' } });
    expect(pct.data.items.map((i: ProductCard) => i.id)).toEqual([onSale[0]!.id]);
    for (const keyword of ['%', '_', '\\']) {
      const res = await s.request('GET', '/api/search', { query: { keyword } });
      expect(res.data.items.length + res.data.collections.length).toBeLessThanOrEqual(1);
    }
  });

  it('refuses an empty keyword', async () => {
    expect((await s.request('GET', '/api/search', { query: { keyword: '   ' } })).meta.code).toBe(
      Code.VALIDATION_FAILED,
    );
  });
});

describe('getHome', () => {
  it('answers 6 featured collections, the 12 newest on-sale items and 8 top creators', async () => {
    const res = await s.request('GET', '/api/home');
    expect(res.data.featuredCollections).toHaveLength(6);
    const newest = [...onSale].sort((a, b) => +b.createdAt - +a.createdAt).slice(0, 12);
    expect(res.data.newItems.map((i: ProductCard) => i.id)).toEqual(newest.map((p) => p.id));
    const creators = res.data.topCreators as { itemCount: number; collectionCount: number }[];
    expect(creators).toHaveLength(8);
    // Counted per creator (a one-table select once counted nothing: every creator showed 0).
    expect(creators[0]!.itemCount).toBeGreaterThanOrEqual(20);
    expect(creators.every((c) => c.collectionCount >= 1)).toBe(true);
    for (let i = 1; i < creators.length; i++)
      expect(creators[i - 1]!.itemCount).toBeGreaterThanOrEqual(creators[i]!.itemCount);
  });

  it('publishes the operations in OpenAPI', async () => {
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as { paths: Record<string, any> };
    expect(doc.paths['/api/home'].get.operationId).toBe('getHome');
    expect(doc.paths['/api/products'].get.operationId).toBe('listProducts');
    expect(doc.paths['/api/products/detail'].get.operationId).toBe('viewProduct');
    expect(doc.paths['/api/collections'].get.operationId).toBe('listCollections');
    expect(doc.paths['/api/search'].get.operationId).toBe('searchCatalog');
  });
});
