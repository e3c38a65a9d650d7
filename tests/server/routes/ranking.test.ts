import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, products } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import type { Ranking } from '../../../server/schemas/product-lists';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { collection, creator, item } from './discovery-fixtures';

let s: TestServer;
const ids: Record<string, string> = {};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  s = await startTestServer();
  const db = s.deps.db;
  const now = s.clock.now.getTime();
  const maker = await creator(db, 'Maker');
  const col = await collection(db, maker.memberId);
  const fans = await Promise.all(
    Array.from({ length: 6 }, (_, i) => createTestSession(db, { name: `Fan ${i}` })),
  );
  // name → ages (ms before now) of its favourites
  const plan: Record<string, { ages: number[]; opts?: Parameters<typeof item>[3] }> = {
    old: { ages: [100 * DAY, 20 * DAY, 20 * DAY, 20 * DAY] },
    week: { ages: [3 * DAY, 3 * DAY] },
    today: { ages: [2 * HOUR], opts: { views: 10 } },
    none: { ages: [], opts: { views: 100_000 } },
    shelved: { ages: [HOUR, HOUR, HOUR, HOUR, HOUR], opts: { status: 'OFF_SHELF' } },
    polygon: { ages: [HOUR], opts: { blockchain: 'POLYGON', curr: 'MATIC' } },
  };
  for (const [name, { ages, opts }] of Object.entries(plan)) {
    const id = await item(db, col, maker.memberId, { name, favourites: ages.length, ...opts });
    ids[name] = id;
    for (const [i, age] of ages.entries())
      await db
        .insert(favourites)
        .values({ memberId: fans[i]!.memberId, productId: id, createdAt: new Date(now - age) });
  }
  // Listed long ago, so recency does not decide between them.
  await db.update(products).set({ listedAt: new Date(now - 200 * DAY) });
}, 60_000);
afterAll(() => s.close());

const ranking = async (query: Record<string, string>) => {
  const res = await s.request('GET', '/api/products/ranking', { query });
  expect(res.meta.code).toBe(Code.OK);
  return res.data as Ranking;
};
const order = (r: Ranking) => r.items.map((i) => [i.product.name, i.favouritesInPeriod]);

describe('productRanking', () => {
  it('ranks by favourites saved in the period, views breaking ties', async () => {
    expect(order(await ranking({ period: '1d' }))).toEqual([
      ['today', 1],
      ['polygon', 1],
      ['none', 0], // 100 000 views outweigh 10
      ...order(await ranking({ period: '1d' })).slice(3),
    ]);
    const week = order(await ranking({ period: '7d' }));
    expect(week.slice(0, 4)).toEqual([
      ['week', 2],
      ['today', 1],
      ['polygon', 1],
      ['none', 0],
    ]);
    const month = order(await ranking({ period: '30d' }));
    expect(month).toEqual([
      ['old', 3],
      ['week', 2],
      ['today', 1],
      ['polygon', 1],
      ['none', 0],
    ]);
    expect(order(await ranking({ period: 'all' })).slice(0, 2)).toEqual([
      ['old', 4],
      ['week', 2],
    ]);
  });

  it('numbers the ranks 1..n with scores falling, and leaves out items off shelf', async () => {
    const r = await ranking({ period: '30d' });
    expect(r.period).toBe('30d');
    expect(r.items.map((i) => i.rank)).toEqual([1, 2, 3, 4, 5]);
    const scores = r.items.map((i) => i.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(r.items.some((i) => i.product.id === ids.shelved)).toBe(false);
  });

  it('filters by chain and limits the list', async () => {
    expect(order(await ranking({ period: '7d', chain: 'POLYGON' }))).toEqual([['polygon', 1]]);
    expect((await ranking({ period: 'all', limit: '2' })).items).toHaveLength(2);
    const bad = await s.request('GET', '/api/products/ranking', { query: { period: '2d' } });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
  });

  it('follows the favourites counter for "all"', async () => {
    await s.deps.db.update(products).set({ favourites: 9 }).where(eq(products.id, ids.none!));
    expect(order(await ranking({ period: 'all' }))[0]).toEqual(['none', 9]);
  });
});
