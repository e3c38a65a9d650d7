import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../server/schemas/codes';
import type { CreatorCard, ProductCard } from '../../../server/schemas/catalog';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { collection, creator, item } from './discovery-fixtures';

type Session = { memberId: string; token: string };
let s: TestServer;
let ann: Session; // creator of the art collection
let ben: Session; // creator of the music collection
let buyer: Session;
let art: string;
let music: string;
const named: Record<string, string> = {};
const at = new Date('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  s = await startTestServer();
  const db = s.deps.db;
  ann = await creator(db, 'Ann Artist');
  ben = await creator(db, 'Ben Beats');
  buyer = await createTestSession(db, { name: 'Buyer' });
  art = await collection(db, ann.memberId, { name: 'Art', category: 'art' });
  music = await collection(db, ben.memberId, { name: 'Music', category: 'music' });
  const bg = (name: string) => ({ type: 'Background', name, value: '10%' });
  const mood = (name: string) => ({ type: 'Mood', name, value: '5%' });
  const add = async (name: string, col: string, maker: Session, opts = {}) =>
    (named[name] = await item(db, col, maker.memberId, { name, createdAt: at, ...opts }));
  // Equal sort keys on purpose: pages must still neither repeat nor skip.
  await add('A1', art, ann, { properties: [bg('Ocean'), mood('Calm')] });
  await add('A2', art, ann, { properties: [bg('Ocean'), mood('Bold')] });
  await add('A3', art, ann, { properties: [bg('Dawn'), mood('Calm')], fixPriceHK: null, fixPrice: null });
  await add('A4', art, ann, { properties: [{ type: 'Background', name: 'Label', value: 'Ember' }] });
  await add('A5 off', art, ann, { status: 'OFF_SHELF', properties: [bg('Ocean')] });
  await add('A6 resale', art, ann, { ownerId: buyer.memberId, favourites: 3 });
  await add('M1', music, ben, { fixPriceHK: '10.00', favourites: 5, properties: [bg('Ocean')] });
  await add('M2', music, ben, { fixPriceHK: '99999.00', blockchain: 'POLYGON', curr: 'MATIC' });
  await add('M3 off', music, ben, { status: 'OFF_SHELF' });
  for (let i = 0; i < 9; i++) await add(`M extra ${i}`, music, ben, { favourites: i % 3 });
}, 60_000);
afterAll(() => s.close());

async function pages(path: string, query: Record<string, string | string[]>, session?: Session) {
  const seen: any[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 50; n++) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...query, ...(cursor ? { cursor } : {}) }))
      for (const x of Array.isArray(v) ? v : [v]) qs.append(k, x);
    const url = qs.size ? `${path}?${qs}` : path;
    const res = await s.request('GET', url, session ? { session } : {});
    expect(res.meta.code).toBe(Code.OK);
    seen.push(...res.data.items);
    cursor = res.data.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('paging did not end');
}
const names = (items: ProductCard[]) => items.map((i) => i.name).sort();
const onSale = () => Object.keys(named).filter((n) => !n.includes('off'));

