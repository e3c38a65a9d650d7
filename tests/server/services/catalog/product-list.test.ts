import { randomUUID } from 'node:crypto';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/client';
import { preparedByShape } from '../../../../server/db/prepared';
import type { ListProductsQuery } from '../../../../server/schemas/catalog';
import { encodeCursor } from '../../../../server/services/catalog/catalog';
import { listProducts, listShape, productListQuery } from '../../../../server/services/catalog/product-list';
import { freshDatabase } from '../../../support/server';
import { collection, creator, item } from '../../routes/discovery-fixtures';

type Q = Pick<ListProductsQuery, 'sort' | 'limit'> & Partial<ListProductsQuery>;
const A = randomUUID();
const B = randomUUID();
const C = randomUUID();
const KEYS = {
  newest: '2026-11-27 10:00:00.123456+00',
  price_asc: '2750.00',
  price_desc: '2750.00',
  popular: '3',
} as const;

/** A deterministic spread over every option of the explore query (the full product is 55 296 queries). */
function* queries(count: number): Generator<{ q: Q; caller: string | null }> {
  let seed = 7;
  // Park–Miller: every option independent of the others.
  const pick = <T>(xs: readonly T[]): T =>
    xs[Math.floor(((seed = (seed * 48271) % 2147483647) / 2147483647) * xs.length)]!;
  for (let i = 0; i < count; i++) {
    const sort = pick(['newest', 'price_asc', 'price_desc', 'popular'] as const);
    const q: Q = {
      sort,
      limit: pick([12, 24]),
      type: pick(['ALL', 'SELF'] as const),
      chain: pick(['ALL', 'POLYGON'] as const),
      curr: pick(['ALL', 'ETH'] as const),
      market: pick(['ALL', 'primary', 'secondary'] as const),
    };
    const creatorId = pick([undefined, A, B]);
    if (creatorId) q.creatorId = creatorId;
    const min = pick([undefined, '1', '10.5']);
    if (min) q.min = min;
    const max = pick([undefined, '100']);
    if (max) q.max = max;
    if (pick([false, true])) q.collectionId = C;
    const category = pick([undefined, 'art', 'ALL', '']);
    if (category) q.category = category;
    const prop = pick([undefined, ['Color:Red'], ['Color:Red', 'Size:XL'], ['Size:S']]);
    if (prop) q.prop = prop;
    if (pick([false, true])) q.cursor = encodeCursor({ s: sort, k: KEYS[sort], id: pick([A, B]) });
    yield { q, caller: pick([null, A, B]) };
  }
}

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the list query by shape', () => {
  it('gives every shape one SQL text, and the recorded values are the inline parameters', () => {
    const textOf = new Map<string, string>();
    for (const { q, caller } of queries(4000)) {
      const values: Record<string, unknown> = {};
      const bound = productListQuery(database.db, q, caller, (name, value) => {
        values[name] = value;
        return sql.placeholder(name);
      }).toSQL();
      const inline = productListQuery(database.db, q, caller).toSQL();
      const shape = listShape(q, caller);
      const seen = textOf.get(shape);
      if (seen === undefined) textOf.set(shape, bound.sql);
      else expect(bound.sql, shape).toBe(seen);
      expect(bound.sql).toBe(inline.sql);
      expect(fillPlaceholders(bound.params, values)).toEqual(inline.params);
    }
    // Different shapes do differ: the key is not one constant.
    expect(textOf.size).toBeGreaterThan(500);
  });

  it('answers the same pages through the prepared statements as inline', async () => {
    const db = database.db;
    const { memberId: maker } = await creator(db, 'Shape Maker');
    const col = await collection(db, maker);
    for (let i = 0; i < 9; i++) {
      await item(db, col, maker, {
        fixPriceHK: `${100 + i * 10}.00`,
        favourites: i % 3,
        ...(i % 4 === 0 ? { status: 'OFF_SHELF' as const } : {}),
        properties: [{ type: 'Color', name: i % 2 ? 'Red' : 'Blue', value: 'x' }],
      });
    }
    const cases: { q: Q; caller: string | null }[] = [
      { q: { sort: 'newest', limit: 4 }, caller: null },
      { q: { sort: 'price_asc', limit: 3, min: '120' }, caller: null },
      { q: { sort: 'popular', limit: 5, prop: ['Color:Red'] }, caller: null },
      { q: { sort: 'price_desc', limit: 4, creatorId: maker }, caller: maker },
      { q: { sort: 'newest', limit: 4, collectionId: col }, caller: maker },
    ];
    for (const { q, caller } of cases) {
      // Twice: the first run prepares the shape's statement, the second only executes it; then a next page.
      const first = await listProducts(db, q, caller);
      expect(await listProducts(db, q, caller)).toEqual(first);
      const inline = await productListQuery(db, q, caller);
      expect(first.items.map((i) => i.id)).toEqual(inline.slice(0, q.limit).map((r) => r.id));
      if (first.nextCursor) {
        const next = { ...q, cursor: first.nextCursor };
        const page2 = await listProducts(db, next, caller);
        const inline2 = await productListQuery(db, next, caller);
        expect(page2.items.map((i) => i.id)).toEqual(inline2.slice(0, q.limit).map((r) => r.id));
        expect(page2.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
      }
    }
  });
});

describe('preparedByShape', () => {
  it('prepares the first shapes only, each once, named by its key', () => {
    const statementOf = preparedByShape<string>('demo', 2);
    const names: string[] = [];
    const prepare = (name: string) => (names.push(name), name);
    const a = statementOf(database.db, 'a', prepare);
    expect(a).toMatch(/^demo_[0-9a-f]{16}$/);
    expect(statementOf(database.db, 'a', prepare)).toBe(a);
    const b = statementOf(database.db, 'b', prepare);
    expect(b).not.toBe(a);
    expect(statementOf(database.db, 'c', prepare)).toBeUndefined();
    expect(names).toEqual([a, b]);
    // Another database object names the same key alike (one name, one SQL text on a shared pool).
    expect(preparedByShape<string>('demo', 2)(database.db, 'b', (n) => n)).toBe(b);
  });
});
