import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/**
 * Texts shared by the card providers' pages of this feature (Stripe, Mastercard), kept in its `payments` catalog
 * rather than the first screen's `messages`. What a card provider's pages say for its refusals (spec §8 Payment); other codes
 * take the generic texts.
 */
const CARD_PAYMENT_TEXTS: Partial<Record<number, MessageDescriptor>> = {
  [Code.VERIFICATION_FAILED]: msg`The card was declined. Try another card or another payment method.`,
  [Code.CARD_EXPIRED]: msg`The card has expired. Use another card.`,
  [Code.NETWORK_UNSTABLE]: msg`The card service cannot be reached right now. Please try again later.`,
  [Code.TRANSACTION_EXPIRED]: msg`The time to pay has run out. Please pay again from the order.`,
  [Code.PAYMENT_NOT_OPEN]: msg`This payment has already been decided or closed.`,
  [Code.CANCELLED_OR_NOT_VALID]: msg`The payment was cancelled. Nothing has been charged.`,
  [Code.NOT_FOUND]: msg`This payment link is not valid.`,
};

/** The translated text of a card provider page's refusal `code` (Stripe, Mastercard). */
export const cardPaymentError = (code: number) => errorText(new ApiError(code, ''), CARD_PAYMENT_TEXTS);

/** The test card form's field messages (the keys the servers' card schemas give), for `useTestCardForm`. */
const FIELD_TEXTS: Record<string, MessageDescriptor> = {
  card_format: msg`Enter the 12 to 19 digits of the card number.`,
  expiry_format: msg`Enter the expiry as MM/YY.`,
  cvc_format: msg`Enter the 3 or 4 digits on the back of the card.`,
};

export const cardFieldError = (key: string | undefined) =>
  i18n._(FIELD_TEXTS[key ?? ''] ?? msg`This field is required.`);
