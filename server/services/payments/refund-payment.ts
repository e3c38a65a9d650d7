import { and, eq, sql } from 'drizzle-orm';
import { orders, paymentEvents } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import { fail } from '../../http/errors';
import { providerById } from '../../payments/providers';
import type { RefundPaymentForm } from '../../schemas/payments-ledger';
import { viewerRoleOf } from '../orders/read';
import { orderPayments, paymentEntry } from './list';
import { recordRefund } from './refund-record';

type RefundPaymentDeps = Pick<Deps, 'db' | 'env' | 'chains' | 'queue' | 'now' | 'log'>;

/**
 * refundPayment (customer service, tag SUPPORT): gives back part or all of what is left of
 * one capture through the provider that took it, then records the REFUND row (recordRefund: once, with the
 * payment state from the ledger). The idempotency key is `refund:<captureRef>:<n>`, n = the capture's refunds
 * so far + 1, so two clicks at once send the same key: the provider refunds once and the ledger's unique key
 * takes one row; the later click answers that row with `duplicate`. More than what is left is refused
 * (VALIDATION_FAILED) before anything is sent. The order itself stays open (refundOrder closes it). Of a
 * ticket order, the tickets the amount pays for are refunded with the row, as with any refund's row
 * (tickets/refund-hooks.ts: one per whole ticket price, unused and newest first; less than one price leaves them
 * valid), their token jobs queued; the row's origin is SUPPORT whatever the reason says.
 */
export async function refundPayment(deps: RefundPaymentDeps, member: SessionMember, form: RefundPaymentForm) {
  const [capture] = await deps.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.id, form.paymentId))
    .limit(1);
  const [order] = capture
    ? await deps.db.select().from(orders).where(eq(orders.id, capture.orderId)).limit(1)
    : [];
  const role = order ? viewerRoleOf(member, order) : null;
  if (!capture || capture.kind !== 'CAPTURE' || !order || !role) fail('NOT_FOUND', 'payment_not_found');
  if (role !== 'SUPPORT') fail('FORBIDDEN', 'support_only');

  // What is left and how many refunds there were, read together: a refund recorded in between moves both.
  const [done] = await deps.db
    .select({
      refunded: sql<string>`coalesce(sum(${paymentEvents.amount}), 0)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.kind, 'REFUND'), eq(paymentEvents.refundOf, capture.id)));
  const remaining = BigInt(capture.amount) - BigInt(done?.refunded ?? '0');
  const amount = form.amount === undefined ? remaining : BigInt(form.amount);
  if (amount <= 0n || amount > remaining)
    fail('VALIDATION_FAILED', 'refund_above_remaining', { remaining: remaining.toString() });

  const key = `refund:${capture.providerRef}:${Number(done?.count ?? 0) + 1}`;
  const provider = providerById(deps, capture.provider, 'refund');
  const { refundRef } = await provider.refund(capture, { amount, key, reason: form.reason });
  const part = { capture, amount, key, refundRef, reason: form.reason, origin: 'SUPPORT' } as const;
  const fresh = await recordRefund(deps, part);
  // The row of this refund: ours, or the one the provider's own refund event recorded first (keyed by its id).
  const [row] = await deps.db
    .select()
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.kind, 'REFUND'),
        eq(paymentEvents.refundOf, capture.id),
        sql`(${paymentEvents.providerRef} in (${key}, ${refundRef}) or ${paymentEvents.raw} ->> 'refundRef' = ${refundRef})`,
      ),
    )
    .limit(1);
  if (!row) throw new Error(`refund ${key} of ${capture.id} recorded but not found`);
  return {
    refund: paymentEntry(row, null),
    duplicate: !fresh,
    payments: await orderPayments(deps.db, order.id),
  };
}
