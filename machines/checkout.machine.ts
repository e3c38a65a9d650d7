import { assign, fromPromise, setup } from 'xstate';
import type {
  DeliveryType,
  Order,
  OrderCheck,
  OrderCurrency,
  OrderLineInput,
  PriceBreakdown,
} from '@schemas/orders';
import { errorCodeOf, fieldIssuesOf, type FieldIssue } from './error-code';

/** The refusal an effect carries when there was no answer (spec §8 default). */
export const CHECKOUT_DEFAULT_CODE = 9000;
export const codeOfError = (error: unknown): number => errorCodeOf(error, CHECKOUT_DEFAULT_CODE);

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
/** Where a crypto payment comes from: the member's custodial wallet (the server sends it) or a browser wallet. */
export type PaySource = 'OWN' | 'BROWSER';

/** The custodial choice pays from the member's own wallet; any browser wallet sends from the browser. */
export const sourceOf = (wallet: BuyWallet | null): PaySource =>
  wallet && wallet !== 'CUSTODIAL' ? 'BROWSER' : 'OWN';

/** What step 1 checks: the lines, the currency and the chosen wallet. */
export type CheckoutRequest = {
  lines: OrderLineInput[];
  currency: OrderCurrency;
  wallet: BuyWallet | null;
  /** One key per checkout: a repeated submit answers the same order (createOrder's requestKey). */
  requestKey: string;
  /** Checked out from the cart: the order takes its lines out of the cart. */
  fromCart?: boolean;
};
export type CheckInput = {
  lines: OrderLineInput[];
  currency: OrderCurrency;
  deliveryType: DeliveryType | null;
  promoCode: string;
  /** One of the buyer's coupons as the order's voucher (issue 15); '' for none. One voucher per order. */
  couponId: string;
};
/** The buyer-info and delivery fields of the form, already validated with the server's schemas. */
export type OrderFields = Record<string, string>;
export type CreateInput = CheckInput & { fields: OrderFields; requestKey: string; fromCart?: boolean };

export type CheckoutContext = {
  request: CheckoutRequest | null;
  check: OrderCheck | null;
  deliveryType: DeliveryType | null;
  /** The promotion code in force (accepted by applyPromotionCode) and the price it gives. */
  promoCode: string;
  promoPrice: PriceBreakdown | null;
  /** Why the last promotion code was refused (1013, 8102, 8105, 8106, 8201, 404). */
  promoError: number | null;
  /** The coupon in force (its price is the check's) and why the last one chosen was refused (1013, 4702…). */
  couponId: string;
  couponError: number | null;
  /** The coupon being priced (applyingCoupon), in force once the check answers. */
  couponChoice: string;
  order: Order | null;
  /** The last refusal and the step it happened at. */
  code: number | null;
  failedAt: 'check' | 'submit' | null;
  /** The fields the server refused at submit (4200), for the form to mark. */
  issues: FieldIssue[];
};

export type CheckoutEvent =
  | ({ type: 'checkout.start' } & CheckoutRequest)
  | { type: 'checkout.retry' }
  | { type: 'checkout.delivery'; deliveryType: DeliveryType }
  | { type: 'checkout.currency'; currency: OrderCurrency }
  | { type: 'checkout.promo.apply'; code: string }
  | { type: 'checkout.promo.remove' }
  | { type: 'checkout.coupon.choose'; couponId: string }
  | { type: 'checkout.submit'; fields: OrderFields };

const EMPTY: CheckoutContext = {
  request: null,
  check: null,
  deliveryType: null,
  promoCode: '',
  promoPrice: null,
  promoError: null,
  couponId: '',
  couponError: null,
  couponChoice: '',
  order: null,
  code: null,
  failedAt: null,
  issues: [],
};

const checkInput = (c: CheckoutContext): CheckInput => ({
  lines: c.request!.lines,
  currency: c.request!.currency,
  deliveryType: c.deliveryType,
  promoCode: c.promoCode,
  couponId: c.couponId,
});

/**
 * Steps 1 of the checkout of spec §2/§5 (issue 13): check order (lines, stock, locks: 1050, 4000, 4602…) →
 * submit order (delivery, one optional voucher: a promotion code or one of the buyer's coupons, buyer info;
 * one requestKey per checkout) → `ordered`, where
 * the page goes on to the payment step (machines/checkout-payment.machine.ts). Effects are provided by
 * src/features/checkout/checkout.actors.ts; the machine carries codes only.
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
  },
  actions: {
    /** The order exists: the page goes on to the payment step ('#/payment?orderId='). */
    orderCreated: () => {},
  },
  guards: {
    hasLines: ({ event }) => event.type === 'checkout.start' && event.lines.length > 0,
    hasPromoCode: ({ event }) => event.type === 'checkout.promo.apply' && event.code.trim() !== '',
    hasCoupon: ({ event }) => event.type === 'checkout.coupon.choose' && event.couponId !== '',
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
              ...(event.fromCart ? { fromCart: true } : {}),
            },
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
            // The type the answer priced: the one chosen, or the server's default on the first check.
            deliveryType: event.output.deliveryType,
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
        // One voucher per order: choosing a coupon replaces a promotion code (and the other way round).
        'checkout.coupon.choose': [
          {
            guard: 'hasCoupon',
            target: 'applyingCoupon',
            actions: assign({
              couponError: null,
              couponChoice: ({ event }) => (event as { couponId: string }).couponId,
            }),
          },
          { target: 'checking', actions: assign({ couponId: '', couponError: null }) },
        ],
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
          couponId: '',
        }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            promoPrice: event.output,
            promoCode: event.output.promotionCode ?? '',
            promoError: null,
            couponId: '',
          })),
        },
        onError: {
          target: 'editing',
          actions: assign({ promoError: ({ event }) => codeOfError(event.error) }),
        },
      },
    },
    /** The chosen coupon priced by a fresh check; a refusal keeps the order as it was. */
    applyingCoupon: {
      tags: ['busy'],
      invoke: {
        id: 'applyCoupon',
        src: 'checkOrder',
        input: ({ context }) => ({ ...checkInput(context), promoCode: '', couponId: context.couponChoice }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            check: event.output,
            couponId: context.couponChoice,
            couponError: null,
            promoCode: '',
            promoPrice: null,
            promoError: null,
          })),
        },
        onError: {
          target: 'editing',
          actions: assign({ couponError: ({ event }) => codeOfError(event.error) }),
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
          ...(context.request!.fromCart ? { fromCart: true } : {}),
        }),
        onDone: {
          target: 'ordered',
          actions: [assign({ order: ({ event }) => event.output, code: null }), 'orderCreated'],
        },
        onError: {
          target: 'editing',
          actions: assign({
            code: ({ event }) => codeOfError(event.error),
            failedAt: 'submit',
            issues: ({ event }) => fieldIssuesOf(event.error),
          }),
        },
      },
    },
    ordered: { type: 'final' },
  },
});
