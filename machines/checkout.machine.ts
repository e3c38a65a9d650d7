import { assign, setup } from 'xstate';
import type { Order, OrderCheck, PriceBreakdown } from '@schemas/orders';
import { fieldIssuesOf } from './error-code';
import {
  codeOfError,
  type CheckInput,
  type CheckoutContext,
  type CheckoutEvent,
  type CreateInput,
  type OrderFields,
} from './checkout.types';
import { notProvided } from './not-provided';

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
 * Steps 1 of the checkout of spec §2/§5: check order (lines, stock, locks: 1050, 4000, 4602…) →
 * submit order (delivery, one optional voucher: a promotion code or one of the buyer's coupons, buyer info;
 * one requestKey per checkout) → `ordered`, where
 * the page goes on to the payment step (machines/checkout-payment.machine.ts). Effects are provided by
 * src/features/checkout/checkout.actors.ts; the machine carries codes only.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent },
  actors: {
    checkOrder: notProvided<OrderCheck, CheckInput>('checkOrder'),
    applyPromotionCode: notProvided<PriceBreakdown, CheckInput>('applyPromotionCode'),
    createOrder: notProvided<Order, CreateInput>('createOrder'),
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
