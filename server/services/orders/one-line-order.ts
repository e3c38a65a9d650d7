import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, orderLines, orders } from '../../db/schema';
import type { PriceBreakdown } from '../../schemas/orders';
import { newOrderNumber } from './number';
import { appendOrderEvent, type OrderRow } from './transition';

type LineRow = typeof orderLines.$inferSelect;

/** What a one-line order names besides its price: who sells, to whom, and its one line (no product). */
export type OneLineOrder = {
  buyerId: string;
  sellerId: string;
  mcId: string;
  price: PriceBreakdown;
  blockchain?: OrderRow['blockchain'];
  requestKey?: string | null;
  expiresAt: Date | null;
  line: Pick<LineRow, 'kind' | 'name' | 'image' | 'quantity'> &
    Partial<Pick<LineRow, 'couponBatchId' | 'ticketTierId'>>;
  /** The order.create event's cause besides the order's number. */
  cause: Record<string, string>;
};

/**
 * Writes an order of one line a member takes in one step, not through the checkout's form (a priced coupon,
 * tickets): NEW, nothing to deliver, the buyer's contact from their profile, titled by its line, with its first
 * timeline entry, inside the caller's transaction (which also takes the units and queues the expiry).
 */
export async function insertOneLineOrder(
  tx: Db,
  o: OneLineOrder,
  now: Date,
): Promise<{ order: OrderRow; lines: LineRow[] }> {
  const [buyer] = await tx.select().from(members).where(eq(members.id, o.buyerId));
  const [order] = await tx
    .insert(orders)
    .values({
      number: newOrderNumber(now),
      title: o.line.name,
      buyerId: o.buyerId,
      sellerId: o.sellerId,
      currency: o.price.currency,
      blockchain: o.blockchain ?? null,
      price: o.price,
      totalAmount: o.price.totalAmount,
      buyerName: buyer?.name ?? '',
      buyerMobile: buyer?.mobile ?? '',
      buyerEmail: buyer?.email ?? '',
      buyerAddress: '',
      receipt: buyer?.name ?? '',
      deliveryType: 'NONE',
      requestKey: o.requestKey ?? null,
      mcId: o.mcId,
      expiresAt: o.expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const lines = await tx
    .insert(orderLines)
    .values({
      ...o.line,
      orderId: order!.id,
      productId: null,
      position: 0,
      unitPrice: o.price.perLine[0]!.unitPrice,
      total: o.price.perLine[0]!.total,
      updatedAt: now,
    })
    .returning();
  await appendOrderEvent(
    tx,
    order!.id,
    {
      event: { type: 'order.create', by: 'BUYER' },
      actorId: o.buyerId,
      from: null,
      to: 'NEW',
      cause: { number: order!.number, ...o.cause },
    },
    now,
  );
  return { order: order!, lines };
}

/** An order's lines of one kind (its COUPON or TICKET lines), in position order. */
export const linesOfKind = (tx: Db, orderId: string, kind: LineRow['kind']) =>
  tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, kind)))
    .orderBy(orderLines.position);
