import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketedEvents, tickets, ticketTiers } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { newTicketSeed, signTicket } from '../../schemas/ticket-code';
import { eventPrivateKey } from './sealed';

export type IssueTickets = {
  tierId: string;
  ownerId: string;
  quantity: number;
  /** The order and line that sold them; the line makes issuing again a no-op (one ticket per unit). */
  orderId?: string | null;
  orderLineId?: string | null;
};

/**
 * issueTickets: creates the tickets reserveTickets took, inside the caller's transaction (the fulfilment of a
 * paid order): each with a fresh TOTP seed sealed under the custody key, secret version 1, and the event key's
 * Ed25519 signature of `ticketId|eventId|tierId|1`. For an order line, units already issued are kept (unique by
 * line and unit), so a second run issues nothing. Answers the ids of the line's (or the new) tickets.
 */
export async function issueTickets(
  tx: Db,
  deps: Pick<Deps, 'custody' | 'now'>,
  o: IssueTickets,
): Promise<string[]> {
  const now = deps.now();
  const [row] = await tx
    .select({
      eventId: ticketedEvents.id,
      keyCiphertext: ticketedEvents.keyCiphertext,
      keyIv: ticketedEvents.keyIv,
      keyTag: ticketedEvents.keyTag,
      keyId: ticketedEvents.keyId,
    })
    .from(ticketTiers)
    .innerJoin(ticketedEvents, eq(ticketedEvents.id, ticketTiers.eventId))
    .where(eq(ticketTiers.id, o.tierId));
  if (!row) fail('NOT_FOUND', 'tier_not_found');
  const privateKey = eventPrivateKey(deps.custody, row);
  const ids: string[] = [];
  for (let unit = 0; unit < o.quantity; unit++) {
    const id = randomUUID();
    const seed = deps.custody.seal(newTicketSeed());
    const signature = signTicket(privateKey, {
      ticketId: id,
      eventId: row.eventId,
      tierId: o.tierId,
      secretVersion: 1,
    });
    const [made] = await tx
      .insert(tickets)
      .values({
        id,
        eventId: row.eventId,
        tierId: o.tierId,
        ownerId: o.ownerId,
        orderId: o.orderId ?? null,
        orderLineId: o.orderLineId ?? null,
        unit,
        secretVersion: 1,
        seedCiphertext: seed.ciphertext,
        seedIv: seed.iv,
        seedTag: seed.tag,
        seedKeyId: seed.keyId,
        signature,
        issuedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: tickets.id });
    if (made) ids.push(made.id);
  }
  if (!o.orderLineId) return ids;
  const line = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.orderLineId, o.orderLineId))
    .orderBy(asc(tickets.unit));
  return line.map((t) => t.id);
}
