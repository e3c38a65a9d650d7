import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketedEvents, ticketTierMembers, ticketTiers } from '../../db/schema';
import { fail } from '../../http/errors';

/**
 * reserveTickets: takes `quantity` tickets of a tier for a member inside the caller's transaction (an order's),
 * or refuses and the caller's transaction rolls back with it. The tier's count goes up by ONE conditional
 * UPDATE (never above capacity, only within the sale window, only for a published event), then the member's
 * count by one conditional upsert (never above the per-member limit): correct on PGlite and under PostgreSQL
 * concurrency alike, across several API processes (DESIGN §5). The tier's row stays locked from that update
 * to the caller's COMMIT, so call it last in the transaction, as createOrder takes stock.
 * Refusals: 404 `tier_not_found` (no such tier, or its event is not published), 8201 (sale not started),
 * 8102 (sale ended), 1028 (none left), 4602 (fewer left than asked), 1027 (the member's limit).
 */
export async function reserveTickets(
  tx: Db,
  tierId: string,
  memberId: string,
  quantity: number,
  now: Date,
): Promise<void> {
  if (!Number.isInteger(quantity) || quantity < 1) fail('WRONG_QUANTITY', 'quantity_invalid');
  const published = sql`exists (select 1 from ${ticketedEvents} e where e.id = ${ticketTiers.eventId} and e.status = 'PUBLISHED')`;
  const [taken] = await tx
    .update(ticketTiers)
    .set({ sold: sql`${ticketTiers.sold} + ${quantity}`, updatedAt: now })
    .where(
      and(
        eq(ticketTiers.id, tierId),
        sql`${ticketTiers.sold} + ${quantity} <= ${ticketTiers.capacity}`,
        lte(ticketTiers.saleStartsAt, now),
        gt(ticketTiers.saleEndsAt, now),
        sql`${ticketTiers.perMemberLimit} >= ${quantity}`,
        published,
      ),
    )
    .returning({ perMemberLimit: ticketTiers.perMemberLimit });
  if (!taken) await refuse(tx, tierId, quantity, now);
  const [counted] = await tx
    .insert(ticketTierMembers)
    .values({ tierId, memberId, taken: quantity })
    .onConflictDoUpdate({
      target: [ticketTierMembers.tierId, ticketTierMembers.memberId],
      set: { taken: sql`${ticketTierMembers.taken} + ${quantity}` },
      setWhere: sql`${ticketTierMembers.taken} + ${quantity} <= ${taken!.perMemberLimit}`,
    })
    .returning({ taken: ticketTierMembers.taken });
  if (!counted) fail('MEMBER_ALREADY_COLLECTED', 'ticket_limit_reached');
}

/** Why the tier's conditional update took nothing, read after it (the answer only; nothing was taken). */
async function refuse(tx: Db, tierId: string, quantity: number, now: Date): Promise<never> {
  const [tier] = await tx
    .select({ tier: ticketTiers, status: ticketedEvents.status })
    .from(ticketTiers)
    .innerJoin(ticketedEvents, eq(ticketedEvents.id, ticketTiers.eventId))
    .where(eq(ticketTiers.id, tierId));
  if (!tier || tier.status !== 'PUBLISHED') fail('NOT_FOUND', 'tier_not_found');
  const t = tier.tier;
  if (now < t.saleStartsAt) fail('OFFER_NOT_STARTED', 'sale_not_started');
  if (now >= t.saleEndsAt) fail('PROMO_EXPIRED', 'sale_ended');
  if (quantity > t.perMemberLimit) fail('MEMBER_ALREADY_COLLECTED', 'ticket_limit_reached');
  if (t.sold >= t.capacity) fail('SOLD_OUT', 'sold_out');
  fail('OUT_OF_STOCK', 'not_enough_tickets');
}

/**
 * releaseTickets: gives back tickets an order reserved and never issued (expiry, cancel), in that
 * transition's transaction: the tier's and the member's counts go down, never below 0.
 */
export async function releaseTickets(
  tx: Db,
  tierId: string,
  memberId: string,
  quantity: number,
  now: Date,
): Promise<void> {
  await tx
    .update(ticketTiers)
    .set({ sold: sql`greatest(${ticketTiers.sold} - ${quantity}, 0)`, updatedAt: now })
    .where(eq(ticketTiers.id, tierId));
  await tx
    .update(ticketTierMembers)
    .set({ taken: sql`greatest(${ticketTierMembers.taken} - ${quantity}, 0)` })
    .where(and(eq(ticketTierMembers.tierId, tierId), eq(ticketTierMembers.memberId, memberId)));
}
