import { and, assign, setup } from 'xstate';
import type { Order } from '@schemas/orders';
import type { PaymentMethodOption, PaymentStarted } from '@schemas/payments';
import {
  CHECKOUT_CODES,
  codeOfError,
  partProblem,
  sourceOf,
  type BuyWallet,
  type PaymentContext,
  type PaymentEvent,
  type PaymentInput,
} from './checkout.types';
import { notProvided } from './not-provided';

const EMPTY: PaymentContext = {
  order: null,
  methods: [],
  method: null,
  source: 'OWN',
  wallet: null,
  termsAccepted: false,
  privacyAccepted: false,
  part: null,
  payment: null,
  txHash: null,
  code: null,
  failedAt: null,
};

/** Payable orders: NEW (nothing paid) or DEPOSITDPAID (the rest to pay), not past their expiry. */
const PAYABLE = ['NEW', 'DEPOSITDPAID'];
const isOrderExpired = (order: Order, now: number) =>
  order.status === 'CANCELLED' ||
  (order.status === 'NEW' && order.expiresAt !== null && Date.parse(order.expiresAt) <= now);

/**
 * Step 2 of the checkout of spec §2/§5 (split payments included): load the order → choose a
 * method (terms and privacy accepted), pay all that is left or a part of it ("Pay part now") → the provider's
 * page, the browser wallet's transaction or, confirmed first (confirmingOwnWallet), the wait for the custodial
 * transfer. An order with a part paid
 * (DEPOSITDPAID) comes back here for the rest. An expired order (1006) ends in `expired`.
 * Effects are provided by src/features/checkout/checkout.actors.ts; the machine carries codes only.
 */
