import { eq } from 'drizzle-orm';
import { paymentStateOf } from '../../../machines/order-status';
import type { Db } from '../../db/client';
import { jobDbOf } from '../../db/job-db';
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
import { insertRefund, recordRefund, type RefundPart } from './refund-record';
import { REFUND_QUEUE, refundJobOptions, type RefundJob } from './record';
import { queueReceipt, RECEIPT_QUEUE } from './receipt';
import { enqueueTicket, TICKET_CHAIN_QUEUE } from '../tickets/queue';
import { refundedTicketIds } from '../tickets/release';

type RefundDeps = Pick<Deps, 'db' | 'env' | 'chains' | 'queue' | 'now'> & Partial<Pick<Deps, 'log'>>;
const REFUND = { type: 'order.refund', by: 'SUPPORT' } as const;

/** Asks the capture's provider to give back what is left of it (idempotent there on `refund:<captureRef>`). */
async function refundAtProvider(
  deps: RefundDeps,
  capture: CaptureRow & { remaining: bigint },
  reason: string,
) {
  const key = `refund:${capture.providerRef}`;
  const provider = providerById(deps, capture.provider, 'refund');
  const { refundRef } = await provider.refund(capture, { amount: capture.remaining, key, reason });
  return { capture, amount: capture.remaining, key, refundRef, reason, origin: 'ORDER_REFUND' } as const;
}

/**
 * refundOrder (customer service, tag SUPPORT): every net capture is refunded through its
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
  const done = new Map<string, RefundPart>();
  if (first.label !== 'CLOSED') {
    for (const capture of await unrefundedCaptures(deps.db, first.id)) {
      done.set(capture.id, await refundAtProvider(deps, capture, form.reason));
    }
  }
  const now = deps.now();
  const left: string[] = [];
  const refunded: string[] = [];
  // Its receipts and refund jobs are written in the closing transaction and the answer is read there (issue
  // 32): a refund that committed is never answered as a failure, nor left without its jobs. Queues exist first.
  for (const q of [RECEIPT_QUEUE, REFUND_QUEUE, TICKET_CHAIN_QUEUE]) await deps.queue.ensure(q);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, form.orderId);
    if (order.label === 'CLOSED') return orderView(tx, order, 'SUPPORT');
    for (const capture of await unrefundedCaptures(tx, order.id)) {
      const part = done.get(capture.id);
      // The same remaining as when it was refunded: else a part arrived in between, and the job refunds it.
      if (part && part.amount === capture.remaining) {
        const id = await insertRefund(tx, part, now, deps);
        if (id) refunded.push(id);
      } else left.push(capture.id);
    }
    // Tickets already REFUNDED had their token jobs queued by the REFUND rows that took them back, these ones
    // included (tickets/refund-hooks.ts).
    const queued = new Set(await refundedTicketIds(tx, order.id));
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
    const jobs = jobDbOf(tx);
    for (const id of refunded) await queueReceipt(deps, id, jobs);
    // Tickets the order's end turned REFUNDED (releaseTicketLines: those no row paid for): their tokens are burnt
    // by the ticket job.
    for (const id of await refundedTicketIds(tx, order.id))
      if (!queued.has(id)) await enqueueTicket(deps, id, jobs);
    for (const captureId of left) {
      const job: RefundJob = { orderId: order.id, captureId };
      await deps.queue.send(REFUND_QUEUE, job, { ...refundJobOptions(captureId), db: jobs });
    }
    const [row] = await tx.select().from(orders).where(eq(orders.id, moved.order.id));
    return orderView(tx, row as OrderRow, 'SUPPORT');
  });
}

/**
 * One 'payments.refund' job: gives back a capture the order did not need (late after expiry or cancellation,
 * a second payment, one that came while support closed the order) or, with `excess`, the part of a capture
 * that paid past the order's total. The REFUND row is recorded once; where the ledger's payment state changes
 * (a cancelled order's money all returned), that goes through the machine too.
 */
export async function refundUnneededPayment(deps: RefundDeps, job: RefundJob): Promise<void> {
  const [capture] = await deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, job.captureId));
  if (!capture || capture.kind !== 'CAPTURE') return;
  const open = (await unrefundedCaptures(deps.db, capture.orderId)).find((c) => c.id === capture.id);
  if (!open) return;
  const excess = job.excess === undefined ? null : BigInt(job.excess);
  const amount = excess !== null && excess < open.remaining ? excess : open.remaining;
  const key = excess !== null ? `refund:${capture.providerRef}:excess` : `refund:${capture.providerRef}`;
  const reason = excess !== null ? 'overpaid' : 'unneeded';
  const provider = providerById(deps, capture.provider, 'refund');
  const { refundRef } = await provider.refund(capture, { amount, key, reason });
  await recordRefund(deps, { capture, amount, key, refundRef, reason, origin: 'SYSTEM_EXCESS' });
}
