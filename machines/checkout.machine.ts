import { assign, fromPromise, setup } from 'xstate';
import type {
  DeliveryType,
  Order,
  OrderCheck,
  OrderCurrency,
  OrderLineInput,
  PriceBreakdown,
} from '@schemas/orders';
import type { PaymentMethod, PaymentStarted } from '@schemas/payments';
import { errorCodeOf } from './error-code';

/** The refusal an effect carries when there was no answer (spec §8 default). */
export const CHECKOUT_DEFAULT_CODE = 9000;
const codeOfError = (error: unknown): number => errorCodeOf(error, CHECKOUT_DEFAULT_CODE);

/** Codes the checkout treats specially (server/schemas/codes.ts). */
export const CHECKOUT_CODES = {
  EXPIRED: 1006,
  DECLINED: 1004,
  CARD_EXPIRED: 1009,
  /** The browser wallet refused (the buyer rejected the transaction): EIP-1193 4001. */
  WALLET_REJECTED: 4001,
  /** No browser wallet was found on the page (Code.NO_WALLET). */
  NO_WALLET: 4407,
} as const;

/** The wallet of the item page's choice (spec §2 "buy with wallet choice"). */
export const BUY_WALLETS = ['METAMASK', 'OKX', 'BINANCE', 'CUSTODIAL'] as const;
export type BuyWallet = (typeof BUY_WALLETS)[number];
export type { PaymentMethod, PaymentStarted };
/** Where a crypto payment comes from: the member's custodial wallet (the server sends it) or a browser wallet. */
export type PaySource = 'OWN' | 'BROWSER';
/** GET /api/payments/methods: one entry per method, with why it is not available. */
export type PaymentMethodOption = { method: PaymentMethod; available: boolean; code: number | null };

/** What step 1 checks: the lines, the currency and the chosen wallet. */
export type CheckoutRequest = {
  lines: OrderLineInput[];
  currency: OrderCurrency;
  wallet: BuyWallet | null;
  /** One key per checkout: a repeated submit answers the same order (createOrder's requestKey). */
  requestKey: string;
};
export type CheckInput = {
  lines: OrderLineInput[];
  currency: OrderCurrency;
  deliveryType: DeliveryType | null;
  promoCode: string;
};
/** The buyer-info and delivery fields of the form, already validated with the server's schemas. */
export type OrderFields = Record<string, string>;
export type CreateInput = CheckInput & { fields: OrderFields; requestKey: string };
export type PaymentInput = { orderId: string; method: PaymentMethod; source: PaySource };

export type CheckoutContext = {
  request: CheckoutRequest | null;
  check: OrderCheck | null;
  deliveryType: DeliveryType | null;
  /** The promotion code in force (accepted by applyPromotionCode) and the price it gives. */
  promoCode: string;
  promoPrice: PriceBreakdown | null;
  /** Why the last promotion code was refused (1013, 8102, 8105, 8106, 8201, 404). */
  promoError: number | null;
  order: Order | null;
  methods: PaymentMethodOption[];
  method: PaymentMethod | null;
  source: PaySource;
  termsAccepted: boolean;
  privacyAccepted: boolean;
  payment: PaymentStarted | null;
  txHash: string | null;
  /** The last refusal and the step it happened at. */
  code: number | null;
  failedAt: 'check' | 'submit' | 'load' | 'pay' | null;
};

export type CheckoutEvent =
  | ({ type: 'checkout.start' } & CheckoutRequest)
  | { type: 'checkout.resume'; orderId: string; wallet: BuyWallet | null; code: number | null }
  | { type: 'checkout.retry' }
  | { type: 'checkout.delivery'; deliveryType: DeliveryType }
  | { type: 'checkout.currency'; currency: OrderCurrency }
  | { type: 'checkout.promo.apply'; code: string }
  | { type: 'checkout.promo.remove' }
  | { type: 'checkout.submit'; fields: OrderFields }
  | { type: 'checkout.method'; method: PaymentMethod }
  | { type: 'checkout.source'; source: PaySource }
  | { type: 'checkout.terms'; accepted: boolean }
  | { type: 'checkout.privacy'; accepted: boolean }
  | { type: 'checkout.pay' }
  | { type: 'checkout.expire' };

