import type PgBoss from 'pg-boss';
import type { Deps } from '../http/context';
import { laggingTickets, syncTicket } from '../services/tickets/chain';
import {
  enqueueTicket,
  TICKET_CHAIN_QUEUE,
  ticketJobOptions,
  type TicketChainJob,
} from '../services/tickets/queue';
import { untilChainIsBack } from './chain-wait';
import { SCHEDULED } from './queue';

export const TICKET_SWEEP_QUEUE = 'tickets.chainSweep';

/** One 'tickets.chain' delivery (mint, transfers, burn); a chain outage waits without using a retry. */
export async function handleTicketJob(deps: Deps, job: { data: TicketChainJob }): Promise<void> {
  const { ticketId } = job.data;
  await untilChainIsBack(
    deps,
    { name: TICKET_CHAIN_QUEUE, data: job.data, options: ticketJobOptions(ticketId) },
    () => syncTicket(deps, ticketId),
  );
}

/**
 * Queues the token work a lost job left behind (a job not sent after its commit, retries used up): tickets
 * whose chain state lags and that have no open job. At start and every five minutes; the work itself stays
 * exactly-once through the journal.
 */
export async function sweepTickets(deps: Pick<Deps, 'db' | 'queue' | 'log'>): Promise<void> {
  const open = await deps.queue.openKeys(TICKET_CHAIN_QUEUE);
  for (const id of await laggingTickets(deps.db)) if (!open.has(id)) await enqueueTicket(deps, id);
}

/** Registers the ticket token worker and its sweep. */
export async function registerTicketChainWorkers(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  await boss.createQueue(TICKET_CHAIN_QUEUE);
  await deps.queue.work<TicketChainJob>(
    TICKET_CHAIN_QUEUE,
    { includeMetadata: true, batchSize: 1 },
    async (jobs: PgBoss.JobWithMetadata<TicketChainJob>[]) => {
      for (const job of jobs) await handleTicketJob(deps, job);
    },
  );
  await boss.createQueue(TICKET_SWEEP_QUEUE);
  await boss.schedule(TICKET_SWEEP_QUEUE, '*/5 * * * *');
  await boss.work(TICKET_SWEEP_QUEUE, SCHEDULED, async () => {
    await sweepTickets(deps);
  });
  await sweepTickets(deps);
}
