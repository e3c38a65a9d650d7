import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, ticketedEvents, ticketTiers } from '../../db/schema';
import { fail } from '../../http/errors';
import type { LocalText } from '../../schemas/campaigns';
import { LOCALES } from '../../schemas/common';
import type { SaleState, TicketedEvent, TicketTier } from '../../schemas/tickets';

export type TierRow = typeof ticketTiers.$inferSelect;
type Merchant = typeof merchants.$inferSelect;

/**
 * The event's columns any answer may carry: never the sealed private key. Every read for a view selects
 * these, so a key cannot reach an answer by a later `...row`.
 */
export const eventColumns = {
  id: ticketedEvents.id,
  merchantId: ticketedEvents.merchantId,
  title: ticketedEvents.title,
  description: ticketedEvents.description,
  venue: ticketedEvents.venue,
  startsAt: ticketedEvents.startsAt,
  endsAt: ticketedEvents.endsAt,
  artwork: ticketedEvents.artwork,
  status: ticketedEvents.status,
  publicKey: ticketedEvents.publicKey,
  createdAt: ticketedEvents.createdAt,
};
export type EventRow = { [K in keyof typeof eventColumns]: (typeof ticketedEvents.$inferSelect)[K] };
export type EventWithMerchant = { event: EventRow; merchant: Merchant };

/** A blank language reads as English, so every page has a text in every language. */
export const filled = (t: LocalText): LocalText =>
  Object.fromEntries(LOCALES.map((l) => [l, t[l] || t.en_US])) as LocalText;

/** Where a tier's sale stands at `now`: its window first, then whether any ticket is left. */
export function saleState(t: Pick<TierRow, 'saleStartsAt' | 'saleEndsAt' | 'sold' | 'capacity'>, now: Date) {
  const state: SaleState =
    now < t.saleStartsAt
      ? 'NOT_STARTED'
      : now >= t.saleEndsAt
        ? 'ENDED'
        : t.sold >= t.capacity
          ? 'SOLD_OUT'
          : 'ON_SALE';
  return state;
}

function tierView(t: TierRow, now: Date): TicketTier {
  return {
    id: t.id,
    position: t.position,
    name: filled(t.name),
    currency: t.currency,
    price: t.price,
    capacity: t.capacity,
    remaining: t.capacity - t.sold,
    saleStartsAt: t.saleStartsAt.toISOString(),
    saleEndsAt: t.saleEndsAt.toISOString(),
    saleState: saleState(t, now),
    perMemberLimit: t.perMemberLimit,
    transfer: { allowed: t.transferAllowed, priceCap: t.transferPriceCap, feeBp: t.transferFeeBp },
  };
}

/** The tiers of these events, in position order, by event id. */
async function tiersOf(db: Db, eventIds: string[]): Promise<Map<string, TierRow[]>> {
  const byEvent = new Map<string, TierRow[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select()
    .from(ticketTiers)
    .where(inArray(ticketTiers.eventId, eventIds))
    .orderBy(asc(ticketTiers.eventId), asc(ticketTiers.position));
  for (const r of rows) byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), r]);
  return byEvent;
}

/** Events as answers, with their tiers' remaining capacity and sale state at `now`. */
export async function eventViews(db: Db, rows: EventWithMerchant[], now: Date): Promise<TicketedEvent[]> {
  const tiers = await tiersOf(
    db,
    rows.map((r) => r.event.id),
  );
  return rows.map(({ event: e, merchant: m }) => ({
    id: e.id,
    mcId: m.mcId,
    merchantName: m.name,
    title: filled(e.title),
    description: filled(e.description),
    venue: e.venue,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    artwork: e.artwork,
    status: e.status,
    publicKey: e.publicKey,
    tiers: (tiers.get(e.id) ?? []).map((t) => tierView(t, now)),
  }));
}

/** Whether `callerId` may see the event: anyone when published by an active merchant, else its owner only. */
export const visibleTo = (r: EventWithMerchant, callerId: string | null) =>
  (r.event.status === 'PUBLISHED' && r.merchant.status === 'ACTIVE') ||
  (callerId !== null && r.merchant.ownerId === callerId);

/**
 * getTicketedEvent: a published event with its tiers (remaining capacity, sale state); a draft (or an event
 * of a suspended merchant) only for its merchant's owner. Otherwise 404 `event_not_found`.
 */
export async function getTicketedEvent(
  db: Db,
  id: string,
  callerId: string | null,
  now: Date,
): Promise<TicketedEvent> {
  const [row] = await db
    .select({ event: eventColumns, merchant: merchants })
    .from(ticketedEvents)
    .innerJoin(merchants, eq(merchants.id, ticketedEvents.merchantId))
    .where(eq(ticketedEvents.id, id))
    .limit(1);
  if (!row || !visibleTo(row, callerId)) fail('NOT_FOUND', 'event_not_found');
  return (await eventViews(db, [row], now))[0]!;
}
