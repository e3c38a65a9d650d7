import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, merchants, productEvents } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { SHOWCASE_MAX_ITEMS, type Showcase } from '../../../server/schemas/showcase';
import { startTestServer, type TestServer } from '../../support/server';
import { collection, creator, item } from './discovery-fixtures';

let s: TestServer;
let quiet: string;
let loved: string;
let big: string;
const ids: Record<string, string> = {};

/** An item that was put on sale once (so it is public), with `favourites`. */
async function listed(collectionId: string, ownerId: string, name: string, more: object = {}) {
  const id = await item(s.deps.db, collectionId, ownerId, { name, ...more });
  await s.deps.db.insert(productEvents).values({ productId: id, kind: 'LISTED', actorId: ownerId });
  return id;
}

beforeAll(async () => {
  s = await startTestServer();
  const db = s.deps.db;
  const ann = await creator(db, 'Ann Artist');
  quiet = await collection(db, ann.memberId, { name: 'Quiet' });
  loved = await collection(db, ann.memberId, { name: 'Loved', description: 'Most liked' });
  big = await collection(db, ann.memberId, { name: 'Big' });
  await listed(quiet, ann.memberId, 'Quiet one');
  // A 1600 × 900 cover with its 400 px WebP, one with no size recorded and no thumbnail, a draft.
  const cover = randomUUID();
  await db.insert(files).values({
    id: cover,
    ownerId: ann.memberId,
    kind: 'image',
    mime: 'image/jpeg',
    path: 'uploads/sea.jpg',
    displayPath: '/files/uploads/sea.jpg',
    thumbPath: '/files/uploads/sea.thumb.webp',
    size: 1000,
    width: 1600,
    height: 900,
  });
  ids.sea = await listed(loved, ann.memberId, 'Sea', { coverFileId: cover, favourites: 5 });
  ids.sky = await listed(loved, ann.memberId, 'Sky', { displayImage: '/files/sky.png', favourites: 9 });
  ids.sold = await listed(loved, ann.memberId, 'Sold', { status: 'OFF_SHELF', favourites: 1 });
  ids.draft = await item(db, loved, ann.memberId, { name: 'Draft', status: 'OFF_SHELF', favourites: 50 });
  for (let n = 0; n < SHOWCASE_MAX_ITEMS + 3; n++) await listed(big, ann.memberId, `Big ${n}`);
});
afterAll(() => s.close());

async function showcase(query?: Record<string, string>) {
  const res = await s.request('GET', '/api/showcase', { query });
  expect([res.status, res.meta.code]).toEqual([200, 200]);
  return res.data as Showcase;
}

