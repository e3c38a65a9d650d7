import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobDbOf } from '../../db/job-db';
import { orders, type RefundOrigin } from '../../db/schema';
import type { Deps } from '../../http/context';
import { refundTicketsFor } from './partial-refund';
import { enqueueTicket } from './queue';

/**
 * The tickets a refund takes back, in the refund's own transaction (insertRefund, right after its new REFUND
 * row, the order's row locked): whoever made it (support's refundPayment or refundOrder, a refund job, the
 * provider's own refund event, whichever recorded the row first), each whole ticket price it gives back refunds
 * one ticket (refundTicketsFor), and their token jobs are queued in the same transaction (the ticket chain
 * queue must exist first). The system's refunds of money the order did not need (SYSTEM_EXCESS) take none:
 * the tickets were paid for by the rest. The row is written once per refund, so a replay takes nothing more;
 * an order that ends after it (releaseTicketLines) only refunds tickets still VALID, so none twice.
 */
export async function takeBackTicketsOfRefund(
  tx: Db,
  deps: Pick<Deps, 'queue'> & Partial<Pick<Deps, 'log'>>,
  refund: { orderId: string; amount: bigint; origin: RefundOrigin },
  now: Date,
): Promise<string[]> {
  if (refund.origin === 'SYSTEM_EXCESS') return [];
  const [order] = await tx
    .select({ buyerId: orders.buyerId })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  if (!order) return [];
  const ids = await refundTicketsFor(
    tx,
    deps,
    { orderId: refund.orderId, buyerId: order.buyerId, amount: refund.amount },
    now,
  );
  if (ids.length > 0) {
    const jobs = jobDbOf(tx);
    for (const id of ids) await enqueueTicket(deps, id, jobs);
  }
  return ids;
}
