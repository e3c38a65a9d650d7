import { eq, sql } from 'drizzle-orm';
import { transition } from 'xstate';
import { orderMachine, orderSnapshotAt, type OrderEvent } from '../../../machines/order.machine';
import { orderLabel, type OrderDimensions, type OrderLabel } from '../../../machines/order-status';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { fail } from '../../http/errors';
import { notifyOrderChange } from '../notifications/order-events';

export type OrderRow = typeof orders.$inferSelect;

/** What caused a transition, kept with it: payment reference, transaction hash, waybill… */
export type OrderCause = Record<string, string>;

export type OrderStep = {
  event: OrderEvent;
  /** The member who caused it (buyer, seller, support), null for the system and providers. */
  actorId: string | null;
  reason?: string;
  cause?: OrderCause;
};

export type TransitionResult = {
  order: OrderRow;
  from: OrderLabel;
  to: OrderLabel;
  /** Effects the machine named (e.g. `refundUnneeded`), for the caller to carry out in the same transaction. */
  actions: string[];
};

/** Reads an order and holds its row until the transaction ends, so transitions of one order queue up. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) fail('NOT_FOUND', 'order_not_found');
  return row;
}

/** Whether the order machine takes this event at the order's label (the app's buttons ask the same). */
export function canApply(order: Pick<OrderRow, 'label' | 'cod'>, event: OrderEvent): boolean {
  return orderSnapshotAt(order.label, order.cod).can(event);
}

/**
 * Moves a locked order by one machine event, inside the caller's transaction (DESIGN §5):
 * 1. the order machine, resolved at the order's label, must take the event (else ORDER_STATE_INVALID);
 * 2. `change` writes the dimensions the event changes (payment state, line fulfilment, state) and answers them;
 * 3. the label derived from those dimensions must be the machine's target: a mismatch is a bug, so the
 *    transaction is rolled back rather than storing an order the machine cannot explain;
 * 4. the transition is appended to `order_events` with who, when, from, to, why and its cause.
 */
export async function transitionOrder(
  tx: Db,
  order: OrderRow,
  step: OrderStep,
  change: (order: OrderRow) => Promise<OrderDimensions>,
  now: Date,
): Promise<TransitionResult> {
  const from = order.label;
  const snapshot = orderSnapshotAt(from, order.cod);
  if (!snapshot.can(step.event)) fail('ORDER_STATE_INVALID', `${step.event.type}_not_allowed_in_${from}`);
  const [next, actions] = transition(orderMachine, snapshot, step.event);
  const to = next.value as OrderLabel;
  const dims = await change(order);
  const derived = orderLabel(dims);
  if (derived !== to) {
    throw new Error(
      `order ${order.id}: ${step.event.type} from ${from} gives ${derived}, the machine says ${to}`,
    );
  }
  const [updated] = await tx
    .update(orders)
    .set({
      state: dims.state,
      paymentState: dims.paymentState,
      fulfilment: dims.fulfilment,
      label: to,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  await appendOrderEvent(tx, order.id, { ...step, from, to }, now);
  return {
    order: updated!,
    from,
    to,
    actions: actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.')),
  };
}

/**
 * Appends one entry to the order's timeline; `from` is null for the order's creation. Every change of an order
 * passes here, so here its buyer and seller are told what concerns them (one notification per change, kept
 * in the same transaction; mailed after the commit).
 */
export async function appendOrderEvent(
  tx: Db,
  orderId: string,
  e: OrderStep & { from: OrderLabel | null; to: OrderLabel },
  now: Date,
): Promise<void> {
  const seq = sql<number>`(select coalesce(max(${orderEvents.seq}), 0) + 1 from ${orderEvents} where ${orderEvents.orderId} = ${orderId})`;
  await tx.insert(orderEvents).values({
    orderId,
    seq,
    event: e.event.type,
    actorRole: e.event.by,
    actorId: e.actorId,
    fromLabel: e.from,
    toLabel: e.to,
    reason: e.reason ?? '',
    cause: e.cause ?? {},
    machineEvent: { ...e.event },
    createdAt: now,
  });
  await notifyOrderChange(
    tx,
    orderId,
    { event: e.event, from: e.from, to: e.to, reason: e.reason, cause: e.cause },
    now,
  );
}
