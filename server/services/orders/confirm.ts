import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { OrderLine } from '../../schemas/orders';
import { recordPayment } from '../payments/record';
import { completeOrder } from './complete';
import { lockOrder, transitionOrder, type OrderRow, type OrderStep } from './transition';

/** The provider name and reference of the cash a cash-on-delivery order is paid with at the door. */
export const COD_PROVIDER = 'COD';
export const codRef = (orderId: string) => `cod:${orderId}`;

/**
 * Moves a locked order to FINISHED by `step` (order.confirm by the buyer or the system, order.autoFinish) and,
 * in the same transaction, completes it: every line DELIVERED, state COMPLETED, the seller's share credited
 * once (completeOrder). The machine refuses any other starting label before anything is written.
 */
export async function finishOrder(
  tx: Db,
  order: OrderRow,
  step: OrderStep,
  now: Date,
  platformFeeBp: number,
): Promise<OrderRow> {
  const moved = await transitionOrder(
    tx,
    order,
    step,
    async (o) => {
      await completeOrder(tx, o, now, { platformFeeBp });
      await tx
        .update(orderLines)
        .set({ fulfilment: 'DELIVERED', updatedAt: now })
        .where(eq(orderLines.orderId, o.id));
      return { state: 'COMPLETED', paymentState: o.paymentState, fulfilment: 'DELIVERED' };
    },
    now,
  );
  return moved.order;
}

/**
 * Delivers and finishes a locked FULLPAID order the system fulfils by itself in the same transaction (a plan
 * switched on, coupons or tickets issued): order.ship from SYSTEM with `cause` (the lines of `lineKind`, when
 * given, SHIPPED), then finishOrder by a system order.confirm.
 */
export async function shipAndFinish(
  tx: Db,
  order: OrderRow,
  o: { cause: Record<string, string>; lineKind?: OrderLine['kind']; platformFeeBp: number },
  now: Date,
): Promise<OrderRow> {
  const shipped = await transitionOrder(
    tx,
    order,
    { event: { type: 'order.ship', by: 'SYSTEM', allShipped: true }, actorId: null, cause: o.cause },
    async (row) => {
      if (o.lineKind)
        await tx
          .update(orderLines)
          .set({ fulfilment: 'SHIPPED', updatedAt: now })
          .where(and(eq(orderLines.orderId, row.id), eq(orderLines.kind, o.lineKind)));
      return { state: row.state, paymentState: row.paymentState, fulfilment: 'SHIPPED' };
    },
    now,
  );
  const confirm = { event: { type: 'order.confirm', by: 'SYSTEM' }, actorId: null } as const;
  return finishOrder(tx, shipped.order, confirm, now, o.platformFeeBp);
}

/**
 * A cash-on-delivery order is paid at the door: before it completes, the cash is recorded in the payment ledger
 * (provider COD, reference 'cod:<orderId>', the rest of the total), once, through the payment service.
 */
export async function recordCodCash(
  deps: Pick<Deps, 'db' | 'queue' | 'now'>,
  order: OrderRow,
): Promise<void> {
  if (!order.cod || order.paymentState === 'FULL') return;
  const rest = BigInt(order.totalAmount) - BigInt(order.paidAmount);
  if (rest <= 0n) return;
  await recordPayment(deps, {
    orderId: order.id,
    provider: COD_PROVIDER,
    providerRef: codRef(order.id),
    amount: rest,
    currency: order.currency,
    raw: { collectedOn: 'delivery' },
  });
}

/**
 * confirmReceipt: the buyer confirms a delivered order (DELIVERY → FINISHED); a cash-on-delivery order's cash is
 * recorded first. Only the order's buyer (others 404); any other label answers ORDER_STATE_INVALID (4601).
 */
export async function confirmReceipt(
  deps: Pick<Deps, 'db' | 'queue' | 'env' | 'now'>,
  memberId: string,
  orderId: string,
): Promise<OrderRow> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.buyerId !== memberId) fail('NOT_FOUND', 'order_not_found');
  if (order.label !== 'DELIVERY') fail('ORDER_STATE_INVALID', `order.confirm_not_allowed_in_${order.label}`);
  await recordCodCash(deps, order);
  const now = deps.now();
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const locked = await lockOrder(tx, orderId);
    return finishOrder(
      tx,
      locked,
      { event: { type: 'order.confirm', by: 'BUYER' }, actorId: memberId, reason: 'receipt_confirmed' },
      now,
      deps.env.PLATFORM_FEE_BP,
    );
  });
}
