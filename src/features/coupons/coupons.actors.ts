import { fromPromise } from 'xstate';
import { couponRedeemMachine } from '@machines/coupon-redeem.machine';
import type { RedeemedCoupon } from '@schemas/coupons';
import { couponsApi } from './coupons.api';

/** The redemption desk's effect: redeemCoupon with the scanned payload or the typed code. */
export const couponActors = {
  redeem: fromPromise<RedeemedCoupon, { code: string }>(({ input, signal }) =>
    couponsApi.redeem(input.code, { signal }),
  ),
};

/** The redemption desk with its real effect. */
export const couponRedeemFlow = couponRedeemMachine.provide({ actors: couponActors });
