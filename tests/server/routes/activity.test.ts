import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productEvents } from '../../../server/db/schema';
import type { ActivityEntry, ActivityPage } from '../../../server/schemas/activity';
import { Code } from '../../../server/schemas/codes';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { collection, creator, item } from './discovery-fixtures';

type NewEvent = typeof productEvents.$inferInsert;

let s: TestServer;
let ann: { memberId: string; token: string };
let ben: { memberId: string; token: string };
let tides: string;
let peaks: string;
let wave: string;
let hill: string;
let draft: string;
const HASH = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

beforeAll(async () => {
  s = await startTestServer();
  const db = s.deps.db;
  ann = await creator(db, 'Ann Artist');
  ben = await createTestSession(db, { name: 'Ben Buyer' });
  tides = await collection(db, ann.memberId, { name: 'Tides' });
  peaks = await collection(db, ann.memberId, { name: 'Peaks' });
  wave = await item(db, tides, ann.memberId, { name: 'Wave', blockchain: 'ETHEREUM' });
  hill = await item(db, peaks, ann.memberId, { name: 'Hill', blockchain: 'POLYGON' });
  // Created and minted but never put on sale: a draft, private.
  draft = await item(db, tides, ann.memberId, { name: 'Secret draft', status: 'OFF_SHELF' });
  const e = (productId: string, kind: NewEvent['kind'], minute: number, more: Partial<NewEvent> = {}) => ({
    productId,
    kind,
    actorId: ann.memberId,
    createdAt: at(minute),
    ...more,
  });
  await db.insert(productEvents).values([
    e(wave, 'CREATED', 0),
    e(wave, 'MINTED', 1, { txHash: HASH(1) }),
    e(wave, 'EDITED', 2),
    e(wave, 'LISTED', 3, { price: '0.5', curr: 'ETH' }),
    e(hill, 'CREATED', 4),
    e(hill, 'MINTED', 5, { txHash: HASH(2) }),
    e(hill, 'LISTED', 6, { price: '20', curr: 'MATIC' }),
    e(wave, 'SALE', 7, { toMemberId: ben.memberId, price: '0.5', curr: 'ETH', txHash: HASH(3) }),
    e(hill, 'DELISTED', 8),
    e(wave, 'TRANSFER', 9, { actorId: ben.memberId, txHash: HASH(4) }),
    e(draft, 'CREATED', 10),
    e(draft, 'MINTED', 11, { txHash: HASH(5) }),
    // Two entries at the same instant: the id breaks the tie, so paging neither repeats nor skips one.
    e(hill, 'LISTED', 12, { price: '25', curr: 'MATIC' }),
    e(hill, 'DELISTED', 12),
  ]);
});
afterAll(() => s.close());

async function page(query: Record<string, string>, session?: { memberId: string; token: string }) {
  const res = await s.request('GET', '/api/activity', { query, session });
  expect([res.status, res.meta.code]).toEqual([200, 200]);
  return res.data as ActivityPage;
}