describe('getShowcase', () => {
  it("hangs the featured collection's public items by default, most favourited first", async () => {
    const g = await showcase();
    expect(g).toMatchObject({
      kind: 'collection',
      id: loved,
      title: 'Loved',
      description: 'Most liked',
      owner: { name: 'Ann Artist' },
    });
    expect(g.items.map((i) => i.name)).toEqual(['Sky', 'Sea', 'Sold']);
    expect(g.items.find((i) => i.name === 'Sea')).toEqual({
      id: ids.sea,
      name: 'Sea',
      imageUrl: '/files/uploads/sea.thumb.webp',
      width: 400,
      height: 225,
    });
    expect(g.items.find((i) => i.name === 'Sky')).toMatchObject({
      imageUrl: '/files/sky.png',
      width: null,
      height: null,
    });
  });

  it("hangs the collection asked for, at most the walls' worth", async () => {
    const q = await showcase({ collectionId: quiet });
    expect(q.items.map((i) => i.name)).toEqual(['Quiet one']);
    const b = await showcase({ collectionId: big });
    expect(b.items).toHaveLength(SHOWCASE_MAX_ITEMS);
  });

  it('answers 404 for an unknown collection and 4200 for a malformed id', async () => {
    const unknown = await s.request('GET', '/api/showcase', { query: { collectionId: randomUUID() } });
    expect([unknown.status, unknown.meta.code]).toEqual([404, Code.NOT_FOUND]);
    const bad = await s.request('GET', '/api/showcase', { query: { collectionId: 'x' } });
    expect([bad.status, bad.meta.code]).toEqual([400, Code.VALIDATION_FAILED]);
  });

  it('is documented as getShowcase', async () => {
    const res = await s.app.request('/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, { get?: { operationId?: string } }> };
    expect(doc.paths['/api/showcase']?.get?.operationId).toBe('getShowcase');
  });
});

describe("a merchant's showcase (mcId)", () => {
  /** A merchant owned by a new creator with two public items and a draft, on `plan`. */
  async function merchantOn(mcId: string, plan: 'BASIC' | 'BUSINESS' | 'ENTERPRISE', more: object = {}) {
    const owner = await creator(s.deps.db, `Owner of ${mcId}`);
    await s.deps.db.insert(merchants).values({
      mcId,
      ownerId: owner.memberId,
      name: `Shop ${mcId}`,
      description: 'Our best',
      type: 'PMS',
      plan,
      planStatus: 'ACTIVE',
      planPeriodEnd: new Date(s.clock.now.getTime() + 86_400_000),
      ...more,
    });
    const c = await collection(s.deps.db, owner.memberId);
    await listed(c, owner.memberId, `${mcId} one`, { favourites: 1 });
    await listed(c, owner.memberId, `${mcId} two`, { favourites: 3 });
    await item(s.deps.db, c, owner.memberId, { name: `${mcId} draft`, status: 'OFF_SHELF' });
    return owner;
  }

  it('hangs the public items a Business (or Enterprise) merchant sells', async () => {
    const owner = await merchantOn('BIZSHOP', 'BUSINESS');
    const g = await showcase({ mcId: 'BIZSHOP' });
    expect(g).toMatchObject({
      kind: 'merchant',
      id: 'BIZSHOP',
      title: 'Shop BIZSHOP',
      description: 'Our best',
      owner: { id: owner.memberId },
    });
    expect(g.items.map((i) => i.name)).toEqual(['BIZSHOP two', 'BIZSHOP one']);
    await merchantOn('ENTSHOP', 'ENTERPRISE');
    expect((await showcase({ mcId: 'ENTSHOP' })).items).toHaveLength(2);
  });

  it('refuses a Basic plan, a lapsed plan and a suspended merchant (403), an unknown mcId (404)', async () => {
    await merchantOn('BASICSHOP', 'BASIC');
    await merchantOn('LAPSED', 'BUSINESS', { planPeriodEnd: new Date(s.clock.now.getTime() - 1000) });
    await merchantOn('SUSPENDED', 'BUSINESS', { status: 'SUSPENDED' });
    for (const [mcId, message] of [
      ['BASICSHOP', 'plan_lacks_feature'],
      ['LAPSED', 'plan_lacks_feature'],
      ['SUSPENDED', 'merchant_suspended'],
    ]) {
      const res = await s.request('GET', '/api/showcase', { query: { mcId: mcId! } });
      expect([res.status, res.meta.code, res.meta.message], mcId).toEqual([403, Code.FORBIDDEN, message]);
    }
    const unknown = await s.request('GET', '/api/showcase', { query: { mcId: 'NOBODY' } });
    expect([unknown.status, unknown.meta.code]).toEqual([404, Code.NOT_FOUND]);
  });

  it('treats the platform (mcId COM) as the collection showcase', async () => {
    expect((await showcase({ mcId: 'COM', collectionId: quiet })).items.map((i) => i.name)).toEqual([
      'Quiet one',
    ]);
  });
});

describe('getShowcase without any collection', () => {
  it('answers 404', async () => {
    const empty = await startTestServer();
    try {
      const res = await empty.request('GET', '/api/showcase');
      expect([res.status, res.meta.code]).toEqual([404, Code.NOT_FOUND]);
    } finally {
      await empty.close();
    }
  });
});
