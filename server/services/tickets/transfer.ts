import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobDbOf } from '../../db/job-db';
import { members, ticketedEvents, tickets, ticketTiers, ticketTransfers } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { TicketTransfer, TransferTicketForm } from '../../schemas/ticket-door';
import { transferTarget } from '../loyalty/target';
import { newTicketSeed, signTicket } from '../../schemas/ticket-code';
import { enqueueTicket, TICKET_CHAIN_QUEUE } from './queue';
import { eventPrivateKey } from './sealed';

type TransferRow = typeof ticketTransfers.$inferSelect;

async function answerOf(db: Db, t: TransferRow): Promise<TicketTransfer> {
  const [to] = await db.select({ name: members.name }).from(members).where(eq(members.id, t.toMemberId));
  return {
    transferId: t.id,
    ticketId: t.ticketId,
    to: { memberId: t.toMemberId, name: to?.name ?? '' },
    secretVersion: t.secretVersion,
    currency: t.currency,
    price: t.price,
    feeBp: t.feeBp,
    fee: t.fee,
    createdAt: t.createdAt.toISOString(),
  };
}

async function byRequestKey(db: Db, memberId: string, key: string): Promise<TransferRow | null> {
  const [row] = await db
    .select()
    .from(ticketTransfers)
    .where(and(eq(ticketTransfers.fromMemberId, memberId), eq(ticketTransfers.requestKey, key)));
  return row ?? null;
}

/**
 * transferTicket: the holder gives a ticket to another member where its tier allows. Checked in this order:
 * the ticket is the caller's (404 `ticket_not_found`), one ticket (1044), the tier allows transfers (1046
 * `ticket_not_transferable`), the ticket is VALID (409 `ticket_not_valid`), the event has not ended (409
 * `event_ended`), the asking price is within the tier's cap (4200 `over_price_cap` on `price`); then the
 * captcha (4305) and the member (4004; not the caller: 4200 `transfer_to_self`).
 *
 * One transaction moves it: the owner changes, the secret version goes up by one, a new seed is sealed and
 * the event key signs the new version, by a conditional update on the version read (a transfer racing it
 * finds it changed: 409 `ticket_changed`), so the old holder's codes (and any seed handed out) die at the next
 * door kit. The asking price and the organiser's fee (basis points of it, rounded down) are recorded only: no
 * money moves in this slice. A retry with the same `requestKey` answers the same transfer, before any check.
 * The token's move (giver's platform wallet to the receiver's) is the ticket job's, queued in the same
 * transaction.
 */
export async function transferTicket(
  deps: Pick<Deps, 'db' | 'now' | 'custody' | 'log' | 'queue'>,
  memberId: string,
  f: TransferTicketForm,
): Promise<TicketTransfer> {
  const again = await byRequestKey(deps.db, memberId, f.requestKey);
  if (again) {
    if (again.ticketId !== f.id) fail('CONFLICT', 'request_key_reused');
    return answerOf(deps.db, again);
  }
  const now = deps.now();
  const [row] = await deps.db
    .select({
      ticket: tickets,
      tier: {
        currency: ticketTiers.currency,
        transferAllowed: ticketTiers.transferAllowed,
        transferPriceCap: ticketTiers.transferPriceCap,
        transferFeeBp: ticketTiers.transferFeeBp,
      },
      event: {
        endsAt: ticketedEvents.endsAt,
        keyCiphertext: ticketedEvents.keyCiphertext,
        keyIv: ticketedEvents.keyIv,
        keyTag: ticketedEvents.keyTag,
        keyId: ticketedEvents.keyId,
      },
    })
    .from(tickets)
    .innerJoin(ticketTiers, eq(ticketTiers.id, tickets.tierId))
    .innerJoin(ticketedEvents, eq(ticketedEvents.id, tickets.eventId))
    .where(eq(tickets.id, f.id))
    .limit(1);
  if (!row || row.ticket.ownerId !== memberId) fail('NOT_FOUND', 'ticket_not_found');
  const { ticket, tier, event } = row;
  if (f.quantity !== 1) fail('WRONG_QUANTITY', 'ticket_quantity_one');
  if (!tier.transferAllowed) fail('NOT_TRANSFERABLE', 'ticket_not_transferable');
  if (ticket.status !== 'VALID') fail('CONFLICT', 'ticket_not_valid', { status: ticket.status });
  if (now >= event.endsAt) fail('CONFLICT', 'event_ended');
  const price = f.price ?? null;
  if (price !== null && tier.transferPriceCap !== null && BigInt(price) > BigInt(tier.transferPriceCap))
    fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'price', message: 'over_price_cap' }]);
  const to = await transferTarget(deps, memberId, f);

  const version = ticket.secretVersion + 1;
  const seed = deps.custody.seal(newTicketSeed());
  const signature = signTicket(eventPrivateKey(deps.custody, event), {
    ticketId: ticket.id,
    eventId: ticket.eventId,
    tierId: ticket.tierId,
    secretVersion: version,
  });
  const fee = price === null ? null : ((BigInt(price) * BigInt(tier.transferFeeBp)) / 10_000n).toString();
  await deps.queue.ensure(TICKET_CHAIN_QUEUE);
  const made = await deps.db
    .transaction(async (t) => {
      const tx = t as unknown as Db;
      const [moved] = await tx
        .update(tickets)
        .set({
          ownerId: to.id,
          secretVersion: version,
          seedCiphertext: seed.ciphertext,
          seedIv: seed.iv,
          seedTag: seed.tag,
          seedKeyId: seed.keyId,
          signature,
          updatedAt: now,
        })
        .where(
          and(
            eq(tickets.id, ticket.id),
            eq(tickets.ownerId, memberId),
            eq(tickets.secretVersion, ticket.secretVersion),
            eq(tickets.status, 'VALID'),
          ),
        )
        .returning({ id: tickets.id });
      if (!moved) return null;
      const [sent] = await tx
        .insert(ticketTransfers)
        .values({
          ticketId: ticket.id,
          fromMemberId: memberId,
          toMemberId: to.id,
          requestKey: f.requestKey,
          secretVersion: version,
          currency: tier.currency,
          price,
          feeBp: tier.transferFeeBp,
          fee,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // The same key committed by a twin request meanwhile: undo this one and answer that.
      if (!sent) t.rollback();
      await enqueueTicket(deps, ticket.id, jobDbOf(tx));
      return sent!;
    })
    .catch(async (err: unknown) => {
      const twin = await byRequestKey(deps.db, memberId, f.requestKey);
      if (twin) return twin;
      throw err;
    });
  if (!made) {
    const twin = await byRequestKey(deps.db, memberId, f.requestKey);
    if (twin) return answerOf(deps.db, twin);
    fail('CONFLICT', 'ticket_changed');
  }
  deps.log.info(
    {
      ticketId: ticket.id,
      transferId: made.id,
      from: memberId,
      to: to.id,
      secretVersion: version,
      price,
      fee,
    },
    'ticket transferred',
  );
  return answerOf(deps.db, made);
}
