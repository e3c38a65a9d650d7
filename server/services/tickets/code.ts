import { eq } from 'drizzle-orm';
import { ticketedEvents, tickets } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { TICKET_CODE_DIGITS, TICKET_CODE_PERIOD_SECONDS } from '../../schemas/ticket-code';
import type { TicketCode } from '../../schemas/ticket-door';
import { ticketSeed } from './sealed';
import { filled } from './view';

/**
 * getTicketCode: what the holder's page keeps to show the ticket's rotating QR with no network: the signed
 * claim, its signature and the ticket's TOTP seed (opened from its sealed columns), and the event's texts for
 * display. Only the ticket's current holder: anyone else, like an unknown id, is 404 `ticket_not_found` (a
 * ticket's existence is not told to strangers); a revoked or refunded ticket is 409 `ticket_not_valid`. The
 * hand-out is logged (never the seed): a transfer re-seeds, so a seed handed out before it dies with it.
 */
export async function getTicketCode(
  deps: Pick<Deps, 'db' | 'custody' | 'log'>,
  memberId: string,
  ticketId: string,
): Promise<TicketCode> {
  const [row] = await deps.db
    .select({
      ticket: {
        id: tickets.id,
        eventId: tickets.eventId,
        tierId: tickets.tierId,
        ownerId: tickets.ownerId,
        status: tickets.status,
        secretVersion: tickets.secretVersion,
        signature: tickets.signature,
        seedCiphertext: tickets.seedCiphertext,
        seedIv: tickets.seedIv,
        seedTag: tickets.seedTag,
        seedKeyId: tickets.seedKeyId,
      },
      event: {
        title: ticketedEvents.title,
        venue: ticketedEvents.venue,
        startsAt: ticketedEvents.startsAt,
        endsAt: ticketedEvents.endsAt,
      },
    })
    .from(tickets)
    .innerJoin(ticketedEvents, eq(ticketedEvents.id, tickets.eventId))
    .where(eq(tickets.id, ticketId))
    .limit(1);
  if (!row || row.ticket.ownerId !== memberId) fail('NOT_FOUND', 'ticket_not_found');
  const t = row.ticket;
  if (t.status !== 'VALID') fail('CONFLICT', 'ticket_not_valid', { status: t.status });
  const seed = ticketSeed(deps.custody, t);
  deps.log.info(
    { ticketId: t.id, eventId: t.eventId, memberId, secretVersion: t.secretVersion },
    'ticket seed handed out',
  );
  return {
    ticketId: t.id,
    eventId: t.eventId,
    tierId: t.tierId,
    secretVersion: t.secretVersion,
    signature: t.signature,
    seed,
    period: TICKET_CODE_PERIOD_SECONDS,
    digits: TICKET_CODE_DIGITS,
    event: {
      title: filled(row.event.title),
      venue: row.event.venue,
      startsAt: row.event.startsAt.toISOString(),
      endsAt: row.event.endsAt.toISOString(),
    },
  };
}
