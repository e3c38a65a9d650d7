import { eq } from 'drizzle-orm';
import { orders, paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { Code } from '../../schemas/codes';
import type { PaymentCheck } from '../../schemas/payments';

/**
 * checkPayment: what became of a payment session, for the buyer's result pages (checkpay polls it). It only
 * reads: the order moves on the provider's callback or the chain receipt, never on the browser's return. An open
 * session past its time reads EXPIRED.
 */
export async function checkPayment(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  ref: string,
): Promise<PaymentCheck> {
  const [row] = await deps.db
    .select({ session: paymentSessions, buyerId: orders.buyerId, label: orders.label })
    .from(paymentSessions)
    .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
    .where(eq(paymentSessions.ref, ref))
    .limit(1);
  if (!row || row.buyerId !== memberId) fail('NOT_FOUND');
  const s = row.session;
  const expired = s.status === 'OPEN' && s.expiresAt <= deps.now();
  return {
    ref,
    orderId: s.orderId,
    status: expired ? 'EXPIRED' : s.status,
    failureCode: expired ? Code.TRANSACTION_EXPIRED : s.failureCode,
    orderStatus: row.label,
  };
}
