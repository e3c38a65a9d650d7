import { and, asc, eq, lte } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Deps } from '../../http/context';
import { cancelInTx, lockOrderOrNull } from './cancel';
import { canApply } from './transition';

/**
 * Expires one unpaid order once its time is up (spec §4: 30 minutes), as the system: CANCELLED, its stock,
 * lock and promotion code given back. A no-op for an order paid, cancelled or extended meanwhile, so the job
 * and the sweep may both run it, in any process, any number of times. Answers whether it expired the order.
 */
export async function expireOrder(deps: Pick<Deps, 'db'>, orderId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderOrNull(tx, orderId);
    const event = { type: 'order.expire', by: 'SYSTEM' } as const;
    if (!order || !order.expiresAt || order.expiresAt > now || !canApply(order, event)) return false;
    await cancelInTx(tx, order, { event, actorId: null, reason: 'expired' }, now);
    return true;
  });
}

/**
 * Expires every unpaid order past its time (at start-up and every minute): the safety net behind the
 * per-order job, for a job lost to a crash or never queued. Oldest first, a bounded batch per run.
 */
export async function sweepExpiredOrders(deps: Pick<Deps, 'db'>, now: Date, batch = 200): Promise<number> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.state, 'OPEN'), eq(orders.paymentState, 'NONE'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(batch);
  let expired = 0;
  for (const { id } of due) if (await expireOrder(deps, id, now)) expired++;
  return expired;
}
