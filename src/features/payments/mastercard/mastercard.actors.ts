import { fromPromise } from 'xstate';
import {
  hostedPaymentMachine,
  type HostedAnswer,
  type HostedDecision,
  type HostedPageInfo,
} from '@machines/hosted-payment.machine';
import {
  mastercardPaymentMachine,
  type MastercardCheckoutInfo,
  type MastercardVerdict,
} from '@machines/mastercard-payment.machine';
import { awaitPaymentResult } from '@machines/payment-result.machine';
import { showHostedPaymentPage } from './checkout-js';
import { mastercardApi } from './mastercard.api';

/**
 * The Mastercard payment machine with its effects: the buyer's payment, the hosted page (the gateway's
 * Checkout.js, or `openSandbox` for the sandbox's '#/masterDetail', which the page routes), and the wait for
 * the result over the server-side verification at the gateway.
 */
export function mastercardFlow(openSandbox: (ref: string) => void) {
  return mastercardPaymentMachine.provide({
    actors: {
      loadCheckout: fromPromise<MastercardCheckoutInfo, string>(({ input, signal }) =>
        mastercardApi.checkout(input, { signal }),
      ),
      openHostedPage: fromPromise<void, MastercardCheckoutInfo>(async ({ input }) => {
        if (input.mode === 'SANDBOX' || !input.scriptUrl || !input.sessionId) return openSandbox(input.ref);
        const back = `${window.location.origin}${window.location.pathname}#/masterCard?ref=${input.ref}`;
        await showHostedPaymentPage(input.scriptUrl, input.sessionId, back);
      }),
      awaitResult: awaitPaymentResult<MastercardVerdict>((ref, signal) =>
        mastercardApi.verify(ref, { signal }),
      ),
    },
  });
}

/**
 * The hosted-payment machine with the sandbox gateway's effects (masterDetail): its session, whose way back
 * is masterSuccess, then the card, the 3-D Secure code once asked for, or Cancel.
 */
export function mastercardHostedFlow() {
  return hostedPaymentMachine.provide({
    actors: {
      loadPage: fromPromise<HostedPageInfo, string>(async ({ input, signal }) => ({
        ...(await mastercardApi.sandboxSession(input, { signal })),
        returnUrl: `#/masterSuccess?ref=${input}`,
      })),
      decide: fromPromise<HostedAnswer, HostedDecision>(({ input, signal }) => {
        if (input.code !== undefined)
          return mastercardApi.sandboxChallenge(input.ref, input.code, { signal });
        if (input.choice === 'CANCEL') return mastercardApi.sandboxCancel(input.ref, { signal });
        return mastercardApi.sandboxPay(input.ref, input.fields!, { signal });
      }),
    },
  });
}
