import type { Db } from '../../db/client';
import { jobDbOf } from '../../db/job-db';
import type { Deps } from '../../http/context';
import { shipAndFinish } from '../orders/confirm';
import { linesOfKind } from '../orders/one-line-order';
import { lockOrder } from '../orders/transition';
import { issueTickets } from './issue';
import { enqueueTicket, TICKET_CHAIN_QUEUE } from './queue';

/**
 * The ticket half of the fulfilment job: when an order with TICKET lines is FULLPAID, its tickets are issued
 * to the buyer (signed, seeded; unique by line and unit, so a second run issues nothing), and the order is
 * delivered and finished (the merchant credited less the platform fee), all in one transaction: the buyer is
 * told once, by the finished order's DELIVERED. Answers false for an order without TICKET lines. A lost job is
 * queued again by the fulfilment sweep (enqueueLostFulfilments: a FULLPAID order with an UNFULFILLED line).
 * Each ticket's token job (tickets.chain: mint to the buyer's platform wallet) is written in the same
 * transaction, so an order never has issued tickets and no job.
 */
export async function applyTicketOrder(
  deps: Pick<Deps, 'db' | 'now' | 'env' | 'custody' | 'queue'>,
  orderId: string,
): Promise<boolean> {
  const [first] = await linesOfKind(deps.db, orderId, 'TICKET');
  if (!first) return false;
  const now = deps.now();
  await deps.queue.ensure(TICKET_CHAIN_QUEUE);
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, orderId);
    if (order.label !== 'FULLPAID') return;
    for (const line of await linesOfKind(tx, orderId, 'TICKET')) {
      const ids = await issueTickets(tx, deps, {
        tierId: line.ticketTierId!,
        ownerId: order.buyerId,
        quantity: line.quantity,
        orderId,
        orderLineId: line.id,
      });
      for (const id of ids) await enqueueTicket(deps, id, jobDbOf(tx));
    }
    const fee = deps.env.PLATFORM_FEE_BP;
    await shipAndFinish(
      tx,
      order,
      { cause: { tickets: 'issued' }, lineKind: 'TICKET', platformFeeBp: fee },
      now,
    );
  });
  return true;
}
