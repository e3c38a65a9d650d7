import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';

/** Redeem code answers (spec §8 Redeem). */
export const redeemErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.INVALID_REDEEM_CODE]: msg`This redeem code is not valid.`,
  [Code.ALREADY_CLAIMED]: msg`This redeem code has already been claimed.`,
  [Code.MEMBER_ALREADY_COLLECTED]: msg`You have already collected this card.`,
  [Code.SOLD_OUT]: msg`Sorry, these cards are sold out.`,
  [Code.NOT_FOUND]: msg`Sorry, these cards are sold out.`,
};

/** Activation answers (spec §8 Activation). */
export const activationErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.NOT_YOURS_ACTIVATION]: msg`This card is not yours.`,
  [Code.OWN_COLLECTIBLE]: msg`This card is already active in your wallet.`,
  [Code.INVALID_WALLET_ADDRESS]: msg`The wallet address is not valid. Cards are kept in your platform wallet.`,
  [Code.WRONG_QUANTITY]: msg`The quantity is wrong: a card is one token.`,
  [Code.NOT_FOUND]: msg`The token ID or the contract address is not valid.`,
  [Code.CARD_BUSY]: msg`This card is being activated or moved. Please wait until that is done.`,
  [Code.CHAIN_UNAVAILABLE]: msg`The blockchain is not reachable right now. Please try again shortly.`,
};

/** Card transfer answers (spec §8 Card transfer). */
export const transferErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.NOT_FOUND]: msg`This card could not be found.`,
  [Code.TARGET_NOT_MEMBER]: msg`No member has this mobile number or e-mail.`,
  [Code.VERIFICATION_FAILED]: msg`This card is not yours.`,
  [Code.WRONG_QUANTITY]: msg`The quantity is wrong: a card is one token.`,
  [Code.NOT_TRANSFERABLE]: msg`This card cannot be transferred. Only corporate membership cards can.`,
  [Code.CAPTCHA_WRONG]: msg`The picture code is wrong. Please type the new one.`,
  [Code.CARD_BUSY]: msg`This card is being activated or moved. Please wait until that is done.`,
};

/** Card detail answers (spec §8 Card detail). */
export const cardErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.VERIFICATION_FAILED]: msg`This card is not yours.`,
  [Code.NO_LONGER_IN_WALLET]: msg`This card is no longer in your wallet.`,
  [Code.NOT_FOUND]: msg`This card could not be found.`,
  [Code.FORBIDDEN]: msg`Your merchant plan does not include membership cards.`,
};

/** Field texts of 4200 answers the card forms can meet. */
export const cardFieldTexts: Record<string, MessageDescriptor> = {
  required: msg`Required.`,
  redeem_code_length: msg`A redeem code has exactly 16 characters.`,
  age_range: msg`Members are 18 to 99 years old.`,
  english_name: msg`Letters, spaces, dots, apostrophes and hyphens only.`,
  title: msg`Choose Mr or Ms.`,
  mobile: msg`Please enter a valid mobile number for the area code.`,
  email: msg`Please enter a valid e-mail address.`,
  email_format: msg`Please enter a valid e-mail address.`,
  transfer_to_self: msg`You cannot transfer a card to yourself.`,
  percent_format: msg`A percentage with up to two decimals.`,
  tiers_required: msg`Add at least one tier.`,
  unknown_tier: msg`Choose one of the programme's tiers.`,
  token_id: msg`A token ID is a number.`,
  file_not_found: msg`Upload the photo again.`,
  file_purpose: msg`Upload the photo again.`,
};
