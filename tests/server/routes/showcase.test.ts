import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, productEvents } from '../../../server/db/schema';
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
