import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartItems,
  cartTickets,
  merchants,
  ticketedEvents,
  ticketTierMembers,
  ticketTiers,
} from '../../db/schema';
import { fail } from '../../http/errors';
import { CART_LINE_LIMIT, type CartTicketForm, type CartTicketLine } from '../../schemas/shop';
import { eventSummary } from './mine';
import { openTier } from './order';

/*
 * The cart's TICKET lines. A line holds nothing: the checks here (on sale, window, left, the member's limit) tell
 * the buyer early, and the checkout's order (buyTickets with fromCart) takes the tickets with reserveTickets,
 * the one place that keeps capacity and the per-member limit under concurrency.
 */

type Deps = { db: Db; now: () => Date };

/** The member's TICKET lines, newest first, with the tier's price and what is left now. */
export async function cartTicketLines(db: Db, memberId: string, now: Date): Promise<CartTicketLine[]> {
  const rows = await db
    .select({
      tier: ticketTiers,
      event: { ...eventSummary, status: ticketedEvents.status },
      quantity: cartTickets.quantity,
      sellerId: merchants.ownerId,
      sellerName: merchants.name,
      merchantActive: sql<boolean>`${merchants.status} = 'ACTIVE'`,
    })
    .from(cartTickets)
    .innerJoin(ticketTiers, eq(ticketTiers.id, cartTickets.tierId))
    .innerJoin(ticketedEvents, eq(ticketedEvents.id, ticketTiers.eventId))
    .innerJoin(merchants, eq(merchants.id, ticketedEvents.merchantId))
    .where(eq(cartTickets.memberId, memberId))
    .orderBy(desc(cartTickets.updatedAt), cartTickets.tierId);
  return rows.map((r) => {
    const remaining = Math.max(r.tier.capacity - r.tier.sold, 0);
    const open = now >= r.tier.saleStartsAt && now < r.tier.saleEndsAt;
    const { status, ...event } = r.event;
    return {
      kind: 'TICKET' as const,
      tierId: r.tier.id,
      tierName: r.tier.name,
      event: { ...event, startsAt: event.startsAt.toISOString(), endsAt: event.endsAt.toISOString() },
      quantity: r.quantity,
      currency: r.tier.currency,
      unitPrice: r.tier.price,
      remaining,
      perMemberLimit: r.tier.perMemberLimit,
      available:
        status === 'PUBLISHED' && r.merchantActive && open && remaining >= r.quantity && r.sellerId !== null,
      sellerId: r.sellerId ?? '',
      sellerName: r.sellerName,
    };
  });
}

/** How many lines (goods and tickets) the member's cart holds. */
export async function cartLineCount(db: Db, memberId: string): Promise<number> {
  const [goods] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.memberId, memberId));
  const [tix] = await db.select({ n: count() }).from(cartTickets).where(eq(cartTickets.memberId, memberId));
  return (goods?.n ?? 0) + (tix?.n ?? 0);
}

/**
 * Sets (or, with `mode=add`, adds to) a tier's TICKET line; 0 removes it. Refusals as buyTickets answers them:
 * 404 (not on sale), 1050 (the merchant's own owner), 8201/8102 (outside the sale window), 1028 (none left),
 * 4602 (fewer left than the line asks, with what is left), 1027 (above the member's limit, counting the tickets
 * they already hold), and `cart_full` at CART_LINE_LIMIT lines.
 */
export async function updateCartTickets(deps: Deps, memberId: string, form: CartTicketForm): Promise<void> {
  const { db } = deps;
  const line = and(eq(cartTickets.memberId, memberId), eq(cartTickets.tierId, form.tierId));
  const adding = form.mode === 'add';
  if (adding && form.quantity === 0) {
    fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'quantity', message: 'min_value' }]);
  }
  if (form.quantity === 0) {
    await db.delete(cartTickets).where(line);
    return;
  }
  const now = deps.now();
  const { tier, merchant } = await openTier(db, form.tierId, now);
  if (merchant.ownerId === memberId) fail('CANNOT_BUY_OWN', 'own_event');
  if (now < tier.saleStartsAt) fail('OFFER_NOT_STARTED', 'sale_not_started');
  if (now >= tier.saleEndsAt) fail('PROMO_EXPIRED', 'sale_ended');
  const [existing] = await db.select({ q: cartTickets.quantity }).from(cartTickets).where(line);
  const quantity = adding ? (existing?.q ?? 0) + form.quantity : form.quantity;
  const left = Math.max(tier.capacity - tier.sold, 0);
  if (left === 0) fail('SOLD_OUT', 'sold_out');
  if (quantity > left) fail('OUT_OF_STOCK', 'not_enough_tickets', { stock: left, inCart: existing?.q ?? 0 });
  const [held] = await db
    .select({ taken: ticketTierMembers.taken })
    .from(ticketTierMembers)
    .where(and(eq(ticketTierMembers.tierId, tier.id), eq(ticketTierMembers.memberId, memberId)));
  const limit = tier.perMemberLimit - (held?.taken ?? 0);
  if (quantity > limit) {
    fail('MEMBER_ALREADY_COLLECTED', 'ticket_limit_reached', {
      limit: tier.perMemberLimit,
      held: held?.taken ?? 0,
    });
  }
  if (!existing && (await cartLineCount(db, memberId)) >= CART_LINE_LIMIT) {
    fail('VALIDATION_FAILED', 'cart_full', [{ path: 'tierId', message: 'cart_full' }]);
  }
  await db
    .insert(cartTickets)
    .values({ memberId, tierId: tier.id, quantity, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartTickets.memberId, cartTickets.tierId],
      // Two adds at once both count, never above what was allowed when this one was checked.
      set: {
        quantity: adding
          ? sql`least(${cartTickets.quantity} + ${form.quantity}, ${Math.min(left, limit)})`
          : quantity,
        updatedAt: now,
      },
    });
}

/** A checked-out TICKET line leaves the cart inside its order's transaction: both or neither. */
export async function takeTicketsFromCart(tx: Db, memberId: string, tierId: string): Promise<void> {
  await tx.delete(cartTickets).where(and(eq(cartTickets.memberId, memberId), eq(cartTickets.tierId, tierId)));
}
