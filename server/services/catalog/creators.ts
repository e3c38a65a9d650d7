import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, products } from '../../db/schema';
import type { CreatorCard } from '../../schemas/catalog';
import type { CreatorsQuery } from '../../schemas/product-lists';
import { selectCreatorCards } from './home';
import { decodeCursor, toPage } from '../shared/keyset';

/**
 * A creator the public sees, whose page is shared (/s/creator/<id>) and listed in the sitemap: a member
 * flagged as a creator, or one who created an item. `members.id` is spelled out, as in home.ts, so the
 * predicate means the outer member inside any select.
 */
export const isPublicCreator = sql<boolean>`(${members.isCreator} = 'Y' or exists (select 1 from ${products}
  where ${products.creatorId} = ${sql.identifier('members')}.${sql.identifier('id')}))`;

/** listCreators (spec §2 allAuthors): creators with their counts, most items first, then by id; keyset-paged. */
export async function listCreators(
  db: Db,
  q: Pick<CreatorsQuery, 'cursor' | 'limit'>,
): Promise<{ items: CreatorCard[]; nextCursor: string | null }> {
  const { query, itemCount } = selectCreatorCards(db);
  const where: (SQL | undefined)[] = [eq(members.isCreator, 'Y')];
  if (q.cursor) {
    const c = decodeCursor(q.cursor, 'items', 'int');
    // Mixed directions (count down, id up), so no row comparison: the explicit "after" condition.
    where.push(
      sql`(${itemCount} < ${Number(c.k)} or (${itemCount} = ${Number(c.k)} and ${members.id} > ${c.id}::uuid))`,
    );
  }
  const rows = await query
    .where(and(...where))
    .orderBy(sql`${itemCount} desc`, members.id)
    .limit(q.limit + 1);
  return toPage(
    rows.map((r) => ({ ...r, sortKey: String(r.itemCount), cursorId: r.id })),
    q.limit,
    'items',
    (r): CreatorCard => r,
  );
}
