import { and, eq, inArray, sum } from 'drizzle-orm';
import { paymentEvents } from '../../db/schema';
import type { Deps } from '../../http/context';
import { Code } from '../../schemas/codes';
import type { PaymentCheck } from '../../schemas/payments';
import { buyersSession } from './buyer-session';

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
  const expired = s.status === 'OPEN' && s.expiresAt <= deps.now();
  const { captured, refunded } = s.status === 'SUCCEEDED' ? await moneyOf(deps, s.id) : NONE;
  const allBack = captured > 0n && refunded >= captured;
  return {
    ref,
    orderId: s.orderId,
    status: expired ? 'EXPIRED' : allBack ? 'REFUNDED' : s.status,
    refundedAmount: refunded.toString(),
    failureCode: expired ? Code.TRANSACTION_EXPIRED : s.failureCode,
    orderStatus: order.label,
  };
}

const NONE = { captured: 0n, refunded: 0n };

/** What the session's captures took and what of it was given back (refunds name their capture). */
async function moneyOf(deps: Pick<Deps, 'db'>, sessionId: string) {
  const captures = await deps.db
    .select({ id: paymentEvents.id, amount: paymentEvents.amount })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.sessionId, sessionId), eq(paymentEvents.kind, 'CAPTURE')));
  if (captures.length === 0) return NONE;
  const [back] = await deps.db
    .select({ total: sum(paymentEvents.amount) })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.kind, 'REFUND'),
        inArray(
          paymentEvents.refundOf,
          captures.map((c) => c.id),
        ),
      ),
    );
  return {
    captured: captures.reduce((t, c) => t + BigInt(c.amount), 0n),
    refunded: BigInt(back?.total ?? '0'),
  };
}
