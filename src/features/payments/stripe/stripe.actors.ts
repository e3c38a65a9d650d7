import { fromPromise } from 'xstate';
import {
  stripePaymentMachine,
  type StripeCardFields,
  type StripeChallengeResult,
  type StripePage,
} from '@machines/stripe-payment.machine';
import { stripeApi } from './stripe.api';

/** The Stripe page's effects: its intent (and the sandbox's step), the sandbox card, challenge and cancel. */
export const stripePaymentFlow = () =>
  stripePaymentMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input, signal }: { input: string; signal: AbortSignal }) => {
        const intent = await stripeApi.intent(input, { signal });
        const sandbox = intent.mode === 'SANDBOX' ? await stripeApi.sandboxSession(input, { signal }) : null;
        return { intent, sandbox } satisfies StripePage;
      }),
      pay: fromPromise(({ input }: { input: { ref: string; card: StripeCardFields } }) =>
        stripeApi.pay(input.ref, input.card),
      ),
      authenticate: fromPromise(({ input }: { input: { ref: string; result: StripeChallengeResult } }) =>
        stripeApi.authenticate(input.ref, input.result),
      ),
      cancel: fromPromise(({ input }: { input: string }) => stripeApi.cancel(input)),
    },
  });
