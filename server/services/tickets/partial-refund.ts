import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketCheckins, tickets } from '../../db/schema';
import type { Deps } from '../../http/context';
import { linesOfKind } from '../orders/one-line-order';
import { releaseTickets } from './reserve';

/**
 * What a refund of a ticket order takes back (refund-hooks.ts, for every new REFUND row but the system's,
 * inside the refund's transaction, the order's row locked): each whole ticket price the amount covers refunds one ticket, unused
 * ones first (no admission at the door), then the newest (last issued unit first). Those turn REFUNDED (the
 * door refuses them, their tokens are burnt by the ticket job) and give their places back to the tier and the
 * buyer's limit. Less than one ticket's price refunds money only: the tickets stay VALID, and the log says so.
 * Each refund is counted on its own: two half prices refund no ticket. Answers the tickets refunded.
 */
export async function refundTicketsFor(
  tx: Db,
  deps: Partial<Pick<Deps, 'log'>>,
  o: { orderId: string; buyerId: string; amount: bigint },
  now: Date,
): Promise<string[]> {
  const out: string[] = [];
  let left = o.amount;
  for (const line of await linesOfKind(tx, o.orderId, 'TICKET')) {
    const price = BigInt(line.unitPrice);
    if (!line.ticketTierId || line.fulfilment === 'UNFULFILLED' || price <= 0n) continue;
    const k = left / price;
    if (k === 0n) {
      deps.log?.info(
        { orderId: o.orderId, amount: left.toString(), ticketPrice: price.toString() },
        'partial refund below one ticket price: the tickets stay valid',
      );
      break;
    }
    const used = sql<boolean>`exists (select 1 from ${ticketCheckins} c where c.ticket_id = ${tickets.id} and c.result = 'ADMITTED')`;
    const picked = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.orderLineId, line.id), eq(tickets.status, 'VALID')))
      .orderBy(asc(used), desc(tickets.issuedAt), desc(tickets.unit))
      .limit(Number(k));
    if (picked.length === 0) continue;
    const refunded = await tx
      .update(tickets)
      .set({ status: 'REFUNDED', updatedAt: now })
      .where(
        and(
          inArray(
            tickets.id,
            picked.map((p) => p.id),
          ),
          eq(tickets.status, 'VALID'),
        ),
      )
      .returning({ id: tickets.id });
    await releaseTickets(tx, line.ticketTierId, o.buyerId, refunded.length, now);
    out.push(...refunded.map((r) => r.id));
    left -= price * BigInt(refunded.length);
    deps.log?.info(
      { orderId: o.orderId, tickets: refunded.map((r) => r.id), ticketPrice: price.toString() },
      'partial refund: tickets refunded',
    );
  }
  return out;
}
