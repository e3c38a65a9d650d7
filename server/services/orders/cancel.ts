import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import { ApiError, fail } from '../../http/errors';
import type { Order } from '../../schemas/orders';
import { releaseOrderHold } from './hold';
import { orderView, viewerRoleOf } from './read';
import { lockOrder, transitionOrder, type OrderRow, type OrderStep } from './transition';

/** The order locked for this transaction, or null when there is none (other errors go on). */
export async function lockOrderOrNull(tx: Db, orderId: string): Promise<OrderRow | null> {
  return lockOrder(tx, orderId).catch((err: unknown) => {
    if (err instanceof ApiError) return null;
    throw err;
  });
}

/**
 * Ends an unpaid order (cancel or expiry) inside the caller's transaction, through the order machine: state
 * CANCELLED with its time, and everything it held given back (stock, pending count, lock, promotion code).
 */
export async function cancelInTx(tx: Db, order: OrderRow, step: OrderStep, now: Date) {
  return transitionOrder(
    tx,
    order,
    step,
    async (o) => {
      await tx.update(orders).set({ cancelledAt: now }).where(eq(orders.id, o.id));
      await releaseOrderHold(tx, o.id, now);
      return { state: 'CANCELLED', paymentState: o.paymentState, fulfilment: o.fulfilment };
    },
    now,
  );
}

/**
 * cancelOrder (spec §7 cancel): the buyer, or customer service, cancels a NEW order; the machine refuses any
 * other state (4601). The seller may see the order but not cancel it (403); anybody else gets 404.
 */
export async function cancelOrder(
  deps: Pick<Deps, 'db' | 'now'>,
  member: Pick<SessionMember, 'id' | 'permiTagValues'>,
  orderId: string,
  reason: string,
): Promise<Order> {
  const now = deps.now();
  const { order, role } = await deps.db.transaction(async (tx) => {
    const row = await lockOrderOrNull(tx, orderId);
    const role = row ? viewerRoleOf(member, row) : null;
    if (!row || !role) fail('NOT_FOUND', 'order_not_found');
    if (role === 'SELLER') fail('FORBIDDEN', 'not_order_buyer');
    const done = await cancelInTx(
      tx,
      row,
      { event: { type: 'order.cancel', by: role }, actorId: member.id, reason },
      now,
    );
    return { order: done.order, role };
  });
  return orderView(deps.db, order, role);
}