export const paymentMachine = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent },
  actors: {
    loadOrder: notProvided<{ order: Order; methods: PaymentMethodOption[] }, { orderId: string }>(
      'loadOrder',
    ),
    createPayment: notProvided<PaymentStarted, PaymentInput>('createPayment'),
    sendTransaction: notProvided<string, { payment: PaymentStarted; wallet: BuyWallet | null }>(
      'sendTransaction',
    ),
    submitCryptoPayment: notProvided<unknown, { ref: string; txHash: string }>('submitCryptoPayment'),
  },
  actions: {
    /** The provider's page takes over (payment.redirectUrl). */
    redirect: () => {},
    /** The payment is under way: the page goes to '#/checkpay?ref='. */
    awaitPayment: () => {},
  },
  guards: {
    hasOrderId: ({ event }) => event.type === 'checkout.resume' && event.orderId.trim() !== '',
    isExpiredRefusal: ({ event }) =>
      codeOfError((event as { error?: unknown }).error) === CHECKOUT_CODES.EXPIRED,
    isOrderExpired: ({ event }) =>
      isOrderExpired((event as unknown as { output: { order: Order } }).output.order, Date.now()),
    isOrderSettled: ({ event }) =>
      !PAYABLE.includes((event as unknown as { output: { order: Order } }).output.order.status),
    canPay: ({ context: c }) =>
      c.termsAccepted &&
      c.privacyAccepted &&
      c.methods.some((m) => m.method === c.method && m.available) &&
      partProblem(c) === null,
    /** Crypto from the marketplace wallet: the server sends the coins itself, so the buyer confirms first. */
    paysFromOwnWallet: ({ context: c }) => c.method === 'CRYPTO' && c.source === 'OWN',
    isRedirect: ({ event }) => Boolean((event as unknown as { output: PaymentStarted }).output.redirectUrl),
    needsBrowserWallet: ({ context, event }) => {
      const p = (event as unknown as { output: PaymentStarted }).output;
      return p.crypto !== null && !p.crypto.txHash && context.source === 'BROWSER';
    },
  },
}).createMachine({
  id: 'checkoutPayment',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'checkout.resume': {
          guard: 'hasOrderId',
          target: 'loadingOrder',
          actions: assign(({ event }) => ({
            ...EMPTY,
            order: { id: event.orderId } as Order,
            source: sourceOf(event.wallet),
            wallet: event.wallet,
            // Back from a declined or expired card (paymentFail → Try again): the page says why.
            code: event.code,
            failedAt: event.code === null ? null : ('pay' as const),
            method: event.method ?? null,
          })),
        },
      },
    },
    loadingOrder: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.order!.id }),
        onDone: [
          {
            guard: 'isOrderExpired',
            target: 'expired',
            actions: assign({ order: ({ event }) => event.output.order, code: CHECKOUT_CODES.EXPIRED }),
          },
          {
            guard: 'isOrderSettled',
            target: 'settled',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          {
            target: 'paying',
            actions: assign(({ context, event }) => {
              const usable = event.output.methods.filter((m) => m.available);
              const again = usable.find((m) => m.method === context.method);
              return {
                order: event.output.order,
                methods: event.output.methods,
                // The method asked for again, else one usable method is chosen; with several the buyer picks.
                method: again ? again.method : usable.length === 1 ? usable[0]!.method : null,
              };
            }),
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ code: ({ event }) => codeOfError(event.error), failedAt: 'load' }),
        },
      },
    },
    loadFailed: {
      on: { 'checkout.retry': { target: 'loadingOrder', actions: assign({ code: null, failedAt: null }) } },
    },
    /** Already paid (or closed): nothing to pay; the page links to the order. */
    settled: { type: 'final' },
    paying: {
      on: {
        'checkout.method': { actions: assign({ method: ({ event }) => event.method }) },
        'checkout.source': {
          actions: assign({
            source: ({ event }) => event.source,
            wallet: ({ event }) => (event.source === 'OWN' ? 'CUSTODIAL' : (event.wallet ?? null)),
          }),
        },
        'checkout.terms': { actions: assign({ termsAccepted: ({ event }) => event.accepted }) },
        'checkout.privacy': { actions: assign({ privacyAccepted: ({ event }) => event.accepted }) },
        'checkout.part': { actions: assign({ part: ({ event }) => event.amount }) },
        'checkout.reload': {
          target: 'loadingOrder',
          actions: assign({ part: null, code: null, failedAt: null }),
        },
        'checkout.pay': [
          { guard: and(['canPay', 'paysFromOwnWallet']), target: 'confirmingOwnWallet' },
          { guard: 'canPay', target: 'startingPayment', actions: assign({ code: null, failedAt: null }) },
        ],
        'checkout.expire': { target: 'expired', actions: assign({ code: CHECKOUT_CODES.EXPIRED }) },
      },
    },
    /** The amount and the wallet's coins shown; nothing is sent until the buyer confirms. */
    confirmingOwnWallet: {
      tags: ['confirming'],
      on: {
        'checkout.confirm': { target: 'startingPayment', actions: assign({ code: null, failedAt: null }) },
        'checkout.dismiss': 'paying',
        'checkout.expire': { target: 'expired', actions: assign({ code: CHECKOUT_CODES.EXPIRED }) },
      },
    },
    startingPayment: {
      tags: ['busy'],
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({
          orderId: context.order!.id,
          method: context.method!,
          source: context.source,
          ...(context.part !== null ? { amount: context.part } : {}),
        }),
        onDone: [
          {
            guard: 'isRedirect',
            target: 'redirecting',
            actions: [assign({ payment: ({ event }) => event.output }), 'redirect'],
          },
          {
            guard: 'needsBrowserWallet',
            target: 'sendingTransaction',
            actions: assign({ payment: ({ event }) => event.output }),
          },
          { target: 'awaiting', actions: [assign({ payment: ({ event }) => event.output }), 'awaitPayment'] },
        ],
        onError: [
          {
            guard: 'isExpiredRefusal',
            target: 'expired',
            actions: assign({ code: CHECKOUT_CODES.EXPIRED }),
          },
          {
            target: 'paying',
            actions: assign({ code: ({ event }) => codeOfError(event.error), failedAt: 'pay' }),
          },
        ],
      },
    },
    sendingTransaction: {
      tags: ['busy'],
      invoke: {
        id: 'sendTransaction',
        src: 'sendTransaction',
        input: ({ context }) => ({ payment: context.payment!, wallet: context.wallet }),
        onDone: { target: 'submittingTransaction', actions: assign({ txHash: ({ event }) => event.output }) },
        onError: {
          target: 'paying',
          actions: assign({ code: ({ event }) => codeOfError(event.error), failedAt: 'pay' }),
        },
      },
    },
    submittingTransaction: {
      tags: ['busy'],
      invoke: {
        id: 'submitCryptoPayment',
        src: 'submitCryptoPayment',
        input: ({ context }) => ({ ref: context.payment!.ref, txHash: context.txHash! }),
        onDone: { target: 'awaiting', actions: 'awaitPayment' },
        onError: [
          { guard: 'isExpiredRefusal', target: 'expired', actions: assign({ code: CHECKOUT_CODES.EXPIRED }) },
          {
            target: 'paying',
            actions: assign({ code: ({ event }) => codeOfError(event.error), failedAt: 'pay' }),
          },
        ],
      },
    },
    redirecting: { type: 'final' },
    awaiting: { type: 'final' },
    /** The order expired (1006) or was cancelled: it cannot be paid; the buyer places a new one. */
    expired: { type: 'final' },
  },
});
