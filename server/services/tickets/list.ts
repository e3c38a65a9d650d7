import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, ticketedEvents } from '../../db/schema';
import type { TicketedEventPage } from '../../schemas/tickets';
import { decodeCursor, toPage } from '../shared/keyset';
import { eventColumns, eventViews, type EventWithMerchant } from './view';

const SORT = 'ticketed_events';

/**
 * listTicketedEvents: published events of active merchants not yet ended, the soonest first, keyset-paged by
 * (start, id), or only those of the merchant whose mcId is `mcId`; with `merchantId` (the caller's own merchant)
 * all of its events instead, drafts and past ones too.
 */
export async function listTicketedEvents(
  db: Db,
  q: { merchantId?: string; mcId?: string; cursor?: string; limit: number },
  now: Date,
): Promise<TicketedEventPage> {
  const scope = q.merchantId
    ? eq(ticketedEvents.merchantId, q.merchantId)
    : and(
        eq(ticketedEvents.status, 'PUBLISHED'),
        eq(merchants.status, 'ACTIVE'),
        gt(ticketedEvents.endsAt, now),
        q.mcId ? eq(merchants.mcId, q.mcId) : undefined,
      );
  let after;
  if (q.cursor) {
    const c = decodeCursor(q.cursor, SORT, 'time');
    after = sql`(${ticketedEvents.startsAt}, ${ticketedEvents.id}) > (${c.k}::timestamptz, ${c.id}::uuid)`;
  }
  const rows = await db
    .select({
      event: eventColumns,
      merchant: merchants,
      sortKey: sql<string>`${ticketedEvents.startsAt}::text`,
      cursorId: sql<string>`${ticketedEvents.id}`,
    })
    .from(ticketedEvents)
    .innerJoin(merchants, eq(merchants.id, ticketedEvents.merchantId))
    .where(and(scope, after))
    .orderBy(asc(ticketedEvents.startsAt), asc(ticketedEvents.id))
    .limit(q.limit + 1);
  const page = toPage(rows, q.limit, SORT, (r): EventWithMerchant => r);
  return { items: await eventViews(db, page.items, now), nextCursor: page.nextCursor };
}
