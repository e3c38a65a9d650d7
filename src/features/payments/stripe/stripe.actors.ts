import { fromPromise } from 'xstate';
import {
  hostedPaymentMachine,
  type HostedAnswer,
  type HostedDecision,
  type HostedPageInfo,
} from '@machines/hosted-payment.machine';
import { errorCodeOf } from '@machines/error-code';
import { Code } from '@schemas/codes';
import type { StripeIntent, StripeSandboxAnswer, StripeSandboxSession } from '@schemas/payments-stripe';
import { stripeApi } from './stripe.api';

/**
 * What the hosted-payment machine knows of Stripe's page: the intent's amount and order, the sandbox's step (a
 * decided attempt goes straight on to the return page, a pending 3-D Secure reopens at its challenge), or, with
 * a publishable key, Stripe's Payment Element (`embedded`).
 */
function pageOf(intent: StripeIntent, sandbox: StripeSandboxSession | null): HostedPageInfo {
  return {
    amount: intent.amount,
    currency: intent.currency,
    orderNumber: intent.orderNumber,
    status: sandbox?.status === 'EXPIRED' ? 'EXPIRED' : intent.status,
    returnUrl: intent.returnUrl,
    ...(sandbox?.step === 'DECIDED' && { settled: true }),
    ...(sandbox?.step === 'CHALLENGE' && { challenge: true }),
    ...(intent.mode === 'ELEMENT' && {
      embedded: { publicKey: intent.publishableKey!, clientSecret: intent.clientSecret! },
    }),
  };
}

/** The sandbox's answer as the machine reads it: REQUIRES_ACTION asks for the 3-D Secure challenge. */
const answerOf = (a: StripeSandboxAnswer): HostedAnswer => ({
  outcome: a.outcome === 'REQUIRES_ACTION' ? 'CHALLENGE' : a.outcome,
  returnUrl: a.returnUrl,
});

/**
 * A refused Cancel reads the session again: one decided meanwhile goes on to the return page; else the refusal
 * stands (a session no longer open closes the page, see `isClosed`).
 */
async function cancel(ref: string): Promise<HostedAnswer> {
  try {
    return answerOf(await stripeApi.cancel(ref));
  } catch (error) {
    const now = await stripeApi.sandboxSession(ref).catch(() => null);
    if (now?.step === 'DECIDED') return { returnUrl: now.returnUrl };
    throw error;
  }
}

/**
 * The hosted-payment machine with the Stripe page's effects: its intent (and the sandbox's step), then the
 * sandbox's card (a decision with the card's fields), its 3-D Secure test page (a decision without them:
 * PAY completes the authentication, DECLINE fails it) or Cancel. The Payment Element confirms by itself.
 */
export function stripePaymentFlow() {
  return hostedPaymentMachine.provide({
    actors: {
      loadPage: fromPromise<HostedPageInfo, string>(async ({ input, signal }) => {
        const intent = await stripeApi.intent(input, { signal });
        const sandbox = intent.mode === 'SANDBOX' ? await stripeApi.sandboxSession(input, { signal }) : null;
        return pageOf(intent, sandbox);
      }),
      decide: fromPromise<HostedAnswer, HostedDecision>(async ({ input }) => {
        if (input.choice === 'CANCEL') return cancel(input.ref);
        if (input.fields) {
          const { cardNumber, expiry, cvc } = input.fields;
          return answerOf(await stripeApi.pay(input.ref, { cardNumber, expiry, cvc }));
        }
        const result = input.choice === 'PAY' ? 'complete' : 'fail';
        return answerOf(await stripeApi.authenticate(input.ref, result));
      }),
    },
    guards: {
      // A refused card or authentication stays on its step with the refusal's text, even "already decided or
      // closed" (1007); only a refused Cancel closes the page.
      isClosed: ({ context }, error: unknown) =>
        context.choice === 'CANCEL' && errorCodeOf(error) === Code.PAYMENT_NOT_OPEN,
    },
  });
}
