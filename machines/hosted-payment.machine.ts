import { assign, setup } from 'xstate';
import { Code } from '@schemas/codes';
import type { SpiralSandboxChoice } from '@schemas/payments-spiral';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** What the hosted page shows of the session it takes payment for. */
export type HostedPageInfo = {
  amount: string;
  currency: string;
  merchant: string;
  /** Our session's status (OPEN, or how it ended / EXPIRED). */
  status: string;
  /** The payer already decided on this page. */
  decided: boolean;
  /** Where the provider sends the payer back (the app's return page). */
  returnUrl: string;
};

export type HostedPaymentInput = {
  ref: string;
  /** `hosted`: the provider's page (the sandbox plays it); `return`: the buyer is back in the app. */
  mode: 'hosted' | 'return';
};

export type HostedPaymentContext = HostedPaymentInput & {
  page: HostedPageInfo | null;
  code: number | null;
};

export type HostedPaymentEvent =
  { type: 'hosted.decide'; choice: SpiralSandboxChoice } | { type: 'hosted.retry' } | { type: 'hosted.back' };

/** Where the payer goes once the hosted page decided, or once the return was confirmed. */
export const checkpayUrl = (ref: string) => `#/checkpay?ref=${ref}`;

/**
 * A hosted payment page's round trip (Spiral): in `hosted` mode the provider's page (the sandbox's:
 * load the session, the payer decides once, then `leave` to its returnUrl); in `return` mode the buyer is back
 * from the provider and we ask the server to query the provider (`confirmReturn`), then `leave` to checkpay,
 * which reads the result. The browser never decides a payment: every verdict is the server's. Effects are
 * provided by src/features/payments/spiral/spiral.actors.ts.
 */
export const hostedPaymentMachine = setup({
  types: {
    context: {} as HostedPaymentContext,
    events: {} as HostedPaymentEvent,
    input: {} as HostedPaymentInput,
  },
  actors: {
    loadPage: notProvided<HostedPageInfo, string>('loadPage'),
    decide: notProvided<{ returnUrl: string }, { ref: string; choice: SpiralSandboxChoice }>('decide'),
    confirmReturn: notProvided<unknown, string>('confirmReturn'),
  },
  actions: {
    leave: (_, _url: string) => {},
  },
  guards: {
    isReturn: ({ context }) => context.mode === 'return',
    isOpen: (_, page: HostedPageInfo) => page.status === 'OPEN' && !page.decided,
    isClosed: (_, error: unknown) => errorCodeOf(error) === Code.PAYMENT_NOT_OPEN,
  },
}).createMachine({
  id: 'hostedPayment',
  context: ({ input }) => ({ ...input, page: null, code: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isReturn', target: 'confirming' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => context.ref,
        onDone: [
          {
            guard: { type: 'isOpen', params: ({ event }) => event.output },
            target: 'choosing',
            actions: assign({ page: ({ event }) => event.output }),
          },
          { target: 'closed', actions: assign({ page: ({ event }) => event.output }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'hosted.retry': { target: 'loading', actions: assign({ code: null }) } } },
    choosing: {
      on: { 'hosted.decide': { target: 'deciding', actions: assign({ code: null }) } },
    },
    deciding: {
      tags: ['busy'],
      invoke: {
        src: 'decide',
        input: ({ context, event }) => ({
          ref: context.ref,
          choice: (event as Extract<HostedPaymentEvent, { type: 'hosted.decide' }>).choice,
        }),
        onDone: {
          target: 'left',
          actions: { type: 'leave', params: ({ event }) => event.output.returnUrl },
        },
        onError: [
          {
            guard: { type: 'isClosed', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'closed',
            actions: assign({ code: ({ event }) => errorCodeOf(event.error) }),
          },
          { target: 'choosing', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
        ],
      },
    },
    /** The session cannot be paid here any more: the payer goes back to the shop, which tells them why. */
    closed: {
      on: {
        'hosted.back': {
          target: 'left',
          actions: {
            type: 'leave',
            params: ({ context }) => context.page?.returnUrl ?? `#/spiral?ref=${context.ref}&return=1`,
          },
        },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirmReturn',
        input: ({ context }) => context.ref,
        onDone: {
          target: 'left',
          actions: { type: 'leave', params: ({ context }) => checkpayUrl(context.ref) },
        },
        onError: {
          target: 'confirmFailed',
          actions: assign({ code: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    confirmFailed: {
      on: {
        'hosted.retry': { target: 'confirming', actions: assign({ code: null }) },
        'hosted.back': {
          target: 'left',
          actions: { type: 'leave', params: ({ context }) => checkpayUrl(context.ref) },
        },
      },
    },
    left: { type: 'final' },
  },
});
