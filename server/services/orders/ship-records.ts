import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderLines } from '../../db/schema';
import type { SessionMember } from '../../http/context';
import type { ShipRecord } from '../../schemas/fulfilment';
import { visibleOrder } from './read';

/**
 * listShipRecords (spec §7 ship records): per line of an order its shipment — the NFT transfer's transaction
 * hash, or the parcel's logistics company, waybill, delivery time and receipt image — read from the order's
 * 'order.ship' timeline entries (each names the lines it shipped). Buyer, seller or customer service; others 404.
 */
export async function listShipRecords(
  db: Db,
  member: Pick<SessionMember, 'id' | 'permiTagValues'>,
  orderId: string,
): Promise<ShipRecord[]> {
  const { row } = await visibleOrder(db, member, orderId);
  const [lines, ships] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.position)),
    db
      .select({ cause: orderEvents.cause, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.event, 'order.ship')))
      .orderBy(asc(orderEvents.seq)),
  ]);
  return lines.map((line) => {
    const ship = ships.findLast((s) => (s.cause.lines ?? '').split(',').includes(line.id));
    const c = ship?.cause ?? {};
    const nft = line.kind !== 'PHYSICAL';
    return {
      lineId: line.id,
      kind: line.kind,
      fulfilment: line.fulfilment,
      logisticsCompany: c.logisticsCompany ?? null,
      waybillNumber: c.waybillNumber ?? null,
      txHash: c.txHash ?? (nft ? line.trackingNumber : null),
      deliveryTime: c.deliveryTime ?? ship?.at.toISOString() ?? null,
      receiptImage: c.receiptImage ?? null,
    };
  });
}
