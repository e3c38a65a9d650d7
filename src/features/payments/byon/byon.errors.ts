import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** Texts of the QR pages' refusals (spec §8 Payment); other codes take the generic texts. */
const TEXTS: Partial<Record<number, MessageDescriptor>> = {
  [Code.TRANSACTION_EXPIRED]: msg`The time to pay with this QR code is over. Ask for a new QR code to pay.`,
  [Code.CANCELLED_OR_NOT_VALID]: msg`The payment was refused in the payment app. Ask for a new QR code to try again.`,
  [Code.VERIFICATION_FAILED]: msg`Payment verification failed. Ask for a new QR code, or pay another way.`,
  [Code.PAYMENT_NOT_OPEN]: msg`This payment has already been decided or closed.`,
  [Code.NETWORK_UNSTABLE]: msg`Current network is unstable, please try again later.`,
  [Code.NOT_FOUND]: msg`This payment link is not valid.`,
};
const TITLES: Partial<Record<number, MessageDescriptor>> = {
  [Code.TRANSACTION_EXPIRED]: msg`This QR code has expired`,
  [Code.CANCELLED_OR_NOT_VALID]: msg`The payment was refused`,
};

/** The title and text of a QR page's refusal `code`. */
export function qrProblem(code: number): { title: string; text: string } {
  const title = TITLES[code] ?? msg`The payment did not go through`;
  return { title: i18n._(title), text: errorText(new ApiError(code, ''), TEXTS) };
}

/** The payer page's text for a refusal (an expired QR asks the shop for a new one). */
export function payerProblem(code: number): string {
  if (code === Code.TRANSACTION_EXPIRED)
    return i18n._(msg`This QR code has expired. Ask the shop for a new one.`);
  return errorText(new ApiError(code, ''), TEXTS);
}
