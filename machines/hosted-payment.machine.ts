import { assign, setup } from 'xstate';
import { Code } from '@schemas/codes';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** What the hosted page shows of the session it takes payment for. */
export type HostedPageInfo = {
  amount: string;
  currency: string;
  /** The payee, where the provider's page names it. */
  merchant?: string;
  /** Our session's status (OPEN, or how it ended / EXPIRED). */
  status: string;
  /** The payer already decided on this page (providers whose session says so). */
  decided?: boolean;
  /** Decided already: the provider's page goes straight on to returnUrl, where the result is read. */
  settled?: boolean;
  /**
   * The provider's own UI takes the card on our page and confirms it (3-D Secure included), starting from
   * these keys; the page then waits for its `hosted.confirmed` or `hosted.failed`.
   */
  embedded?: { publicKey: string; clientSecret: string };
  /** A 3-D Secure step is waiting for its code (a card page opened again mid-challenge). */
  challenge?: boolean;
  /** The shop's order number, where the provider's page shows it. */
  orderNumber?: string;
  /** Where the page sends the payer back (the app's return or result page). */
  returnUrl: string;
};

/** What the payer does on a hosted page: pay (a card page sends its fields), decline or cancel. */
export type HostedChoice = 'PAY' | 'DECLINE' | 'CANCEL';
/** A card page's fields, as the provider's sandbox takes them. */
export type HostedCardFields = { cardNumber: string; expiry: string; cvc: string; holder: string };
/** The provider's answer to a decision or a challenge code: where to go, or (CHALLENGE) a code to ask for. */
export type HostedAnswer = { outcome?: string; returnUrl: string };
/** The payer's decision: a choice, with the card's fields to pay by card, or the 3-D Secure code asked for. */
export type HostedDecision = { ref: string; choice: HostedChoice; fields?: HostedCardFields; code?: string };

export type HostedPaymentInput = {
  ref: string;
  /** `hosted`: the provider's page (the sandbox plays it); `return`: the buyer is back in the app. */
  mode: 'hosted' | 'return';
};

export type HostedPaymentContext = HostedPaymentInput & {
  page: HostedPageInfo | null;
  code: number | null;
  /** What the payer chose last, so the page can show which of its buttons is at work. */
  choice?: HostedChoice | null;
};

export type HostedPaymentEvent =
  | ({ type: 'hosted.decide' } & Omit<HostedDecision, 'ref'>)
  /** The provider's embedded UI confirmed the payment, or refused it with a code (the server decides). */
  | { type: 'hosted.confirmed' }
  | { type: 'hosted.failed'; code: number }
  | { type: 'hosted.retry' }
  | { type: 'hosted.back' };

const isOpen = (page: HostedPageInfo) => page.status === 'OPEN' && !page.decided;

/** Where the payer goes once the hosted page decided, or once the return was confirmed. */
export const checkpayUrl = (ref: string) => `#/checkpay?ref=${ref}`;

/**
 * A hosted or card payment page's round trip (Spiral, the sandbox card, Mastercard's sandbox gateway, and card
 * pages whose provider's own UI is embedded in ours). In `hosted` mode the provider's page: load the session,
 * the payer chooses (or enters a card), answers a 3-D Secure challenge when the provider asks for one, the
 * provider decides, then `leave` to the answer's returnUrl. A session that is no longer open offers only the
 * way back; one already decided on this page (`settled`) leaves at once; an `embedded` provider UI takes the
 * card and confirms by itself, and the page waits for its word. In `return` mode the buyer is back from the
 * provider and we ask the server to query the provider (`confirmReturn`), then `leave` to checkpay, which
 * waits for the result. The browser never decides a payment: every verdict is the server's. Effects are
 * provided by each provider's `<provider>.actors.ts`; `leave` and `refused` (a refusal's field issues for the
 * card form) by the page.
 */
