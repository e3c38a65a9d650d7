import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';

/** Texts for the e-stamp refusals (server/routes/stamps.ts codes); others use the generic map. */
export const stampErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.FORBIDDEN]: msg`E-stamps are part of the Enterprise plan.`,
  [Code.NOT_FOUND]: msg`Set up your stamp card first.`,
  [Code.INVALID_REDEEM_CODE]: msg`This is not a membership card of your shop. Ask the customer to show their card's QR code.`,
  [Code.QR_EXPIRED]: msg`This QR code has expired. Ask the customer to show a new one.`,
  [Code.CANNOT_BUY_OWN]: msg`You cannot stamp your own card.`,
  [Code.OFFER_NOT_STARTED]: msg`Your stamp card has not started yet.`,
  [Code.PROMO_EXPIRED]: msg`Your stamp card has ended. Change its dates to give stamps again.`,
  [Code.SOLD_OUT]: msg`The reward coupons have run out. Choose another batch for the reward.`,
  [Code.COUPON_UNAVAILABLE]: msg`The reward coupon's batch is not valid now. Choose another batch for the reward.`,
};
