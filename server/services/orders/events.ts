import { asc, eq } from 'drizzle-orm';
import { orderEvents, orderLines } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import type { OrderEventEntry } from '../../schemas/orders';
import { methodOfProvider } from '../payments/list';
import { visibleOrder } from './read';

/**
 * A cause as people read it (the stored one keeps the system's references for the replay): the payment
 * provider as its method, the order's lines by item name.
 */
function readable(cause: Record<string, string>, names: Map<string, string>): Record<string, string> {
  const { provider, ...rest } = cause;
  const out: Record<string, string> = { ...rest };
  if (provider !== undefined) out.method = rest.method ?? methodOfProvider(provider) ?? provider;
  if (rest.lines !== undefined)
    out.lines = rest.lines
      .split(',')
      .map((id) => names.get(id) ?? id)
      .join(', ');
  return out;
}

/**
 * getOrderEvents (spec §2 orderDetail timeline, support replay): every transition of the order in order, with
 * who, when, from, to, why, its cause and the machine event. The buyer, the seller or SUPPORT; others 404.
 */
export async function getOrderEvents(
  deps: Pick<Deps, 'db'>,
  member: Pick<SessionMember, 'id' | 'permiTagValues'>,
  orderId: string,
): Promise<OrderEventEntry[]> {
  const { row: order } = await visibleOrder(deps.db, member, orderId);
  const [rows, lines] = await Promise.all([
    deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.seq)),
    deps.db
      .select({ id: orderLines.id, name: orderLines.name })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId)),
  ]);
  const names = new Map(lines.map((l) => [l.id, l.name]));
  return rows.map((e) => ({
    seq: e.seq,
    event: e.event,
    actorRole: e.actorRole,
    actorId: e.actorId,
    from: e.fromLabel,
    to: e.toLabel,
    reason: e.reason,
    cause: readable(e.cause, names),
    currency: order.currency,
    machineEvent: e.machineEvent,
    at: e.createdAt.toISOString(),
  }));
}
