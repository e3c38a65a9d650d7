import { eq } from 'drizzle-orm';
import { orders, paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';

/**
 * The payment session `ref` with its order, when `memberId` is that order's buyer and (given `providers`) one of
 * those providers holds it; NOT_FOUND otherwise, so another buyer's or another method's session learns nothing.
 */
export async function buyersSession(
  deps: Pick<Deps, 'db'>,
  memberId: string,
  ref: string,
  providers?: readonly string[],
  message?: string,
) {
  const [row] = await deps.db
    .select({ session: paymentSessions, order: orders })
    .from(paymentSessions)
    .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
    .where(eq(paymentSessions.ref, ref))
    .limit(1);
  if (!row || row.order.buyerId !== memberId) fail('NOT_FOUND', message);
  if (providers && !providers.includes(row.session.provider)) fail('NOT_FOUND', message);
  return row;
}
