import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, orderLines, orders, pickupPoints } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import { fail } from '../../http/errors';
import type { Order } from '../../schemas/orders';
import type { OrderRow } from './transition';

export type ViewerRole = Order['viewerRole'];
export const SUPPORT_TAG = 'SUPPORT';
type Viewer = Pick<SessionMember, 'id' | 'permiTagValues'>;

/** Who the member is to this order: its buyer, its seller, customer service (tag SUPPORT), or nobody (null). */
export function viewerRoleOf(
  member: Viewer | null,
  row: Pick<OrderRow, 'buyerId' | 'sellerId'>,
): ViewerRole | null {
  if (!member) return null;
  if (row.buyerId === member.id) return 'BUYER';
  if (row.sellerId === member.id) return 'SELLER';
  return member.permiTagValues.includes(SUPPORT_TAG) ? 'SUPPORT' : null;
}

/**
 * The order if this member may see it, with their role. Anybody else gets NOT_FOUND, the same answer as for
 * an order that does not exist, so order ids reveal nothing (spec: nobody reads another member's order).
 */
export async function visibleOrder(
  db: Db,
  member: Viewer,
  orderId: string,
): Promise<{ row: OrderRow; role: ViewerRole }> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const role = row ? viewerRoleOf(member, row) : null;
  if (!row || !role) fail('NOT_FOUND', 'order_not_found');
  return { row, role };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What an order's view reads besides its row: its lines, its two members' names, its pickup point's name. */
export type OrderViewParts = {
  lines: (typeof orderLines.$inferSelect)[];
  people: { id: string; name: string }[];
  pickupPoint: string | null;
};

/** An order row as the API answers it (spec §3 Order, every field), for the given viewer role. */
export async function orderView(db: Db, row: OrderRow, role: ViewerRole): Promise<Order> {
  const [lines, named] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(orderLines.position),
    orderNames(db, row),
  ]);
  return buildOrderView(row, role, { lines, ...named });
}

/** The names an order's view shows (its buyer's, its seller's, its pickup point's), read before its lines exist. */
export async function orderNames(
  db: Db,
  row: Pick<OrderRow, 'buyerId' | 'sellerId' | 'pickupPointId'>,
): Promise<Omit<OrderViewParts, 'lines'>> {
  const [people, point] = await Promise.all([
    db
      .select({ id: members.id, name: members.name })
      .from(members)
      .where(inArray(members.id, [row.buyerId, row.sellerId])),
    row.pickupPointId
      ? db
          .select({ name: pickupPoints.name })
          .from(pickupPoints)
          .where(eq(pickupPoints.id, row.pickupPointId))
      : Promise.resolve([]),
  ]);
  return { people, pickupPoint: point[0]?.name ?? null };
}

/** The view of an order from its row and parts, without reading anything (createOrder builds it in its transaction). */
export function buildOrderView(
  row: OrderRow,
  role: ViewerRole,
  { lines, people, pickupPoint }: OrderViewParts,
): Order {
  const person = (id: string) => ({ id, name: people.find((p) => p.id === id)?.name ?? '' });
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    status: row.label,
    cod: row.cod,
    state: row.state,
    paymentState: row.paymentState,
    fulfilment: row.fulfilment,
    viewerRole: role,
    time: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    paidDate: iso(row.paidAt),
    paymentMethod: row.paymentMethod,
    paidAmount: row.paidAmount,
    price: row.price,
    salesAmount: row.salesAmount,
    buyer: person(row.buyerId),
    seller: person(row.sellerId),
    buyerRemark: row.buyerRemark,
    buyerName: row.buyerName,
    buyerMobile: row.buyerMobile,
    buyerEmail: row.buyerEmail,
    buyerAddress: row.buyerAddress,
    receipt: row.receipt,
    buyerWalletAddress: row.buyerWalletAddress,
    sellerWalletAddress: row.sellerWalletAddress,
    deliveryType: row.deliveryType,
    receiverName: row.receiverName,
    receiverPhone: row.receiverPhone,
    receiverEmail: row.receiverEmail,
    receiverAddress: row.receiverAddress,
    pickupPoint,
    logisticsCompany: row.logisticsCompany,
    waybillNumber: row.waybillNumber,
    deliveryTime: iso(row.deliveryTime),
    receiptImage: row.receiptImage,
    txHash: row.txHash,
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId ?? '',
      couponBatchId: l.couponBatchId,
      ticketTierId: l.ticketTierId,
      name: l.name,
      image: l.image,
      kind: l.kind,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: l.discount,
      total: l.total,
      spec: l.spec,
      blockchain: l.blockchain,
      contractAddress: l.contractAddress,
      contractType: l.contractType,
      tokenId: l.tokenId,
      fulfilment: l.fulfilment,
      trackingNumber: l.trackingNumber,
    })),
  };
}

/** getOrder (spec §2 orderDetail): the buyer, the seller or customer service; anybody else 404. */
export async function getOrder(deps: Pick<Deps, 'db'>, member: Viewer, orderId: string): Promise<Order> {
  const { row, role } = await visibleOrder(deps.db, member, orderId);
  return orderView(deps.db, row, role);
}
