import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, products } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import type { ProductCard } from '../../../server/schemas/catalog';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { collection, creator, item } from './discovery-fixtures';

let s: TestServer;
let fan: { memberId: string; token: string };
let other: { memberId: string; token: string };
const ids: string[] = [];

beforeAll(async () => {
  s = await startTestServer();
  const db = s.deps.db;
  const maker = await creator(db, 'Maker');
  const col = await collection(db, maker.memberId);
  for (let i = 0; i < 7; i++) ids.push(await item(db, col, maker.memberId, { name: `Fav ${i}` }));
  fan = await createTestSession(db, { name: 'Fan' });
  other = await createTestSession(db, { name: 'Other' });
}, 60_000);
afterAll(() => s.close());

const add = (id: string, session = fan) => s.request('POST', '/api/favourites', { session, form: { id } });
const remove = (id: string, session = fan) =>
  s.request('POST', '/api/favourites/remove', { session, form: { id } });
const stored = async (id: string) => {
  const [p] = await s.deps.db.select().from(products).where(eq(products.id, id));
  const [rows] = await s.deps.db.select({ n: count() }).from(favourites).where(eq(favourites.productId, id));
  return { counter: p!.favourites, rows: rows!.n };
};

describe('addFavourite and removeFavourite', () => {
  it('saves once however often it is asked, and removes once', async () => {
    const id = ids[0]!;
    expect((await add(id)).data).toEqual({ id, isFavourite: true, favourites: 1 });
    expect((await add(id)).data).toEqual({ id, isFavourite: true, favourites: 1 });
    expect((await add(id, other)).data).toEqual({ id, isFavourite: true, favourites: 2 });
    expect(await stored(id)).toEqual({ counter: 2, rows: 2 });
    expect((await remove(id)).data).toEqual({ id, isFavourite: false, favourites: 1 });
    expect((await remove(id)).data).toEqual({ id, isFavourite: false, favourites: 1 });
    expect(await stored(id)).toEqual({ counter: 1, rows: 1 });
  });

  it('counts five simultaneous adds by one member as one', async () => {
    const id = ids[1]!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(id)));
    expect(answers.map((a) => a.meta.code)).toEqual(Array(5).fill(Code.OK));
    expect(answers.every((a) => a.data.isFavourite)).toBe(true);
    expect(await stored(id)).toEqual({ counter: 1, rows: 1 });
    const removals = await Promise.all(Array.from({ length: 5 }, () => remove(id)));
    expect(removals.every((a) => a.data.isFavourite === false)).toBe(true);
    expect(await stored(id)).toEqual({ counter: 0, rows: 0 });
  });

  it('answers 401 without a session, 404 for an unknown item and 4200 for a malformed id', async () => {
    const anon = await s.request('POST', '/api/favourites', { form: { id: ids[2]! } });
    expect([anon.status, anon.meta.code]).toEqual([401, Code.UNAUTHORIZED]);
    expect((await s.request('GET', '/api/favourites')).meta.code).toBe(Code.UNAUTHORIZED);
    const missing = await add(randomUUID());
    expect([missing.status, missing.meta.code]).toEqual([404, Code.NOT_FOUND]);
    expect((await remove(randomUUID())).meta.code).toBe(Code.NOT_FOUND);
    expect((await add('x')).meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('listFavourites', () => {
  it('pages through the caller’s saved items, newest saved first, without gaps or repeats', async () => {
    const mine = ids.slice(2, 7);
    for (const id of mine) await add(id);
    // Saved times are set by the database: make them distinct and ordered for the check.
    for (const [i, id] of mine.entries())
      await s.deps.db
        .update(favourites)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(and(eq(favourites.memberId, fan.memberId), eq(favourites.productId, id)));
    await add(ids[0]!, other);

    const seen: ProductCard[] = [];
    let cursor: string | null = null;
    do {
      const res = await s.request('GET', '/api/favourites', {
        session: fan,
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(res.meta.code).toBe(Code.OK);
      seen.push(...res.data.items);
      cursor = res.data.nextCursor;
    } while (cursor);
    expect(seen.map((p) => p.id)).toEqual([...mine].reverse());
    const others = await s.request('GET', '/api/favourites', { session: other });
    expect(others.data.items.map((p: ProductCard) => p.id)).toEqual([ids[0]]);
  });
});
