import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';

/** Texts for the e-coupon refusals (spec §8 Redeem and Promo code, and the coupon codes); others use the generic map. */
export const couponErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.NOT_FOUND]: msg`This coupon could not be found.`,
  [Code.SOLD_OUT]: msg`Sorry, these coupons are sold out.`,
  [Code.MEMBER_ALREADY_COLLECTED]: msg`You have already collected as many of these coupons as allowed.`,
  [Code.OFFER_NOT_STARTED]: msg`This offer has not started yet.`,
  [Code.PROMO_EXPIRED]: msg`This coupon has expired.`,
  [Code.CANNOT_BUY_OWN]: msg`You cannot collect your own merchant's coupons.`,
  [Code.COUPON_UNAVAILABLE]: msg`This coupon is held by an order, already used or no longer valid.`,
  [Code.INVALID_REDEEM_CODE]: msg`This code is not valid. Ask the customer to show a new QR code.`,
  [Code.ALREADY_CLAIMED]: msg`This coupon has already been redeemed.`,
  [Code.QR_EXPIRED]: msg`This QR code has expired. Ask the customer to show a new one.`,
  [Code.FORBIDDEN]: msg`This coupon is not one of your shop's, or your plan does not include it.`,
  [Code.WRONG_QUANTITY]: msg`A coupon is given one at a time.`,
  [Code.TARGET_NOT_MEMBER]: msg`No member has this mobile number or e-mail.`,
  [Code.CAPTCHA_WRONG]: msg`The picture code is wrong. Please type the new one.`,
  [Code.CHAIN_UNAVAILABLE]: msg`The blockchain is not reachable right now. Please try again shortly.`,
};

/** Field texts of 4200 answers the coupon forms can meet. */
export const couponFieldTexts: Record<string, MessageDescriptor> = {
  required: msg`Required.`,
  percent_range: msg`Between 0.01 and 100.`,
  percent_format: msg`A percentage with up to two decimals.`,
  amount_format: msg`A whole amount.`,
  ends_before_start: msg`The end must come after the start.`,
  above_quantity: msg`Not more than the quantity.`,
  not_own_item: msg`Only your own items.`,
  not_own_batch: msg`Choose one of your own coupon batches.`,
  stamps_range: msg`From 2 to 20 stamps.`,
  datetime_format: msg`Pick a date and time.`,
  transfer_to_self: msg`You cannot send it to yourself.`,
  mobile: msg`Please enter a valid mobile number for the area code.`,
  email: msg`Please enter a valid e-mail address.`,
};