const EMPTY: CheckoutContext = {
  request: null,
  check: null,
  deliveryType: null,
  promoCode: '',
  promoPrice: null,
  promoError: null,
  order: null,
  methods: [],
  method: null,
  source: 'OWN',
  termsAccepted: false,
  privacyAccepted: false,
  payment: null,
  txHash: null,
  code: null,
  failedAt: null,
};

/** The custodial choice pays from the member's own wallet; any browser wallet sends from the browser. */
export const sourceOf = (wallet: BuyWallet | null): PaySource =>
  wallet && wallet !== 'CUSTODIAL' ? 'BROWSER' : 'OWN';

const checkInput = (c: CheckoutContext): CheckInput => ({
  lines: c.request!.lines,
  currency: c.request!.currency,
  deliveryType: c.deliveryType,
  promoCode: c.promoCode,
});

/** Payable orders: NEW (nothing paid) or DEPOSITDPAID (the rest to pay), not past their expiry. */
const PAYABLE = ['NEW', 'DEPOSITDPAID'];
const isOrderExpired = (order: Order, now: number) =>
  order.status === 'CANCELLED' ||
  (order.status === 'NEW' && order.expiresAt !== null && Date.parse(order.expiresAt) <= now);

/**
 * The 3-step checkout of spec §2/§5 (issue 13): check order (lines, stock, locks: 1050, 4000, 4602…) →
 * submit order (delivery, optional promotion code, buyer info; one requestKey per checkout) → complete
 * payment (method, terms and privacy accepted) → the card page, the browser wallet's transaction or the
 * wait for the custodial transfer. An expired order (1006) ends in `expired`: the buyer places a new one.
 * Effects are provided by src/features/checkout/checkout.actors.ts; the machine carries codes only.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent },
  actors: {
    checkOrder: fromPromise<OrderCheck, CheckInput>(async () => {
      throw new Error('checkOrder not provided');
    }),
    applyPromotionCode: fromPromise<PriceBreakdown, CheckInput>(async () => {
      throw new Error('applyPromotionCode not provided');
    }),
    createOrder: fromPromise<Order, CreateInput>(async () => {
      throw new Error('createOrder not provided');
    }),
    loadOrder: fromPromise<{ order: Order; methods: PaymentMethodOption[] }, { orderId: string }>(
      async () => {
        throw new Error('loadOrder not provided');
      },
    ),
    createPayment: fromPromise<PaymentStarted, PaymentInput>(async () => {
      throw new Error('createPayment not provided');
    }),
    sendTransaction: fromPromise<string, { payment: PaymentStarted }>(async () => {
      throw new Error('sendTransaction not provided');
    }),
    submitCryptoPayment: fromPromise<unknown, { ref: string; txHash: string }>(async () => {
      throw new Error('submitCryptoPayment not provided');
    }),
  },
  actions: {
    /** The order exists: the page goes on to the payment step ('#/payment?orderId='). */
    orderCreated: () => {},
    /** The card processor's page takes over (payment.redirectUrl). */
    redirect: () => {},
    /** The payment is under way: the page goes to '#/checkpay?ref='. */
    awaitPayment: () => {},
  },
  guards: {
    hasLines: ({ event }) => event.type === 'checkout.start' && event.lines.length > 0,
    hasOrderId: ({ event }) => event.type === 'checkout.resume' && event.orderId.trim() !== '',
    hasPromoCode: ({ event }) => event.type === 'checkout.promo.apply' && event.code.trim() !== '',
    isExpiredRefusal: ({ event }) =>
      codeOfError((event as { error?: unknown }).error) === CHECKOUT_CODES.EXPIRED,
    isOrderExpired: ({ event }) =>
      isOrderExpired((event as unknown as { output: { order: Order } }).output.order, Date.now()),
    isOrderSettled: ({ event }) =>
      !PAYABLE.includes((event as unknown as { output: { order: Order } }).output.order.status),
    canPay: ({ context: c }) =>
      c.termsAccepted && c.privacyAccepted && c.methods.some((m) => m.method === c.method && m.available),
    isRedirect: ({ event }) => Boolean((event as unknown as { output: PaymentStarted }).output.redirectUrl),
    needsBrowserWallet: ({ context, event }) => {
      const p = (event as unknown as { output: PaymentStarted }).output;
      return p.crypto !== null && !p.crypto.txHash && context.source === 'BROWSER';
    },
  },
}).createMachine({
  id: 'checkout',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'checkout.start': {
          guard: 'hasLines',
          target: 'checking',
          actions: assign(({ event }) => ({
            ...EMPTY,
            request: {
              lines: event.lines,
              currency: event.currency,
              wallet: event.wallet,
              requestKey: event.requestKey,
            },
            source: sourceOf(event.wallet),
          })),
        },
        'checkout.resume': {
          guard: 'hasOrderId',
          target: 'loadingOrder',
          actions: assign(({ event }) => ({
            ...EMPTY,
            order: { id: event.orderId } as Order,
            source: sourceOf(event.wallet),
            // Back from a declined or expired card (paymentFail → Try again): the page says why.
            code: event.code,
            failedAt: event.code === null ? null : ('pay' as const),
          })),
        },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkOrder',
        src: 'checkOrder',
        input: ({ context }) => checkInput(context),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            check: event.output,
            deliveryType:
              context.deliveryType && event.output.deliveryTypes.includes(context.deliveryType)
                ? context.deliveryType
                : (event.output.deliveryTypes[0] ?? 'NONE'),
            // A fresh check prices the promotion code too (it was sent along).
            promoPrice: context.promoCode ? event.output.price : null,
            code: null,
            failedAt: null,
          })),
        },
        onError: {
          target: 'refused',
          actions: assign({ code: ({ event }) => codeOfError(event.error), failedAt: 'check' }),
        },
      },
    },
    /** Step 1 cannot go on (own item 1050, locked 4000, out of stock 4602, ordering closed 4603…). */
    refused: {
      on: { 'checkout.retry': { target: 'checking', actions: assign({ code: null, failedAt: null }) } },
    },
    editing: {
      on: {
        'checkout.delivery': {
          target: 'checking',
          actions: assign({ deliveryType: ({ event }) => event.deliveryType }),
        },
        'checkout.currency': {
          target: 'checking',
          actions: assign({
            request: ({ context, event }) => ({ ...context.request!, currency: event.currency }),
          }),
        },
        'checkout.promo.apply': {
          guard: 'hasPromoCode',
          target: 'applyingPromo',
          actions: assign({ promoError: null }),
        },
        'checkout.promo.remove': {
          target: 'checking',
          actions: assign({ promoCode: '', promoPrice: null, promoError: null }),
        },
        'checkout.submit': 'submitting',
      },
    },
    applyingPromo: {
      tags: ['busy'],
      invoke: {
        id: 'applyPromotionCode',
        src: 'applyPromotionCode',
        input: ({ context, event }) => ({
          ...checkInput(context),
          promoCode: (event as { code: string }).code.trim().toUpperCase(),
        }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            promoPrice: event.output,
            promoCode: event.output.promotionCode ?? '',
            promoError: null,
          })),
        },
        onError: {
          target: 'editing',
          actions: assign({ promoError: ({ event }) => codeOfError(event.error) }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context, event }) => ({
          ...checkInput(context),
          fields: (event as { fields: OrderFields }).fields,
          requestKey: context.request!.requestKey,
        }),
        onDone: {
          target: 'ordered',
          actions: [assign({ order: ({ event }) => event.output, code: null }), 'orderCreated'],
        },
        onError: {
          target: 'editing',
          actions: assign({ code: ({ event }) => codeOfError(event.error), failedAt: 'submit' }),
        },
      },
    },
    ordered: { type: 'final' },
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
            actions: assign(({ event }) => {
              const usable = event.output.methods.filter((m) => m.available);
              return {
                order: event.output.order,
                methods: event.output.methods,
                // One usable method is chosen for the buyer; with several the buyer picks.
                method: usable.length === 1 ? usable[0]!.method : null,
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
        'checkout.source': { actions: assign({ source: ({ event }) => event.source }) },
        'checkout.terms': { actions: assign({ termsAccepted: ({ event }) => event.accepted }) },
        'checkout.privacy': { actions: assign({ privacyAccepted: ({ event }) => event.accepted }) },
        'checkout.pay': {
          guard: 'canPay',
          target: 'startingPayment',
          actions: assign({ code: null, failedAt: null }),
        },
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
        input: ({ context }) => ({ payment: context.payment! }),
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
