import type { Deps } from '../../http/context';
import { STRIPE, stripeClientSecret } from '../../payments/stripe/adapter';
import { stripeIsReal } from '../../payments/stripe/method';
import { STRIPE_SANDBOX } from '../../payments/stripe/sandbox';
import type { StripeIntent } from '../../schemas/payments-stripe';
import { buyersSession } from './buyer-session';

/**
 * stripeIntent: what the buyer's '#/stripe' page needs for one of their Stripe sessions: the amount and order,
 * and which form to show. With a publishable key, the PaymentIntent's client secret for Stripe's Payment
 * Element (only while the session is open, only to the order's buyer); else the sandbox's card form.
 */
export async function stripeIntent(
  deps: Pick<Deps, 'db' | 'env' | 'now'>,
  memberId: string,
  ref: string,
): Promise<StripeIntent> {
  const { session: s, order } = await buyersSession(
    deps,
    memberId,
    ref,
    [STRIPE, STRIPE_SANDBOX],
    'payment_session_not_found',
  );
  const status = s.status === 'OPEN' && s.expiresAt <= deps.now() ? 'EXPIRED' : s.status;
  const element = s.provider === STRIPE && stripeIsReal(deps.env) && deps.env.STRIPE_PUBLISHABLE_KEY !== '';
  const secret =
    element && status === 'OPEN' && s.providerRef ? await stripeClientSecret(deps.env, s.providerRef) : null;
  return {
    ref,
    amount: s.amount,
    currency: s.currency,
    orderNumber: order.number,
    status,
    mode: s.provider === STRIPE ? 'ELEMENT' : 'SANDBOX',
    publishableKey: element ? deps.env.STRIPE_PUBLISHABLE_KEY : null,
    clientSecret: secret,
    returnUrl: `#/checkpay?ref=${ref}`,
  };
}
