import { assign, setup, type ActorRefFrom } from 'xstate';
import type { RedeemedCoupon } from '@schemas/coupons';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** Codes the redemption desk treats specially (server/schemas/codes.ts). */
export const REDEEM_CODES = {
  INVALID: 1045,
  ALREADY_REDEEMED: 1029,
  EXPIRED: 4701,
  UNAVAILABLE: 4702,
} as const;

export type CouponRedeemContext = {
  /** The scanned payload or the typed code, as sent. */
  code: string;
  result: RedeemedCoupon | null;
  errorCode: number | null;
};
export type CouponRedeemEvent =
  { type: 'redeem.submit'; code: string } | { type: 'redeem.retry' } | { type: 'redeem.next' };

/**
 * The merchant's redemption desk: the holder's QR is scanned or its code typed, the server
 * redeems it once (redeemCoupon) and the coupon is shown as redeemed, or the refusal's code is kept (1045
 * invalid or replaced, 1029 already redeemed, 4701 expired, 4702 no longer usable) for another try or the
 * next customer. Effects: src/features/coupons/coupons.actors.ts.
 */
export const couponRedeemMachine = setup({
  types: { context: {} as CouponRedeemContext, events: {} as CouponRedeemEvent },
  actors: {
    redeem: notProvided<RedeemedCoupon, { code: string }>('redeem'),
  },
  guards: {
    hasCode: ({ event }) => event.type === 'redeem.submit' && event.code.trim() !== '',
  },
  actions: {
    keepCode: assign({
      code: ({ event, context }) => (event.type === 'redeem.submit' ? event.code.trim() : context.code),
      errorCode: null,
    }),
    forget: assign({ code: '', result: null, errorCode: null }),
  },
}).createMachine({
  id: 'couponRedeem',
  context: { code: '', result: null, errorCode: null },
  initial: 'scanning',
  states: {
    /** Waiting for a QR or a typed code. */
    scanning: {
      on: { 'redeem.submit': { guard: 'hasCode', target: 'redeeming', actions: 'keepCode' } },
    },
    redeeming: {
      tags: ['busy'],
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'redeemed', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'refused',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    /** Redeemed once; the burn on chain follows by itself. */
    redeemed: { on: { 'redeem.next': { target: 'scanning', actions: 'forget' } } },
    refused: {
      on: {
        'redeem.retry': { target: 'redeeming', actions: assign({ errorCode: null }) },
        'redeem.submit': { guard: 'hasCode', target: 'redeeming', actions: 'keepCode' },
        'redeem.next': { target: 'scanning', actions: 'forget' },
      },
    },
  },
});
export type CouponRedeemActor = ActorRefFrom<typeof couponRedeemMachine>;
