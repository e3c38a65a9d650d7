import { and, eq, ne } from 'drizzle-orm';
import { orderFulfilment, type FulfilmentState } from '../../../machines/order-status';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { MarkDeliveredForm } from '../../schemas/fulfilment';
import { uploadFile } from '../content/files';
import { boundWallet, buyerAddress, lineToken, type LineRow } from './nft-delivery';
import { recordNftShipped } from './nft-shipped';
import { canApply, lockOrder, transitionOrder, type OrderRow } from './transition';
import { verifyNftTransfer } from './verify-transfer';

type DeliverDeps = Pick<Deps, 'db' | 'chains' | 'custody' | 'env' | 'now' | 'storage'>;
const DONE: FulfilmentState[] = ['SHIPPED', 'DELIVERED'];
const invalid = (path: string, message: string): never =>
  fail('VALIDATION_FAILED', 'validation_failed', [{ path, message }]);

/**
 * markDelivered: the order's seller (others 404) marks lines delivered. A parcel line takes logistics company,
 * waybill number and delivery time (with an optional receipt image) or a transaction hash; an NFT line the seller
 * sent from a browser wallet takes the transaction's hash, verified on chain before anything is recorded
 * (else TX_NOT_VERIFIED 4607). Without `lineId`: every parcel line still to ship, else the one NFT line left.
 */
export async function markDelivered(
  deps: DeliverDeps,
  memberId: string,
  form: MarkDeliveredForm,
): Promise<OrderRow> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, form.orderId)).limit(1);
  if (!order || order.sellerId !== memberId) fail('NOT_FOUND', 'order_not_found');
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  let targets: LineRow[];
  if (form.lineId) {
    const line = lines.find((l) => l.id === form.lineId);
    if (!line) fail('NOT_FOUND', 'line_not_found');
    targets = [line];
  } else {
    const open = lines.filter((l) => !DONE.includes(l.fulfilment));
    const parcels = open.filter((l) => l.kind === 'PHYSICAL');
    targets = parcels.length > 0 ? parcels : open;
    if (targets.length > 1) invalid('lineId', 'line_required');
  }
  if (targets.length === 0) fail('ORDER_STATE_INVALID', 'nothing_to_deliver');
  if (targets[0]!.kind !== 'PHYSICAL') {
    if (!form.txHash) invalid('txHash', 'required');
    return deliverNftBySeller(deps, memberId, order, targets[0]!, form.txHash);
  }
  return shipParcels(deps, memberId, order, targets, form);
}

/** The seller's own transfer of an NFT line, accepted once the chain shows it (contract, id, amount, from, to). */
async function deliverNftBySeller(
  deps: DeliverDeps,
  memberId: string,
  order: OrderRow,
  line: LineRow,
  txHash: string,
): Promise<OrderRow> {
  if (DONE.includes(line.fulfilment) && line.trackingNumber?.toLowerCase() === txHash.toLowerCase())
    return order;
  if (order.label !== 'FULLPAID' || line.fulfilment !== 'UNFULFILLED') {
    fail('ORDER_STATE_INVALID', 'line_not_deliverable');
  }
  const token = await lineToken(deps.db, line);
  if (!token) fail('ORDER_STATE_INVALID', 'token_not_minted');
  const from = await boundWallet(deps.db, memberId, token.blockchain);
  if (!from) fail('NO_WALLET');
  const to = line.toAddress ?? (await buyerAddress(deps, order, token.blockchain));
  // One transaction delivers one line: a hash already counted for another line is not this delivery.
  const [used] = await deps.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.trackingNumber, txHash), ne(orderLines.id, line.id)))
    .limit(1);
  if (used) fail('TX_NOT_VERIFIED', 'tx_already_used');
  await verifyNftTransfer(deps, { ...token, txHash, from, to });
  return recordNftShipped(deps, order.id, line.id, txHash, { by: 'SELLER', actorId: memberId });
}

/** Parcel lines shipped (order.ship by the seller); the order is DELIVERY once no line is left. */
async function shipParcels(
  deps: DeliverDeps,
  memberId: string,
  order: OrderRow,
  targets: LineRow[],
  form: MarkDeliveredForm,
): Promise<OrderRow> {
  if (targets.some((l) => l.kind !== 'PHYSICAL' || DONE.includes(l.fulfilment))) {
    fail('ORDER_STATE_INVALID', 'line_not_deliverable');
  }
  if (!form.txHash) {
    const missing = (['logisticsCompany', 'waybillNumber', 'deliveryTime'] as const).filter((k) => !form[k]);
    if (missing.length > 0) {
      fail(
        'VALIDATION_FAILED',
        'validation_failed',
        missing.map((path) => ({ path, message: 'required' })),
      );
    }
  }
  // Refused before the upload: the order machine must take this shipment at the order's label.
  const allShippedNow = (
    await deps.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))
  ).every((l) => DONE.includes(l.fulfilment) || targets.some((t) => t.id === l.id));
  if (!canApply(order, { type: 'order.ship', by: 'SELLER', allShipped: allShippedNow })) {
    fail('ORDER_STATE_INVALID', `order.ship_not_allowed_in_${order.label}`);
  }
  const now = deps.now();
  const receiptImage = form.receiptImage
    ? (
        await uploadFile({ db: deps.db, now: deps.now, storage: deps.storage }, memberId, {
          mcId: form.mcId,
          appId: form.appId,
          platform: form.platform,
          purpose: 'delivery_receipt',
          file: form.receiptImage,
        })
      ).displayPath
    : null;
  const deliveryTime = form.deliveryTime ? new Date(form.deliveryTime) : now;
  const ids = targets.map((l) => l.id);
  const cause: Record<string, string> = {
    lines: ids.join(','),
    ...(form.logisticsCompany ? { logisticsCompany: form.logisticsCompany } : {}),
    ...(form.waybillNumber ? { waybillNumber: form.waybillNumber } : {}),
    ...(form.txHash ? { txHash: form.txHash } : {}),
    ...(receiptImage ? { receiptImage } : {}),
    deliveryTime: deliveryTime.toISOString(),
  };
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const locked = await lockOrder(tx, order.id);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    if (lines.some((l) => ids.includes(l.id) && DONE.includes(l.fulfilment))) {
      fail('ORDER_STATE_INVALID', 'line_not_deliverable');
    }
    const after = lines.map((l) => (ids.includes(l.id) ? 'SHIPPED' : l.fulfilment));
    const allShipped = after.every((f) => DONE.includes(f));
    const moved = await transitionOrder(
      tx,
      locked,
      {
        event: { type: 'order.ship', by: 'SELLER', allShipped },
        actorId: memberId,
        reason: 'parcel_shipped',
        cause,
      },
      async (o) => {
        for (const id of ids) {
          await tx
            .update(orderLines)
            .set({
              fulfilment: 'SHIPPED',
              trackingNumber: form.waybillNumber || form.txHash || null,
              updatedAt: now,
            })
            .where(eq(orderLines.id, id));
        }
        await tx
          .update(orders)
          .set({
            logisticsCompany: form.logisticsCompany || null,
            waybillNumber: form.waybillNumber || null,
            deliveryTime,
            ...(receiptImage ? { receiptImage } : {}),
            ...(form.txHash ? { txHash: form.txHash } : {}),
            ...(allShipped ? { deliveredAt: now } : {}),
          })
          .where(eq(orders.id, o.id));
        return { state: o.state, paymentState: o.paymentState, fulfilment: orderFulfilment(after) };
      },
      now,
    );
    return moved.order;
  });
}
