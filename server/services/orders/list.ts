import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, orderLines, orders } from '../../db/schema';
import type { Deps } from '../../http/context';
import type { ListOrdersQuery } from '../../schemas/orders';
import { decodeCursor, toPage } from '../shared/keyset';
import type * as v from 'valibot';
import type { OrderPage, OrderSummary } from '../../schemas/orders';

type Summary = v.InferOutput<typeof OrderSummary>;

/** The columns of an order summary; `counterpart` is the member on the other side of the order. */
export function summaryColumns(counterpart: typeof orders.buyerId | typeof orders.sellerId) {
  return {
    id: orders.id,
    number: orders.number,
    title: orders.title,
    // Drizzle leaves select-list columns unqualified, so the correlated subqueries name the outer row in full.
    image: sql<string>`coalesce((select ol.image from ${orderLines} ol where ol.order_id = "orders"."id" order by ol.position limit 1), '')`,
    status: orders.label,
    cod: orders.cod,
    createdAt: orders.createdAt,
    totalAmount: orders.totalAmount,
    currency: orders.currency,
    counterpartId: counterpart,
    counterpartName: sql<string>`coalesce((select m.name from ${members} m where m.id = ${sql.raw(
      counterpart === orders.buyerId ? '"orders"."buyer_id"' : '"orders"."seller_id"',
    )}), '')`,
  };
}

export const toSummary = (r: {
  id: string;
  number: string;
  title: string;
  image: string;
  status: Summary['status'];
  cod: boolean;
  createdAt: Date;
  totalAmount: string;
  currency: Summary['currency'];
  counterpartId: string;
  counterpartName: string;
}): Summary => ({
  id: r.id,
  number: r.number,
  title: r.title,
  image: r.image,
  status: r.status,
  cod: r.cod,
  time: r.createdAt.toISOString(),
  totalAmount: r.totalAmount,
  currency: r.currency,
  counterpart: { id: r.counterpartId, name: r.counterpartName },
});

/**
 * listOrders (spec §2 orders / myOrders): the caller's orders as buyer or as seller, newest first, optionally
 * one status label, keyset-paged (a cursor of one role or filter is refused by another).
 */
export async function listOrders(
  deps: Pick<Deps, 'db'>,
  memberId: string,
  q: Pick<ListOrdersQuery, 'role' | 'status' | 'cursor' | 'limit'>,
): Promise<v.InferOutput<typeof OrderPage>> {
  const db: Db = deps.db;
  const mine = q.role === 'seller' ? orders.sellerId : orders.buyerId;
  const other = q.role === 'seller' ? orders.buyerId : orders.sellerId;
  const sort = `orders:${q.role}:${q.status}`;
  const where: SQL[] = [eq(mine, memberId)];
  if (q.status !== 'ALL') where.push(eq(orders.label, q.status));
  if (q.cursor) {
    const c = decodeCursor(q.cursor, sort, 'time');
    where.push(sql`(${orders.createdAt}, ${orders.id}) < (${c.k}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await db
    .select({
      ...summaryColumns(other),
      sortKey: sql<string>`${orders.createdAt}::text`,
      cursorId: orders.id,
    })
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.limit + 1);
  return toPage(rows, q.limit, sort, toSummary);
}
