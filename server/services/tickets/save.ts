import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketedEvents, ticketTierMembers, ticketTiers } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { SaveTicketedEventForm, TicketedEvent, TicketTierInput } from '../../schemas/tickets';
import { requireMerchantFeature } from '../merchants/access';
import { newEventKeyPair } from '../../schemas/ticket-code';
import { getTicketedEvent } from './view';

/**
 * saveTicketedEvent: a merchant whose plan has tickets (Enterprise; otherwise 403 `plan_lacks_feature`)
 * creates an event or changes one of its own (another's, or an unknown id, is 404 `event_not_found`), with
 * all its tiers in one transaction. A new event gets its Ed25519 key pair here, the private key sealed under
 * the custody key. Sales are kept: a capacity below what was sold is 409 `capacity_below_sold`, dropping a
 * tier that sold is 409 `tier_has_sales`, and an event with sales cannot go back to draft (409 `event_has_sales`).
 */
export async function saveTicketedEvent(
  deps: Pick<Deps, 'db' | 'now' | 'custody'>,
  memberId: string,
  f: SaveTicketedEventForm,
): Promise<TicketedEvent> {
  const now = deps.now();
  const merchant = await requireMerchantFeature(deps.db, memberId, 'TICKETS', now);
  const fields = {
    title: f.title,
    description: f.description,
    venue: f.venue,
    startsAt: f.startsAt,
    endsAt: f.endsAt,
    artwork: f.artwork,
    status: f.status,
    updatedAt: now,
  };
  const id = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    let eventId = f.id;
    if (!eventId) {
      const keys = newEventKeyPair();
      const sealed = deps.custody.seal(keys.privateKey);
      const [made] = await tx
        .insert(ticketedEvents)
        .values({
          ...fields,
          merchantId: merchant.id,
          publicKey: keys.publicKey,
          keyCiphertext: sealed.ciphertext,
          keyIv: sealed.iv,
          keyTag: sealed.tag,
          keyId: sealed.keyId,
          createdAt: now,
        })
        .returning({ id: ticketedEvents.id });
      eventId = made!.id;
    } else {
      // Locked: two saves of one event take turns, so their tier lists never interleave.
      const [own] = await tx
        .select({ id: ticketedEvents.id })
        .from(ticketedEvents)
        .where(and(eq(ticketedEvents.id, eventId), eq(ticketedEvents.merchantId, merchant.id)))
        .for('update');
      if (!own) fail('NOT_FOUND', 'event_not_found');
      await tx.update(ticketedEvents).set(fields).where(eq(ticketedEvents.id, eventId));
    }
    const sold = await saveTiers(tx, eventId, f.tiers, now);
    if (f.status === 'DRAFT' && sold > 0) fail('CONFLICT', 'event_has_sales');
    return eventId;
  });
  return getTicketedEvent(deps.db, id, memberId, now);
}

/** Makes the event's tiers those of the form, in its order; answers how many tickets the event has sold. */
async function saveTiers(tx: Db, eventId: string, tiers: TicketTierInput[], now: Date): Promise<number> {
  const existing = await tx
    .select({ id: ticketTiers.id, sold: ticketTiers.sold })
    .from(ticketTiers)
    .where(eq(ticketTiers.eventId, eventId))
    .for('update');
  const kept = new Set(tiers.map((t) => t.id).filter(Boolean));
  for (const t of kept) if (!existing.some((e) => e.id === t)) fail('NOT_FOUND', 'tier_not_found');
  const dropped = existing.filter((e) => !kept.has(e.id));
  if (dropped.some((e) => e.sold > 0)) fail('CONFLICT', 'tier_has_sales');
  if (dropped.length > 0) {
    const ids = dropped.map((e) => e.id);
    await tx.delete(ticketTierMembers).where(inArray(ticketTierMembers.tierId, ids));
    await tx.delete(ticketTiers).where(inArray(ticketTiers.id, ids));
  }
  // Out of the way first: the positions are unique per event, and tiers may swap places.
  await tx
    .update(ticketTiers)
    .set({ position: sql`-1 - ${ticketTiers.position}` })
    .where(eq(ticketTiers.eventId, eventId));
  for (const [position, t] of tiers.entries()) {
    const values = {
      position,
      name: t.name,
      currency: t.currency,
      price: t.price,
      capacity: t.capacity,
      saleStartsAt: t.saleStartsAt,
      saleEndsAt: t.saleEndsAt,
      perMemberLimit: t.perMemberLimit,
      transferAllowed: t.transferAllowed,
      transferPriceCap: t.transferPriceCap ?? null,
      transferFeeBp: t.transferFeeBp,
      updatedAt: now,
    };
    if (!t.id) {
      await tx.insert(ticketTiers).values({ ...values, eventId, createdAt: now });
      continue;
    }
    const [changed] = await tx
      .update(ticketTiers)
      .set(values)
      .where(and(eq(ticketTiers.id, t.id), sql`${ticketTiers.sold} <= ${t.capacity}`))
      .returning({ id: ticketTiers.id });
    if (!changed) fail('CONFLICT', 'capacity_below_sold', { tierId: t.id });
  }
  return existing.reduce((n, e) => n + e.sold, 0);
}
