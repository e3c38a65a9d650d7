import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import { fail } from '../../http/errors';
import type { Order } from '../../schemas/orders';
import { lockOrderOrNull } from './cancel';
import { orderView, viewerRoleOf } from './read';

export type OrderUpdate = {
  remark?: string | undefined;
  receiverName?: string | undefined;
  receiverPhone?: string | undefined;
  receiverEmail?: string | undefined;
  receiverAddress?: string | undefined;
};

/**
 * updateOrder: the buyer changes the remark and the receiver's details while the order is NEW (nothing that
 * changes its price or delivery type). The seller and SUPPORT see the order but may not change it (403); after
 * NEW the answer is 4601; anybody else gets 404.
 */
export async function updateOrder(
  deps: Pick<Deps, 'db' | 'now'>,
  member: Pick<SessionMember, 'id' | 'permiTagValues'>,
  orderId: string,
  change: OrderUpdate,
): Promise<Order> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const order = await lockOrderOrNull(tx, orderId);
    const role = order ? viewerRoleOf(member, order) : null;
    if (!order || !role) fail('NOT_FOUND', 'order_not_found');
    if (role !== 'BUYER') fail('FORBIDDEN', 'not_order_buyer');
    if (order.label !== 'NEW') fail('ORDER_STATE_INVALID', 'order_not_new');
    const set = {
      ...(change.remark !== undefined ? { buyerRemark: change.remark } : {}),
      ...(change.receiverName !== undefined ? { receiverName: change.receiverName } : {}),
      ...(change.receiverPhone !== undefined ? { receiverPhone: change.receiverPhone } : {}),
      ...(change.receiverEmail !== undefined ? { receiverEmail: change.receiverEmail } : {}),
      ...(change.receiverAddress !== undefined ? { receiverAddress: change.receiverAddress } : {}),
    };
    const [updated] = await tx
      .update(orders)
      .set({ ...set, updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning();
    return updated!;
  });
  return orderView(deps.db, row, 'BUYER');
}
