import type PgBoss from 'pg-boss';
import type { Deps } from '../../http/context';

/**
 * The ticket token job: one body (tickets/chain.ts syncTicket) brings the chain in line with the ticket's row
 * (mint, transfers, burn), each step journaled by key, so any number of deliveries move the token once.
 */
export const TICKET_CHAIN_QUEUE = 'tickets.chain';

export type TicketChainJob = { ticketId: string; chainWaits?: number };

export const ticketJobOptions = (ticketId: string): PgBoss.SendOptions => ({
  singletonKey: ticketId,
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
});

type Log = Pick<Deps, 'queue'> & Partial<Pick<Deps, 'log'>>;

/**
 * Queues the ticket's chain work. With `db` (jobDbOf(tx)) the job is written in the caller's transaction and
 * fails with it (the queue must exist first: deps.queue.ensure); without, after the commit, and a job lost
 * there is found again by the ticket sweep.
 */
export async function enqueueTicket(deps: Log, ticketId: string, db?: PgBoss.Db): Promise<void> {
  if (db) {
    await deps.queue.send(TICKET_CHAIN_QUEUE, { ticketId }, { ...ticketJobOptions(ticketId), db });
    return;
  }
  await deps.queue
    .send(TICKET_CHAIN_QUEUE, { ticketId }, ticketJobOptions(ticketId))
    .catch((err: unknown) => deps.log?.warn({ ticketId, err: String(err) }, 'ticket job not queued'));
}
