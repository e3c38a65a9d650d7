import type { Deps } from '../../http/context';
import { checkoutScriptUrl, MASTERCARD } from '../../payments/mastercard/adapter';
import { MASTERCARD_SANDBOX } from '../../payments/mastercard/sandbox';
import { providerById } from '../../payments/providers';
import type { MastercardCheckout } from '../../schemas/payments-mastercard';
import type { PaymentCheck } from '../../schemas/payments';
import { buyersSession } from './buyer-session';
import { checkPayment } from './check';
import { applyVerdict } from './verdict';

const MASTERCARD_PROVIDERS = [MASTERCARD, MASTERCARD_SANDBOX];

/**
 * mastercardCheckout: what the masterCard page shows (order, amount, state) and how it opens the hosted page:
 * the gateway's Checkout.js with the session id, or the sandbox's '#/masterDetail'.
 */
export async function mastercardCheckout(
  deps: Pick<Deps, 'db' | 'env' | 'now'>,
  memberId: string,
  ref: string,
): Promise<MastercardCheckout> {
  const { session: s, order } = await buyersSession(deps, memberId, ref, MASTERCARD_PROVIDERS);
  const check = await checkPayment(deps, memberId, ref);
  const hosted = s.provider === MASTERCARD;
  return {
    ref,
    orderId: order.id,
    orderNumber: order.number,
    title: order.title,
    amount: s.amount,
    currency: s.currency,
    status: check.status,
    mode: hosted ? 'HOSTED' : 'SANDBOX',
    sessionId: hosted ? s.providerRef : null,
    scriptUrl: hosted ? checkoutScriptUrl(deps.env) : null,
  };
}

/**
 * verifyMastercardPayment: the return page's server-side check ("the result verified before the success page").
 * A session still OPEN is asked at the gateway (Retrieve Order) and its answer takes the one idempotent path
 * (applyVerdict), so it is harmless beside the notification; then answers checkPayment. A gateway that cannot
 * be reached leaves the session as it is (the page keeps waiting; the reconciliation asks again).
 */
export async function verifyMastercardPayment(
  deps: Pick<Deps, 'db' | 'env' | 'chains' | 'queue' | 'now' | 'log'>,
  memberId: string,
  ref: string,
): Promise<PaymentCheck> {
  const { session } = await buyersSession(deps, memberId, ref, MASTERCARD_PROVIDERS);
  if (session.status === 'OPEN') {
    try {
      const provider = providerById(deps, session.provider, 'refund');
      const verdict = provider.query ? await provider.query(session) : null;
      if (verdict && verdict.ref === ref) await applyVerdict(deps, provider, session, verdict);
    } catch (err) {
      deps.log.warn({ ref, provider: session.provider, err: String(err) }, 'mastercard verify failed');
    }
  }
  return checkPayment(deps, memberId, ref);
}
