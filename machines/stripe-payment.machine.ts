import { assign, setup } from 'xstate';
import type { StripeIntent, StripeSandboxAnswer, StripeSandboxSession } from '@schemas/payments-stripe';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** What the page loads: the buyer's intent and, in the sandbox, where its attempt stands. */
export type StripePage = { intent: StripeIntent; sandbox: StripeSandboxSession | null };
export type StripeCardFields = { cardNumber: string; expiry: string; cvc: string };
export type StripeChallengeResult = 'complete' | 'fail';

export type StripePaymentContext = {
  ref: string;
  page: StripePage | null;
  /** The last refusal (a code, never text): a failed load, pay, challenge or cancel, or a Payment Element error. */
  code: number | null;
};
export type StripePaymentEvent =
  | { type: 'stripe.pay'; card: StripeCardFields }
  | { type: 'stripe.authenticate'; result: StripeChallengeResult }
  | { type: 'stripe.cancel' }
  | { type: 'stripe.retry' }
  /** Payment Element mode: stripe.js confirmed the payment (3-D Secure included) or refused it with a code. */
  | { type: 'stripe.confirmed' }
  | { type: 'stripe.failed'; code: number };

const isOpen = (p: StripePage) => p.intent.status === 'OPEN' && p.sandbox?.status !== 'EXPIRED';

/**
 * The Stripe page (`#/stripe?ref=`). Loads the intent (`loadPage`); a closed session shows
 * `closed`; with a publishable key Stripe's Payment Element takes the card (`element`, its confirmation
 * handles 3-D Secure itself); else the sandbox's card form (`card` → `paying`), whose 3-D Secure card asks
 * for its challenge (`challenge` → `authenticating`). The buyer may cancel before a verdict (`cancelling`).
 * Once decided, `done` leaves for the return page (`leave`), which reads the verdict the webhook recorded.
 * Effects come from src/features/payments/stripe/stripe.actors.ts.
 */
export const stripePaymentMachine = setup({
  types: {
    context: {} as StripePaymentContext,
    events: {} as StripePaymentEvent,
    input: {} as { ref: string },
  },
  actors: {
    loadPage: notProvided<StripePage, string>('loadPage'),
    pay: notProvided<StripeSandboxAnswer, { ref: string; card: StripeCardFields }>('pay'),
    authenticate: notProvided<StripeSandboxAnswer, { ref: string; result: StripeChallengeResult }>(
      'authenticate',
    ),
    cancel: notProvided<StripeSandboxAnswer, string>('cancel'),
  },
  actions: {
    /** The attempt is decided at the provider: go to the return page (it reads, never decides). */
    leave: () => {},
  },
  guards: {
    isClosed: (_, p: StripePage) => !isOpen(p),
    isElement: (_, p: StripePage) => p.intent.mode === 'ELEMENT',
    hasChallenge: (_, p: StripePage) => p.sandbox?.step === 'CHALLENGE',
    isDecided: (_, p: StripePage) => p.sandbox?.step === 'DECIDED',
    needsAction: (_, a: StripeSandboxAnswer) => a.outcome === 'REQUIRES_ACTION',
  },
}).createMachine({
  id: 'stripePayment',
  context: ({ input }) => ({ ref: input.ref, page: null, code: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => context.ref,
        onDone: [
          {
            guard: { type: 'isDecided', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ page: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isClosed', params: ({ event }) => event.output },
            target: 'closed',
            actions: assign({ page: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isElement', params: ({ event }) => event.output },
            target: 'element',
            actions: assign({ page: ({ event }) => event.output }),
          },
          {
            guard: { type: 'hasChallenge', params: ({ event }) => event.output },
            target: 'challenge',
            actions: assign({ page: ({ event }) => event.output }),
          },
          { target: 'card', actions: assign({ page: ({ event }) => event.output }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'stripe.retry': { target: 'loading', actions: assign({ code: null }) } } },
    /** The session was decided, cancelled or ran out before this page opened. */
    closed: {},
    card: {
      on: {
        'stripe.pay': 'paying',
        'stripe.cancel': 'cancelling',
      },
    },
    paying: {
      tags: ['busy'],
      entry: assign({ code: null }),
      invoke: {
        src: 'pay',
        input: ({ context, event }) => ({
          ref: context.ref,
          card: (event as Extract<StripePaymentEvent, { type: 'stripe.pay' }>).card,
        }),
        onDone: [
          { guard: { type: 'needsAction', params: ({ event }) => event.output }, target: 'challenge' },
          { target: 'done' },
        ],
        onError: { target: 'card', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    /** Stripe's 3-D Secure test page: complete or fail the authentication. */
    challenge: {
      on: {
        'stripe.authenticate': 'authenticating',
        'stripe.cancel': 'cancelling',
      },
    },
    authenticating: {
      tags: ['busy'],
      entry: assign({ code: null }),
      invoke: {
        src: 'authenticate',
        input: ({ context, event }) => ({
          ref: context.ref,
          result: (event as Extract<StripePaymentEvent, { type: 'stripe.authenticate' }>).result,
        }),
        onDone: 'done',
        onError: { target: 'challenge', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        src: 'cancel',
        input: ({ context }) => context.ref,
        onDone: 'done',
        // Refused (already decided, or ran out): the page is read again and shows where it stands.
        onError: { target: 'loading', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    /** Stripe's Payment Element on our page (a publishable key is configured). */
    element: {
      on: {
        'stripe.confirmed': 'done',
        'stripe.failed': { actions: assign({ code: ({ event }) => event.code }) },
      },
    },
    done: { type: 'final', entry: 'leave' },
  },
});
