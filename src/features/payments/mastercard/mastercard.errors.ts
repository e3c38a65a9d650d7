import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** What the Mastercard pages say for a code (spec §8 Payment), then the generic texts. */
const MASTERCARD_TEXTS: Partial<Record<number, MessageDescriptor>> = {
  [Code.VERIFICATION_FAILED]: msg`The card was declined. Try another card or another payment method.`,
  [Code.CARD_EXPIRED]: msg`The card has expired. Use another card.`,
  [Code.NETWORK_UNSTABLE]: msg`The card service cannot be reached right now. Please try again later.`,
  [Code.TRANSACTION_EXPIRED]: msg`The time to pay has run out. Please pay again from the order.`,
  [Code.PAYMENT_NOT_OPEN]: msg`This payment has already been decided or closed.`,
  [Code.CANCELLED_OR_NOT_VALID]: msg`The payment was cancelled. Nothing has been charged.`,
  [Code.NOT_FOUND]: msg`This payment link is not valid.`,
};

/** The translated text of a Mastercard page's code. */
export const mastercardError = (code: number) => errorText(new ApiError(code, ''), MASTERCARD_TEXTS);

/** The sandbox card form's field messages (the server's schema keys). */
const FIELD_TEXTS: Record<string, MessageDescriptor> = {
  card_format: msg`Enter the 12 to 19 digits of the card number.`,
  expiry_format: msg`Enter the expiry as MM/YY.`,
  cvc_format: msg`Enter the 3 or 4 digits on the back of the card.`,
};

export const mastercardFieldError = (key: string | undefined) =>
  i18n._(FIELD_TEXTS[key ?? ''] ?? msg`This field is required.`);