export const hostedPaymentMachine = setup({
  types: {
    context: {} as HostedPaymentContext,
    events: {} as HostedPaymentEvent,
    input: {} as HostedPaymentInput,
  },
  actors: {
    loadPage: notProvided<HostedPageInfo, string>('loadPage'),
    decide: notProvided<HostedAnswer, HostedDecision>('decide'),
    confirmReturn: notProvided<unknown, string>('confirmReturn'),
  },
  actions: {
    leave: (_, _url: string) => {},
    refused: (_, _error: unknown) => {},
  },
  guards: {
    isReturn: ({ context }) => context.mode === 'return',
    isOpen: (_, page: HostedPageInfo) => isOpen(page),
    isSettled: (_, page: HostedPageInfo) => page.settled === true,
    isEmbedded: (_, page: HostedPageInfo) => isOpen(page) && page.embedded !== undefined,
    isClosed: (_, error: unknown) => errorCodeOf(error) === Code.PAYMENT_NOT_OPEN,
    asksChallenge: (_, answer: HostedAnswer) => answer.outcome === 'CHALLENGE',
  },
}).createMachine({
  id: 'hostedPayment',
  context: ({ input }) => ({ ...input, page: null, code: null, choice: null }),
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
            guard: { type: 'isSettled', params: ({ event }) => event.output },
            target: 'left',
            actions: [
              assign({ page: ({ event }) => event.output }),
              { type: 'leave', params: ({ event }) => event.output.returnUrl },
            ],
          },
          {
            guard: { type: 'isEmbedded', params: ({ event }) => event.output },
            target: 'embedded',
            actions: assign({ page: ({ event }) => event.output }),
          },
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
    /**
     * The payer chooses, or enters a card; once the provider asked for a 3-D Secure code (`page.challenge`) the
     * page asks for that code instead, and the decision carries it.
     */
    choosing: {
      on: {
        'hosted.decide': {
          target: 'deciding',
          actions: assign({ code: null, choice: ({ event }) => event.choice }),
        },
      },
    },
    deciding: {
      tags: ['busy'],
      invoke: {
        src: 'decide',
        input: ({ context, event }) => {
          const e = event as Extract<HostedPaymentEvent, { type: 'hosted.decide' }>;
          return {
            ref: context.ref,
            choice: e.choice,
            ...(e.fields && { fields: e.fields }),
            ...(e.code !== undefined && { code: e.code }),
          };
        },
        onDone: [
          {
            guard: { type: 'asksChallenge', params: ({ event }) => event.output },
            target: 'choosing',
            actions: assign({ page: ({ context }) => context.page && { ...context.page, challenge: true } }),
          },
          {
            target: 'left',
            actions: { type: 'leave', params: ({ event }) => event.output.returnUrl },
          },
        ],
        onError: [
          {
            guard: { type: 'isClosed', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'closed',
            actions: assign({ code: ({ event }) => errorCodeOf(event.error) }),
          },
          {
            target: 'choosing',
            actions: [
              assign({ code: ({ event }) => errorCodeOf(event.error) }),
              { type: 'refused', params: ({ event }: { event: { error: unknown } }) => event.error },
            ],
          },
        ],
      },
    },
    /** The provider's embedded UI is at work: it confirms (then `leave`), or says why not and may be tried again. */
    embedded: {
      on: {
        'hosted.confirmed': {
          target: 'left',
          actions: { type: 'leave', params: ({ context }) => context.page!.returnUrl },
        },
        'hosted.failed': { actions: assign({ code: ({ event }) => event.code }) },
      },
    },
    /**
     * The session cannot be paid here any more: the payer goes back to the shop, which tells them why. Every way in
     * (a loaded page that is not open, a refused decision on a loaded page) has the page and its return address.
     */
    closed: {
      on: {
        'hosted.back': {
          target: 'left',
          actions: { type: 'leave', params: ({ context }) => context.page!.returnUrl },
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
