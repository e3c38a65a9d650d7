import { and, eq, sql } from 'drizzle-orm';
import { paymentEvents, paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { Code } from '../../schemas/codes';
import type { PaymentCheck } from '../../schemas/payments';
import { buyersSession } from './buyer-session';
import { refundedOfCapture } from './ledger';

/**
 * checkPayment: what became of a payment session, for the buyer's result pages (checkpay polls it). It only
 * reads: the order moves on the provider's callback or the chain receipt, never on the browser's return. An open
 * session past its time reads EXPIRED; a paid one whose money all went back (a payment that arrived after the
 * order closed is refunded by a job) reads REFUNDED, so the buyer is never told a refunded payment succeeded.
 */
export async function checkPayment(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  ref: string,
): Promise<PaymentCheck> {
  const { session: s, order } = await buyersSession(deps, memberId, ref);
  const outcome = sessionOutcome(s, deps.now());
  const { captured, refunded } = s.status === 'SUCCEEDED' ? await moneyOf(deps, s.id) : NONE;
  const allBack = captured > 0n && refunded >= captured;
  return {
    ref,
    orderId: s.orderId,
    status: allBack ? 'REFUNDED' : outcome.status,
    refundedAmount: refunded.toString(),
    failureCode: outcome.failureCode,
    orderStatus: order.label,
  };
}

/** A session as readers see it: an open one past its time reads EXPIRED (1006), whatever the row still says. */
export function sessionOutcome(
  s: Pick<typeof paymentSessions.$inferSelect, 'status' | 'expiresAt' | 'failureCode'>,
  now: Date,
) {
  const expired = s.status === 'OPEN' && s.expiresAt <= now;
  return {
    status: expired ? ('EXPIRED' as const) : s.status,
    failureCode: expired ? Code.TRANSACTION_EXPIRED : s.failureCode,
  };
}

const NONE = { captured: 0n, refunded: 0n };

/** What the session's captures took and what of it was given back (refunds name their capture). */
async function moneyOf(deps: Pick<Deps, 'db'>, sessionId: string) {
  const captures = await deps.db
    .select({ amount: paymentEvents.amount, refunded: sql<string>`${refundedOfCapture}::text` })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.sessionId, sessionId), eq(paymentEvents.kind, 'CAPTURE')));
  return {
    captured: captures.reduce((t, c) => t + BigInt(c.amount), 0n),
    refunded: captures.reduce((t, c) => t + BigInt(c.refunded), 0n),
  };
}
