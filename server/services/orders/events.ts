import { asc, eq } from 'drizzle-orm';
import { orderEvents } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import type { OrderEventEntry } from '../../schemas/orders';
import { visibleOrder } from './read';

/**
 * getOrderEvents (spec §2 orderDetail timeline, support replay): every transition of the order in order, with
 * who, when, from, to, why, its cause and the machine event. The buyer, the seller or SUPPORT; others 404.
 */
export async function getOrderEvents(
  deps: Pick<Deps, 'db'>,
  member: Pick<SessionMember, 'id' | 'permiTagValues'>,
  orderId: string,
): Promise<OrderEventEntry[]> {
  await visibleOrder(deps.db, member, orderId);
  const rows = await deps.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.seq));
  return rows.map((e) => ({
    seq: e.seq,
    event: e.event,
    actorRole: e.actorRole,
    actorId: e.actorId,
    from: e.fromLabel,
    to: e.toLabel,
    reason: e.reason,
    cause: e.cause,
    machineEvent: e.machineEvent,
    at: e.createdAt.toISOString(),
  }));
}
