import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';

/** Texts for the campaign refusals (server/routes/campaigns.ts codes); others use the generic map. */
export const campaignErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.NOT_FOUND]: msg`This event could not be found.`,
  [Code.OFFER_NOT_STARTED]: msg`This event has not started yet.`,
  [Code.PROMO_EXPIRED]: msg`This event has ended.`,
  [Code.SOLD_OUT]: msg`Sorry, every reward of this event has been given.`,
  [Code.MEMBER_ALREADY_COLLECTED]: msg`You have already received as many rewards as this event allows.`,
  [Code.COUPON_UNAVAILABLE]: msg`This reward is held by an order, already used or no longer valid.`,
  [Code.FORBIDDEN]: msg`This reward cannot be given to you.`,
  [Code.TARGET_NOT_MEMBER]: msg`No member has this mobile number or e-mail.`,
  [Code.CAPTCHA_WRONG]: msg`The picture code is wrong. Please type the new one.`,
  [Code.CHAIN_UNAVAILABLE]: msg`The blockchain is not reachable right now. Please try again shortly.`,
};
