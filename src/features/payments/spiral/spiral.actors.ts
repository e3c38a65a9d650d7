import { fromPromise } from 'xstate';
import { hostedPaymentMachine, type HostedPageInfo } from '@machines/hosted-payment.machine';
import type { SpiralSandboxChoice } from '@schemas/payments-spiral';
import { spiralApi } from './spiral.api';

/**
 * The hosted-payment machine with Spiral's effects: the sandbox's hosted page (load, decide) and the return's
 * server-side query. Where to go (`leave`) is the page's, which holds the router.
 */
export function spiralFlow() {
  return hostedPaymentMachine.provide({
    actors: {
      loadPage: fromPromise<HostedPageInfo, string>(({ input, signal }) =>
        spiralApi.session(input, { signal }),
      ),
      decide: fromPromise<{ returnUrl: string }, { ref: string; choice: SpiralSandboxChoice }>(
        ({ input, signal }) => spiralApi.decide(input.ref, input.choice, { signal }),
      ),
      confirmReturn: fromPromise<unknown, string>(({ input, signal }) =>
        spiralApi.confirmReturn(input, { signal }),
      ),
    },
  });
}
