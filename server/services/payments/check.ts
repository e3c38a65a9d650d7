import type { Deps } from '../../http/context';
import { Code } from '../../schemas/codes';
import type { PaymentCheck } from '../../schemas/payments';
import { buyersSession } from './buyer-session';

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
  const { session: s, order } = await buyersSession(deps, memberId, ref);
  const expired = s.status === 'OPEN' && s.expiresAt <= deps.now();
  return {
    ref,
    orderId: s.orderId,
    status: expired ? 'EXPIRED' : s.status,
    failureCode: expired ? Code.TRANSACTION_EXPIRED : s.failureCode,
    orderStatus: order.label,
  };
}