/** Every entry for `query`, following the cursors with small pages. */
async function all(query: Record<string, string> = {}): Promise<ActivityEntry[]> {
  const seen: ActivityEntry[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 50; n++) {
    const p = await page({ ...query, limit: '2', ...(cursor ? { cursor } : {}) });
    seen.push(...p.items);
    cursor = p.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('the cursor never ended');
}
const summary = (list: ActivityEntry[]) => list.map((x) => `${x.item.name}:${x.kind}`);

describe('listActivity', () => {
  it("lists public items' mints, listings, sales and transfers newest first, nothing of a draft", async () => {
    const list = await all();
    expect(summary(list.slice(2))).toEqual([
      'Wave:TRANSFER',
      'Hill:DELISTED',
      'Wave:SALE',
      'Hill:LISTED',
      'Hill:MINTED',
      'Wave:LISTED',
      'Wave:MINTED',
    ]);
    expect(summary(list.slice(0, 2)).sort()).toEqual(['Hill:DELISTED', 'Hill:LISTED']);
    expect(list.some((x) => x.item.id === draft)).toBe(false);
    expect(list.some((x) => x.kind === ('CREATED' as never) || x.kind === ('EDITED' as never))).toBe(false);
    expect(new Set(list.map((x) => x.id)).size).toBe(list.length);

    const sale = list.find((x) => x.kind === 'SALE')!;
    expect(sale).toMatchObject({
      item: { id: wave, name: 'Wave', blockchain: 'ETHEREUM', displayImage: '/files/cover.jpg' },
      collection: { id: tides, name: 'Tides' },
      actor: { id: ann.memberId, name: 'Ann Artist' },
      to: { id: ben.memberId, name: 'Ben Buyer' },
      quantity: 1,
      curr: 'ETH',
      txHash: HASH(3),
      createdAt: at(7).toISOString(),
    });
    expect(Number(sale.price)).toBe(0.5);
    expect(list.find((x) => x.kind === 'TRANSFER')!.to).toBeNull();
    // Only public references: no e-mail, wallet or session of anyone.
    expect(Object.keys(sale.actor!).sort()).toEqual(['displayImage', 'id', 'name']);
  });

  it('gives a visitor and a member the same feed', async () => {
    const visitor = await page({ limit: '50' });
    const member = await page({ limit: '50' }, ann);
    expect(member).toEqual(visitor);
    expect(visitor.nextCursor).toBeNull();
    expect(visitor.items).toHaveLength(9);
  });

  it('a draft shows once it is put on sale, with its earlier mint', async () => {
    await s.deps.db
      .insert(productEvents)
      .values({ productId: draft, kind: 'LISTED', actorId: ann.memberId, createdAt: at(30) });
    const list = await all({ collectionId: tides });
    expect(summary(list).filter((x) => x.startsWith('Secret'))).toEqual([
      'Secret draft:LISTED',
      'Secret draft:MINTED',
    ]);
    // Back to a draft for the other tests.
    await s.deps.db
      .delete(productEvents)
      .where(and(eq(productEvents.productId, draft), eq(productEvents.kind, 'LISTED')));
  });

  it('filters by kind, chain, collection and member, and by several at once', async () => {
    expect(summary(await all({ kind: 'SALE' }))).toEqual(['Wave:SALE']);
    expect(summary(await all({ kind: 'MINTED' }))).toEqual(['Hill:MINTED', 'Wave:MINTED']);
    expect((await all({ kind: 'LISTED' })).map((x) => x.price)).toHaveLength(3);
    const polygon = await all({ chain: 'POLYGON' });
    expect(polygon).toHaveLength(5);
    expect(polygon.every((x) => x.item.blockchain === 'POLYGON')).toBe(true);
    expect((await all({ chain: 'ETHEREUM' })).every((x) => x.item.name === 'Wave')).toBe(true);
    const peaksList = await all({ collectionId: peaks });
    expect(peaksList.every((x) => x.collection.id === peaks)).toBe(true);
    expect(peaksList).toHaveLength(5);
    // A member is who acted or who received.
    expect(summary(await all({ memberId: ben.memberId }))).toEqual(['Wave:TRANSFER', 'Wave:SALE']);
    expect(summary(await all({ memberId: ben.memberId, kind: 'SALE', chain: 'ETHEREUM' }))).toEqual([
      'Wave:SALE',
    ]);
    expect(await all({ memberId: ben.memberId, chain: 'POLYGON' })).toEqual([]);
    expect(await all({ collectionId: peaks, kind: 'SALE' })).toEqual([]);
  });

  it('pages by cursor: equal times keep their order, every entry once', async () => {
    const one = await page({ limit: '1' });
    const rest = await all();
    expect(one.items[0]!.id).toBe(rest[0]!.id);
    const byOne: string[] = [];
    let cursor: string | null = null;
    do {
      const p: ActivityPage = await page({ limit: '1', ...(cursor ? { cursor } : {}) });
      byOne.push(...p.items.map((x) => x.id));
      cursor = p.nextCursor;
    } while (cursor);
    expect(byOne).toEqual(rest.map((x) => x.id));
  });

  it('refuses a malformed cursor, a cursor of another list and unknown filters with 4200', async () => {
    const products = await s.request('GET', '/api/products', { query: { limit: '1' } });
    const queries: Record<string, string>[] = [
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('{"s":"activity","k":"x; drop","id":"1"}').toString('base64url') },
      { cursor: String(products.data.nextCursor) },
      { kind: 'CREATED' },
      { kind: 'EDITED' },
      { chain: 'SOLANA' },
      { collectionId: 'nope' },
      { memberId: '1' },
      { limit: '500' },
    ];
    for (const query of queries) {
      const res = await s.request('GET', '/api/activity', { query });
      expect([res.status, res.meta.code], JSON.stringify(query)).toEqual([400, Code.VALIDATION_FAILED]);
    }
  });

  it('is documented as listActivity', async () => {
    const res = await s.app.request('/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, { get?: { operationId?: string } }> };
    expect(doc.paths['/api/activity']?.get?.operationId).toBe('listActivity');
  });
});
