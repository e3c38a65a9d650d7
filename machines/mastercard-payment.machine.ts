import { assign, setup } from 'xstate';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';
import type { AwaitResultInput } from './payment-result.machine';

/** What the masterCard page knows of the payment (server/schemas/payments-mastercard.ts MastercardCheckout). */
export type MastercardCheckoutInfo = {
  ref: string;
  orderId: string;
  orderNumber: string;
  title: string;
  amount: string;
  currency: string;
  status: string;
  mode: 'SANDBOX' | 'HOSTED';
  sessionId: string | null;
  scriptUrl: string | null;
};

/** The server's verified answer (checkPayment's shape). */
export type MastercardVerdict = {
  ref: string;
  orderId: string;
  status: string;
  failureCode: number | null;
  orderStatus: string;
};

export type MastercardPaymentInput = {
  ref: string;
  /** `start`: the masterCard page before the hosted page; `return`: masterSuccess, back from it. */
  mode: 'start' | 'return';
};

export type MastercardPaymentContext = MastercardPaymentInput & {
  checkout: MastercardCheckoutInfo | null;
  verdict: MastercardVerdict | null;
  code: number | null;
};

export type MastercardPaymentEvent = { type: 'mastercard.continue' } | { type: 'mastercard.retry' };

/** How long masterSuccess waits between two verifications, and how many it makes before it says "still pending". */
export const VERIFY_DELAY_MS = 2000;
export const VERIFY_ATTEMPTS = 5;

/**
 * The spec's code of a payment that did not succeed (1006 expired, or paid after the order expired and so
 * refunded; 1013 cancelled; else its own or 1004).
 */
export function failureCodeOf(v: MastercardVerdict): number {
  if (v.status === 'EXPIRED' || v.status === 'REFUNDED') return 1006;
  if (v.status === 'CANCELLED') return 1013;
  return v.failureCode ?? 1004;
}

/**
 * Mastercard hosted checkout in the app. `start` (masterCard): load the payment, then on
 * Continue open the hosted page (`openHostedPage`: the gateway's Checkout.js, or the sandbox's masterDetail).
 * `return` (masterSuccess): wait for the result (`awaitResult`: awaitPaymentResult over the server's verification
 * at the gateway), again every VERIFY_DELAY_MS while it is still open, up to VERIFY_ATTEMPTS; success only when
 * the server says SUCCEEDED.
 * Effects come from src/features/payments/mastercard/mastercard.actors.ts; the machine carries codes only.
 */
export const mastercardPaymentMachine = setup({
  types: {
    context: {} as MastercardPaymentContext,
    events: {} as MastercardPaymentEvent,
    input: {} as MastercardPaymentInput,
  },
  actors: {
    loadCheckout: notProvided<MastercardCheckoutInfo, string>('loadCheckout'),
    openHostedPage: notProvided<void, MastercardCheckoutInfo>('openHostedPage'),
    awaitResult: notProvided<MastercardVerdict, AwaitResultInput>('awaitResult'),
  },
  guards: {
    isReturn: ({ context }) => context.mode === 'return',
    isOpen: ({ context }) => context.checkout?.status === 'OPEN',
    hasSucceeded: ({ context }) => context.verdict?.status === 'SUCCEEDED',
    isStillOpen: ({ context }) => context.verdict?.status === 'OPEN',
  },
}).createMachine({
  id: 'mastercardPayment',
  context: ({ input }) => ({ ...input, checkout: null, verdict: null, code: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isReturn', target: 'verifying' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => context.ref,
        onDone: { target: 'loaded', actions: assign({ checkout: ({ event }) => event.output, code: null }) },
        onError: { target: 'loadFailed', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    loaded: { always: [{ guard: 'isOpen', target: 'ready' }, { target: 'closed' }] },
    ready: { on: { 'mastercard.continue': 'opening' } },
    /** The payment is decided or ended already: the page links to its result instead of paying again. */
    closed: {},
    loadFailed: { on: { 'mastercard.retry': 'loading' } },
    opening: {
      tags: ['busy'],
      invoke: {
        id: 'openHostedPage',
        src: 'openHostedPage',
        input: ({ context }) => context.checkout!,
        onDone: 'opened',
        onError: { target: 'openFailed', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    /** The hosted page has taken over (a page load, or the sandbox's route). */
    opened: { tags: ['busy'] },
    openFailed: { on: { 'mastercard.retry': 'opening' } },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'awaitResult',
        src: 'awaitResult',
        input: ({ context }) => ({
          ref: context.ref,
          intervalMs: VERIFY_DELAY_MS,
          attempts: VERIFY_ATTEMPTS,
        }),
        onDone: { target: 'verified', actions: assign({ verdict: ({ event }) => event.output, code: null }) },
        onError: {
          target: 'verifyFailed',
          actions: assign({ code: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    verified: {
      always: [
        { guard: 'hasSucceeded', target: 'succeeded' },
        { guard: 'isStillOpen', target: 'pending' },
        { target: 'failed' },
      ],
    },
    /** Still undecided after the last try: the buyer may ask again (the notification or the sweep decides). */
    pending: { on: { 'mastercard.retry': 'verifying' } },
    verifyFailed: { on: { 'mastercard.retry': 'verifying' } },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
  },
});
