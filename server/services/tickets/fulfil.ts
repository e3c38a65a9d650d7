import type { Db } from '../../db/client';
import type { Deps } from '../../http/context';
import { shipAndFinish } from '../orders/confirm';
import { linesOfKind } from '../orders/one-line-order';
import { lockOrder } from '../orders/transition';
import { issueTickets } from './issue';

/**
 * The ticket half of the fulfilment job: when an order with TICKET lines is FULLPAID, its tickets are issued
 * to the buyer (signed, seeded; unique by line and unit, so a second run issues nothing), and the order is
 * delivered and finished (the merchant credited less the platform fee), all in one transaction: the buyer is
 * told once, by the finished order's DELIVERED. Answers false for an order without TICKET lines. A lost job is
 * queued again by the fulfilment sweep (enqueueLostFulfilments: a FULLPAID order with an UNFULFILLED line).
 */
export async function applyTicketOrder(
  deps: Pick<Deps, 'db' | 'now' | 'env' | 'custody'>,
  orderId: string,
): Promise<boolean> {
  const [first] = await linesOfKind(deps.db, orderId, 'TICKET');
  if (!first) return false;
  const now = deps.now();
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, orderId);
    if (order.label !== 'FULLPAID') return;
    for (const line of await linesOfKind(tx, orderId, 'TICKET')) {
      await issueTickets(tx, deps, {
        tierId: line.ticketTierId!,
        ownerId: order.buyerId,
        quantity: line.quantity,
        orderId,
        orderLineId: line.id,
      });
    }
    const fee = deps.env.PLATFORM_FEE_BP;
    await shipAndFinish(
      tx,
      order,
      { cause: { tickets: 'issued' }, lineKind: 'TICKET', platformFeeBp: fee },
      now,
    );
  });
  // Minting each ticket as a token to the buyer's wallet is queued here once that step exists.
  return true;
}
