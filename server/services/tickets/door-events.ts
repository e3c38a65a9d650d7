import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, ticketDoorStaff, ticketedEvents } from '../../db/schema';
import type { DoorEventList } from '../../schemas/ticket-door';
import { DOORS_LEAD_MS } from './door-kit';
import { filled } from './view';

/** How many events the door page lists (a merchant runs a handful at once; the rest wait until they end). */
export const DOOR_EVENTS_MAX = 50;

/**
 * listDoorEvents: the events the member may work the door of (assertDoorAccess's rule: its merchant's owner,
 * or a member the merchant named), not yet ended, the soonest first; drafts too, since a door may be tested
 * before publishing. Each with its doors' window and the member's role there.
 */
export async function listDoorEvents(db: Db, memberId: string, now: Date): Promise<DoorEventList> {
  const rows = await db
    .select({
      id: ticketedEvents.id,
      title: ticketedEvents.title,
      venue: ticketedEvents.venue,
      startsAt: ticketedEvents.startsAt,
      endsAt: ticketedEvents.endsAt,
      status: ticketedEvents.status,
      merchantName: merchants.name,
      ownerId: merchants.ownerId,
    })
    .from(ticketedEvents)
    .innerJoin(merchants, eq(merchants.id, ticketedEvents.merchantId))
    .leftJoin(
      ticketDoorStaff,
      and(eq(ticketDoorStaff.merchantId, merchants.id), eq(ticketDoorStaff.memberId, memberId)),
    )
    .where(
      and(
        or(eq(merchants.ownerId, memberId), sql`${ticketDoorStaff.memberId} is not null`),
        gt(ticketedEvents.endsAt, now),
      ),
    )
    .orderBy(asc(ticketedEvents.startsAt), asc(ticketedEvents.id))
    .limit(DOOR_EVENTS_MAX);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: filled(r.title),
      venue: r.venue,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      opensAt: new Date(r.startsAt.getTime() - DOORS_LEAD_MS).toISOString(),
      status: r.status,
      merchantName: r.merchantName,
      role: r.ownerId === memberId ? ('OWNER' as const) : ('STAFF' as const),
    })),
  };
}
