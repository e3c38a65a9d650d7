import { fromPromise } from 'xstate';
import {
  hostedPaymentMachine,
  type HostedAnswer,
  type HostedDecision,
  type HostedPageInfo,
} from '@machines/hosted-payment.machine';
import { cardApi } from './card.api';

/**
 * The hosted-payment machine with the sandbox card processor's effects: its session, then the card (or the
 * 3-D Secure code once asked for). Where to go (`leave`) is the page's, which holds the router.
 */
export function cardFlow() {
  return hostedPaymentMachine.provide({
    actors: {
      loadPage: fromPromise<HostedPageInfo, string>(({ input, signal }) =>
        cardApi.session(input, { signal }),
      ),
      decide: fromPromise<HostedAnswer, HostedDecision>(({ input, signal }) =>
        input.code !== undefined
          ? cardApi.challenge(input.ref, input.code, { signal })
          : cardApi.pay(input.ref, input.fields!, { signal }),
      ),
    },
  });
}
