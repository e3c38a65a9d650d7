import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type RefundOrigin } from '../../db/schema';
import type { CaptureRow } from '../../payments/provider';
import { unrefundedCaptures } from './ledger';

/**
 * Who made a refund the provider reports (applyVerdict's REFUNDED, when that report is recorded before our own
 * call records it). Our refunds come back under our key (Stripe's metadata.key, Spiral's reference), and our
 * keys name their maker (RefundRequest): `refund:<captureRef>:<n>` support's refundPayment,
 * `refund:<captureRef>:excess` the system's excess, and the whole `refund:<captureRef>` refundOrder's, or the
 * system's when the order did not need the capture (it has ended, or its other captures pay it). Any other key
 * is a refund made at the provider (its dashboard).
 */
export async function originOfReportedRefund(
  db: Db,
  capture: CaptureRow,
  key: string,
): Promise<RefundOrigin> {
  const ours = `refund:${capture.providerRef}`;
  if (key === `${ours}:excess`) return 'SYSTEM_EXCESS';
  if (key.startsWith(`${ours}:`) && /^\d+$/.test(key.slice(ours.length + 1))) return 'SUPPORT';
  if (key !== ours) return 'PROVIDER';
  const [order] = await db
    .select({ state: orders.state, total: orders.totalAmount })
    .from(orders)
    .where(eq(orders.id, capture.orderId));
  if (!order || order.state === 'CANCELLED' || order.state === 'CLOSED') return 'SYSTEM_EXCESS';
  const others = (await unrefundedCaptures(db, capture.orderId))
    .filter((c) => c.id !== capture.id)
    .reduce((sum, c) => sum + c.remaining, 0n);
  return others >= BigInt(order.total) ? 'SYSTEM_EXCESS' : 'ORDER_REFUND';
}