describe('listProducts', () => {
  it.each(['newest', 'price_asc', 'price_desc', 'popular'])(
    'pages through equal sort keys without repeats or gaps (%s)',
    async (sort) => {
      const items = await pages('/api/products', { sort, limit: '2' });
      expect(items.map((i) => i.id)).toHaveLength(new Set(items.map((i) => i.id)).size);
      expect(names(items)).toEqual(onSale().sort());
      if (sort.startsWith('price')) expect(items.at(-1).name).toBe('A3'); // no price: last both ways
    },
  );

  it('filters by collection category', async () => {
    expect(names(await pages('/api/products', { category: 'art' }))).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'A6 resale',
    ]);
    expect(await pages('/api/products', { category: 'fashion' })).toEqual([]);
  });

  it('separates the primary market (sold by the creator) from resales', async () => {
    const secondary = await pages('/api/products', { market: 'secondary' });
    expect(names(secondary)).toEqual(['A6 resale']);
    const primary = await pages('/api/products', { market: 'primary', limit: '5' });
    expect(names(primary)).toEqual(
      onSale()
        .filter((n) => n !== 'A6 resale')
        .sort(),
    );
  });

  it('filters by properties, every one required, matching the trait name or value', async () => {
    expect(names(await pages('/api/products', { prop: 'Background:Ocean' }))).toEqual(['A1', 'A2', 'M1']);
    expect(names(await pages('/api/products', { prop: ['Background:Ocean', 'Mood:Calm'] }))).toEqual(['A1']);
    expect(names(await pages('/api/products', { prop: 'Background:Ember' }))).toEqual(['A4']);
    expect(await pages('/api/products', { prop: 'Mood:Ocean' })).toEqual([]);
    const bad = await s.request('GET', '/api/products', { query: { prop: 'no-colon' } });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
  });

  it('shows off-shelf items only to their collection owner or creator', async () => {
    const seen = (items: ProductCard[]) => items.some((i) => i.name === 'A5 off');
    expect(seen(await pages('/api/products', { collectionId: art }))).toBe(false);
    expect(seen(await pages('/api/products', { collectionId: art }, ben))).toBe(false);
    expect(seen(await pages('/api/products', { collectionId: art }, ann))).toBe(true);
    expect(seen(await pages('/api/products', { creatorId: ann.memberId }))).toBe(false);
    expect(seen(await pages('/api/products', { creatorId: ann.memberId }, ann))).toBe(true);
    expect(seen(await pages('/api/products', {}, ann))).toBe(false);
  });

  it('combines filters: chain, currency and price range', async () => {
    const poly = await pages('/api/products', { chain: 'POLYGON', curr: 'MATIC', min: '50000' });
    expect(names(poly)).toEqual(['M2']);
  });
});

describe('listCollections', () => {
  it('filters by category', async () => {
    const res = await s.request('GET', '/api/collections', { query: { category: 'music' } });
    expect(res.data.items.map((c: { id: string }) => c.id)).toEqual([music]);
  });
});

describe('listOwnership', () => {
  it('lists what a member holds, the caller by default, and needs a member otherwise', async () => {
    const held = await pages('/api/products/ownership', { memberId: buyer.memberId });
    expect(names(held)).toEqual(['A6 resale']);
    const own = await pages('/api/products/ownership', { limit: '2' }, ann);
    expect(names(own)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5 off']); // off-shelf items are still held
    const anon = await s.request('GET', '/api/products/ownership');
    expect([anon.status, anon.meta.code]).toEqual([401, Code.UNAUTHORIZED]);
  });
});

describe('listPropertyFacets', () => {
  it('counts property values of items on sale, optionally in one collection', async () => {
    const all = await s.request('GET', '/api/products/facets');
    expect(all.data).toEqual([
      {
        type: 'Background',
        values: [
          { value: 'Ocean', count: 3 },
          { value: 'Dawn', count: 1 },
          { value: 'Label', count: 1 },
        ],
      },
      {
        type: 'Mood',
        values: [
          { value: 'Calm', count: 2 },
          { value: 'Bold', count: 1 },
        ],
      },
    ]);
    const inMusic = await s.request('GET', '/api/products/facets', { query: { collectionId: music } });
    expect(inMusic.data).toEqual([{ type: 'Background', values: [{ value: 'Ocean', count: 1 }] }]);
  });
});

describe('listCreators', () => {
  it('pages creators with most items first, each once', async () => {
    const people = (await pages('/api/creators', { limit: '1' })) as CreatorCard[];
    expect(people.map((p) => p.name)).toEqual(['Ben Beats', 'Ann Artist']);
    expect(people.map((p) => [p.itemCount, p.collectionCount])).toEqual([
      [12, 1],
      [6, 1],
    ]);
  });
});

describe('OpenAPI', () => {
  it('publishes every discovery operation', async () => {
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as { paths: Record<string, any> };
    const ops = {
      '/api/products/ranking': ['get', 'productRanking'],
      '/api/products/ownership': ['get', 'listOwnership'],
      '/api/products/facets': ['get', 'listPropertyFacets'],
      '/api/creators': ['get', 'listCreators'],
      '/api/favourites': ['get', 'listFavourites'],
      '/api/favourites/remove': ['post', 'removeFavourite'],
    } as const;
    for (const [path, [method, id]] of Object.entries(ops))
      expect(doc.paths[path][method].operationId).toBe(id);
    expect(doc.paths['/api/favourites'].post.operationId).toBe('addFavourite');
    expect(doc.paths['/api/products/detail'].get.tags).toEqual(['catalogue']);
  });
});
