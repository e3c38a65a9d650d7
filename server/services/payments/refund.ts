import { eq } from 'drizzle-orm';
import { paymentStateOf } from '../../../machines/order-status';
import type { Db } from '../../db/client';
import { orders, paymentEvents } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import { fail } from '../../http/errors';
import type { CaptureRow } from '../../payments/provider';
import { providerById } from '../../payments/providers';
import { reverseSellerCredit } from '../orders/complete';
import { releaseOrderHold } from '../orders/hold';
import { orderView, viewerRoleOf } from '../orders/read';
import { canApply, lockOrder, transitionOrder, type OrderRow } from '../orders/transition';
import { ledgerSums, unrefundedCaptures } from './ledger';
import { REFUND_QUEUE, refundJobOptions, type RefundJob } from './record';

type RefundDeps = Pick<Deps, 'db' | 'env' | 'chains' | 'queue' | 'now'>;
const REFUND = { type: 'order.refund', by: 'SUPPORT' } as const;

/** Asks the capture's provider to give it back (idempotent there, keyed `refund:<captureRef>`). */
async function refundAtProvider(deps: RefundDeps, capture: CaptureRow) {
  return (await providerById(deps, capture.provider, 'refund').refund(capture)).refundRef;
}

/** The REFUND ledger row of a capture, once: (provider, 'refund:<captureRef>', REFUND) is unique. */
async function insertRefund(tx: Db, capture: CaptureRow, refundRef: string, reason: string, now: Date) {
  const [row] = await tx
    .insert(paymentEvents)
    .values({
      orderId: capture.orderId,
      provider: capture.provider,
      providerRef: `refund:${capture.providerRef}`,
      kind: 'REFUND',
      amount: capture.amount,
      currency: capture.currency,
      sessionId: capture.sessionId,
      refundOf: capture.id,
      reason,
      raw: { refundRef },
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row !== undefined;
}

/**
 * refundOrder (customer service, tag SUPPORT; issue 13 item 7): every net capture is refunded through its
 * provider first (idempotent there), then one transaction records the REFUND rows and closes the order through
 * the machine (order.refund → CLOSED, payment state from the ledger: REFUNDED), gives the stock back and
 * reverses the seller's credit. Asked again it finds the order CLOSED and answers it. A capture that arrives
 * in between is refunded by the 'payments.refund' job.
 */
export async function refundOrder(
  deps: RefundDeps,
  member: SessionMember,
  form: { orderId: string; reason: string },
) {
  const [first] = await deps.db.select().from(orders).where(eq(orders.id, form.orderId)).limit(1);
  const role = first ? viewerRoleOf(member, first) : null;
  if (!first || !role) fail('NOT_FOUND', 'order_not_found');
  if (role !== 'SUPPORT') fail('FORBIDDEN', 'support_only');
  if (first.label !== 'CLOSED' && !canApply(first, REFUND))
    fail('ORDER_STATE_INVALID', `order.refund_not_allowed_in_${first.label}`);
  const done = new Map<string, string>();
  if (first.label !== 'CLOSED') {
    for (const capture of await unrefundedCaptures(deps.db, first.id)) {
      done.set(capture.id, await refundAtProvider(deps, capture));
    }
  }
  const now = deps.now();
  const left: string[] = [];
  const closed = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, form.orderId);
    if (order.label === 'CLOSED') return order;
    for (const capture of await unrefundedCaptures(tx, order.id)) {
      const ref = done.get(capture.id);
      if (ref) await insertRefund(tx, capture, ref, form.reason, now);
      else left.push(capture.id);
    }
    const sums = await ledgerSums(tx, order.id);
    const paymentState = paymentStateOf(BigInt(order.totalAmount), sums.captured, sums.refunded);
    const moved = await transitionOrder(
      tx,
      order,
      { event: REFUND, actorId: member.id, reason: form.reason, cause: { refunds: String(done.size) } },
      async (o) => ({ state: 'CLOSED', paymentState, fulfilment: o.fulfilment }),
      now,
    );
    await tx
      .update(orders)
      .set({ closedAt: now, paidAmount: (sums.captured - sums.refunded).toString() })
      .where(eq(orders.id, order.id));
    await releaseOrderHold(tx, order.id, now);
    await reverseSellerCredit(tx, order.id, now);
    return moved.order;
  });
  for (const captureId of left) {
    const job: RefundJob = { orderId: closed.id, captureId };
    await deps.queue.send(REFUND_QUEUE, job, refundJobOptions(captureId));
  }
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, closed.id));
  return orderView(deps.db, row as OrderRow, 'SUPPORT');
}

/**
 * One 'payments.refund' job: gives back a capture the order did not need (late after expiry or cancellation,
 * a second payment, one that came while support closed the order). The REFUND row is recorded once; where the
 * ledger's payment state changes (a cancelled order's money all returned), that goes through the machine too.
 */
export async function refundUnneededPayment(deps: RefundDeps, job: RefundJob): Promise<void> {
  const [capture] = await deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, job.captureId));
  if (!capture || capture.kind !== 'CAPTURE') return;
  const open = await unrefundedCaptures(deps.db, capture.orderId);
  if (!open.some((c) => c.id === capture.id)) return;
  const refundRef = await refundAtProvider(deps, capture);
  const now = deps.now();
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, capture.orderId);
    if (!(await insertRefund(tx, capture, refundRef, 'unneeded', now))) return;
    const sums = await ledgerSums(tx, order.id);
    const paymentState = paymentStateOf(BigInt(order.totalAmount), sums.captured, sums.refunded);
    const event = { type: 'order.paid', by: 'SYSTEM', paymentState } as const;
    if (paymentState !== order.paymentState && canApply(order, event)) {
      await transitionOrder(
        tx,
        order,
        {
          event,
          actorId: null,
          reason: 'refund_recorded',
          cause: { refundOf: capture.providerRef, refundRef },
        },
        async (o) => ({ state: o.state, paymentState, fulfilment: o.fulfilment }),
        now,
      );
    }
    await tx
      .update(orders)
      .set({ paidAmount: (sums.captured - sums.refunded).toString() })
      .where(eq(orders.id, order.id));
  });
}
