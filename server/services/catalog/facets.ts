import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { Facets } from '../../schemas/product-lists';

/**
 * At most this many property types, and values per type, in the explore filter; the counts come from at
 * most `items` items on sale (the newest), so the answer stays cheap on a large catalogue.
 */
export const FACET_LIMITS = { types: 20, values: 30, items: 5_000 } as const;

/**
 * listPropertyFacets (explore's property filter): the property types of items on sale (optionally in one
 * collection) with their values and how many items have each. A property's value is its `name` (the
 * trait's own value, e.g. Background: Midnight), which is what the `prop` filter of listProducts matches.
 * Without a collection, the counts are over the newest FACET_LIMITS.items items on sale.
 */
export async function listPropertyFacets(db: Db, collectionId?: string): Promise<Facets> {
  type Row = { type: string; value: string; count: number };
  const window = collectionId
    ? sql`select ${products.properties} as properties from ${products}
        where ${products.collectionId} = ${collectionId} and ${products.status} = 'ON_SALE'
        limit ${FACET_LIMITS.items}`
    : sql`select ${products.properties} as properties from ${products} where ${products.status} = 'ON_SALE'
        order by ${products.createdAt} desc nulls last, ${products.id} desc nulls last limit ${FACET_LIMITS.items}`;
  const result = (await db.execute(sql`
    select p->>'type' as type, p->>'name' as value, count(*)::int as count
    from (${window}) as w cross join lateral jsonb_array_elements(w.properties) as p
    where jsonb_typeof(p) = 'object' and p->>'type' <> '' and p->>'name' <> ''
    group by 1, 2`)) as unknown as { rows: Row[] };
  const byType = new Map<string, { total: number; values: { value: string; count: number }[] }>();
  for (const r of result.rows) {
    const t = byType.get(r.type) ?? { total: 0, values: [] };
    t.total += r.count;
    t.values.push({ value: r.value, count: r.count });
    byType.set(r.type, t);
  }
  return [...byType.entries()]
    .sort(([a, x], [b, y]) => y.total - x.total || a.localeCompare(b))
    .slice(0, FACET_LIMITS.types)
    .map(([type, t]) => ({
      type,
      values: t.values
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
        .slice(0, FACET_LIMITS.values),
    }));
}
