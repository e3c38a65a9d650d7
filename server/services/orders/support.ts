import { desc, eq, or, sql } from 'drizzle-orm';
import { members, orderLines, orders, paymentEvents } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import { fail } from '../../http/errors';
import type { SupportOrderSummary } from '../../schemas/order-forms';
import { summaryColumns, toSummary } from './list';
import { SUPPORT_TAG } from './read';

/** How many orders one support search answers at most. */
const SUPPORT_RESULTS = 50;

/**
 * supportFindOrders (spec §2 support page): any order by its number, the buyer's e-mail or a transaction hash
 * (the order's, a line's tracking number, or a crypto payment's reference). Customer service only (tag
 * SUPPORT, else 403). The counterpart is the buyer; the seller comes beside it.
 */
export async function supportFindOrders(
  deps: Pick<Deps, 'db'>,
  member: Pick<SessionMember, 'permiTagValues'>,
  q: string,
): Promise<SupportOrderSummary[]> {
  if (!member.permiTagValues.includes(SUPPORT_TAG)) fail('FORBIDDEN', 'support_only');
  const term = q.trim();
  const hash = term.toLowerCase();
  const rows = await deps.db
    .select({
      ...summaryColumns(orders.buyerId),
      sellerId: orders.sellerId,
      sellerName: sql<string>`coalesce((select m.name from ${members} m where m.id = "orders"."seller_id"), '')`,
    })
    .from(orders)
    .where(
      or(
        eq(orders.number, term.toUpperCase()),
        sql`lower(${orders.buyerEmail}) = ${term.toLowerCase()}`,
        sql`lower(${orders.txHash}) = ${hash}`,
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and lower(${orderLines.trackingNumber}) = ${hash})`,
        sql`exists (select 1 from ${paymentEvents} where ${paymentEvents.orderId} = ${orders.id} and (lower(${paymentEvents.providerRef}) = ${hash} or lower(${paymentEvents.providerRef}) like ${`${hash}:%`}))`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(SUPPORT_RESULTS);
  return rows.map((r) => ({ ...toSummary(r), seller: { id: r.sellerId, name: r.sellerName } }));
}
