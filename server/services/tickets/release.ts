import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema';
import { linesOfKind } from '../orders/one-line-order';
import { releaseTickets } from './reserve';

/**
 * An ending order gives back the tickets it took (called from the order hold of services/orders/hold.ts inside
 * the cancel's, expiry's or refund's transaction): a TICKET line never issued gives its units back to the tier
 * and the buyer's count; an issued line (a refund after payment) turns its still valid tickets REFUNDED, so the
 * door refuses them, and gives back as many. Each runs once: the order's transition to its end is once. Tickets
 * a REFUND row already took back (refund-hooks.ts, refundOrder's own rows included) are not VALID any more, so
 * their places are never given back twice: only the VALID → REFUNDED update's rows count.
 */
export async function releaseTicketLines(
  tx: Db,
  order: { id: string; buyerId: string },
  now: Date,
): Promise<void> {
  for (const line of await linesOfKind(tx, order.id, 'TICKET')) {
    if (!line.ticketTierId) continue;
    if (line.fulfilment === 'UNFULFILLED') {
      await releaseTickets(tx, line.ticketTierId, order.buyerId, line.quantity, now);
      continue;
    }
    const refunded = await tx
      .update(tickets)
      .set({ status: 'REFUNDED', updatedAt: now })
      .where(and(eq(tickets.orderLineId, line.id), eq(tickets.status, 'VALID')))
      .returning({ id: tickets.id });
    if (refunded.length > 0) await releaseTickets(tx, line.ticketTierId, order.buyerId, refunded.length, now);
  }
}

/** The order's tickets that are REFUNDED and whose token is not burnt yet (their ticket jobs burn them). */
export async function refundedTicketIds(tx: Db, orderId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(eq(tickets.orderId, orderId), eq(tickets.status, 'REFUNDED'), ne(tickets.chainState, 'BURNT')),
    );
  return rows.map((r) => r.id);
}
