import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, ticketedEvents, tickets, ticketTiers } from '../../db/schema';
import type { MyTicketPage } from '../../schemas/tickets';
import { decodeCursor, toPage } from '../shared/keyset';
import { filled } from './view';

const SORT = 'my_tickets';

/** The columns a ticket's or a cart line's event is named by: title, venue, start and end, artwork. */
export const eventSummary = {
  id: ticketedEvents.id,
  title: ticketedEvents.title,
  venue: ticketedEvents.venue,
  startsAt: ticketedEvents.startsAt,
  endsAt: ticketedEvents.endsAt,
  artwork: ticketedEvents.artwork,
};

/**
 * listMyTickets: the member's tickets, the latest issued first (keyset-paged by issue time and id), each with
 * its event, tier and token (chain state, contract, token id). Never a seed, a signature or the event's key:
 * the code is getTicketCode's.
 */
export async function listMyTickets(
  db: Db,
  memberId: string,
  q: { cursor?: string; limit: number },
): Promise<MyTicketPage> {
  let before;
  if (q.cursor) {
    const c = decodeCursor(q.cursor, SORT, 'time');
    before = sql`(${tickets.issuedAt}, ${tickets.id}) < (${c.k}::timestamptz, ${c.id}::uuid)`;
  }
  const rows = await db
    .select({
      id: tickets.id,
      status: tickets.status,
      secretVersion: tickets.secretVersion,
      entriesAllowed: tickets.entriesAllowed,
      issuedAt: tickets.issuedAt,
      orderId: tickets.orderId,
      chain: tickets.chain,
      contractAddress: tickets.contractAddress,
      tokenId: tickets.tokenId,
      chainState: tickets.chainState,
      chainHolderId: tickets.chainHolderId,
      event: eventSummary,
      mcId: merchants.mcId,
      merchantName: merchants.name,
      tier: { id: ticketTiers.id, name: ticketTiers.name },
      sortKey: sql<string>`${tickets.issuedAt}::text`,
      cursorId: sql<string>`${tickets.id}`,
    })
    .from(tickets)
    .innerJoin(ticketedEvents, eq(ticketedEvents.id, tickets.eventId))
    .innerJoin(ticketTiers, eq(ticketTiers.id, tickets.tierId))
    .innerJoin(merchants, eq(merchants.id, ticketedEvents.merchantId))
    .where(and(eq(tickets.ownerId, memberId), before))
    .orderBy(desc(tickets.issuedAt), desc(tickets.id))
    .limit(q.limit + 1);
  return toPage(rows, q.limit, SORT, (r) => ({
    id: r.id,
    status: r.status,
    secretVersion: r.secretVersion,
    entriesAllowed: r.entriesAllowed,
    issuedAt: r.issuedAt.toISOString(),
    orderId: r.orderId,
    event: {
      id: r.event.id,
      mcId: r.mcId,
      merchantName: r.merchantName,
      title: filled(r.event.title),
      venue: r.event.venue,
      startsAt: r.event.startsAt.toISOString(),
      endsAt: r.event.endsAt.toISOString(),
      artwork: r.event.artwork,
    },
    tier: { id: r.tier.id, name: filled(r.tier.name) },
    // A minted token still in the giver's wallet (the transfer's move not mined yet) is pending for its holder.
    chainState: r.chainState === 'MINTED' && r.chainHolderId !== memberId ? 'PENDING' : r.chainState,
    token:
      r.chain && r.contractAddress && r.tokenId
        ? { chain: r.chain, contractAddress: r.contractAddress, tokenId: r.tokenId }
        : null,
  }));
}
