import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { CHECKOUT_CODES } from '@machines/checkout.types';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** Texts for the checkout's refusals (spec §8 Payment, Promo code, Collection/item, and the order codes). */
export const checkoutErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.CANNOT_BUY_OWN]: msg`You cannot buy your own item or creation.`,
  [Code.ITEM_LOCKED]: msg`This item is locked for 30 minutes by another buyer's unpaid order.`,
  [Code.OUT_OF_STOCK]: msg`Not enough left in stock for this quantity.`,
  [Code.ORDERING_CLOSED]: msg`The seller is not taking orders right now. Please try again during opening hours.`,
  [Code.ORDER_BELOW_MINIMUM]: msg`The order after discounts must come to at least 1.`,
  [Code.PAYMENT_BELOW_MINIMUM]: msg`A card payment must be at least 1 USD (HK$7.80).`,
  [Code.ITEM_NOT_FOR_SALE]: msg`This item is not on sale any more.`,
  [Code.ONE_SELLER_PER_ORDER]: msg`One order holds the items of one seller. Check out each seller's items separately.`,
  [Code.COD_NOT_ALLOWED]: msg`The seller does not take cash on delivery for this order.`,
  [Code.DELIVERY_TYPE_INVALID]: msg`This delivery method does not suit the items.`,
  [Code.ORDER_STATE_INVALID]: msg`This order cannot be paid in its present state.`,
  [Code.VERIFICATION_FAILED]: msg`Payment verification failed: the card or the transfer was declined. Please try again, or pay another way.`,
  [Code.CARD_EXPIRED]: msg`The card has expired. Please use another card.`,
  [Code.TRANSACTION_EXPIRED]: msg`This order has expired and can no longer be paid. Please place a new order.`,
  [Code.PAYMENT_NOT_OPEN]: msg`Payment is not open for this order.`,
  [Code.NETWORK_UNSTABLE]: msg`Current network is unstable, please try again later.`,
  [Code.NETWORK_UNSTABLE_2]: msg`Current network is unstable, please try again later.`,
  [Code.CHECK_PAYMENT_EMAIL]: msg`Please check your e-mail for the payment result.`,
  [Code.CANCELLED_OR_NOT_VALID]: msg`This has been cancelled or is not valid.`,
  [Code.TX_NOT_VERIFIED]: msg`The transaction could not be verified on the chain.`,
  [Code.INSUFFICIENT_FUNDS]: msg`Your marketplace wallet does not hold enough for this payment and its network fee. Add funds or pay another way.`,
  [Code.CHAIN_UNAVAILABLE]: msg`The blockchain is not reachable right now. Please try again shortly.`,
  [CHECKOUT_CODES.WALLET_REJECTED]: msg`The transaction was rejected in your wallet.`,
  [CHECKOUT_CODES.NO_WALLET]: msg`No browser wallet was found. Install or unlock your wallet and try again.`,
};

/** Spec §8 Payment's 1020 (its number means "royalty locked" for items, so it has no Code name of its own). */
export const TRANSACTION_FAILED = 1020;

/**
 * The result pages' texts (spec §8 Payment), where they differ from the checkout's: after a payment attempt a
 * 1006 is the transaction that expired (pay again), 1020 a failed transaction, and a duplicate or a closed
 * order goes to the administrator.
 */
export const paymentResultTexts: Partial<Record<number, MessageDescriptor>> = {
  ...checkoutErrorTexts,
  [Code.TRANSACTION_EXPIRED]: msg`The transaction ID has expired. Please pay again.`,
  [Code.PAYMENT_NOT_OPEN]: msg`Payment is not open for this order. See the order for its state.`,
  [Code.CANCELLED_OR_NOT_VALID]: msg`The payment was cancelled. Nothing has been charged.`,
  [TRANSACTION_FAILED]: msg`The transaction failed. Please close other apps and try again.`,
  [Code.PAYMENT_REF_CONFLICT]: msg`This payment was already recorded for another order or amount. Please contact the administrator.`,
};

/** A closed, cancelled or already paid order cannot be paid again: the administrator sorts it out. */
export const closedOrderText = msg`This order is closed or already paid and cannot be paid again. If you were charged, please contact the administrator.`;

/** Promotion code answers (spec §8 Promo code: 404, 8102, 8105, 8106, 1013, 8201, length limit). */
export const promoErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.NOT_FOUND]: msg`This promotion code does not exist.`,
  [Code.PROMO_EXPIRED]: msg`This promotion code has expired.`,
  [Code.PROMO_NOT_IN_PERIOD]: msg`This promotion code cannot be used at this time.`,
  [Code.PROMO_REUSED]: msg`This promotion code has already been used.`,
  [Code.CANCELLED_OR_NOT_VALID]: msg`This promotion code is not valid for these items.`,
  [Code.OFFER_NOT_STARTED]: msg`This promotion has not started yet.`,
};

/** Coupon answers at checkout (the coupon as the order's voucher). */
export const couponErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.NOT_FOUND]: msg`This coupon could not be found.`,
  [Code.COUPON_UNAVAILABLE]: msg`This coupon is held by another order, already used or no longer valid.`,
  [Code.PROMO_EXPIRED]: msg`This coupon has expired.`,
  [Code.OFFER_NOT_STARTED]: msg`This coupon cannot be used yet.`,
  [Code.CANCELLED_OR_NOT_VALID]: msg`This coupon is not valid for these items.`,
  [Code.ONE_VOUCHER_PER_ORDER]: msg`One voucher per order: a promotion code or a coupon, not both.`,
};

/** Text of a checkout code: this feature's map first, then the generic one (src/lib/error-text.ts). */
export const checkoutError = (code: number, own = checkoutErrorTexts) =>
  errorText(new ApiError(code, ''), own);

/** Field messages of the server's valibot schemas (server/schemas/orders.ts, delivery.ts, payments.ts). */
const fieldTexts: Record<string, MessageDescriptor> = {
  required: msg`This field is required.`,
  mobile_format: msg`Enter 6 to 15 digits, without the area code.`,
  phone_format: msg`Enter 6 to 15 digits.`,
  area_code: msg`Choose an area code.`,
  email_format: msg`Enter a valid e-mail address.`,
  address_format: msg`Enter a wallet address starting with 0x and 40 hexadecimal characters.`,
  promo_code_length: msg`A promotion code has at most 20 characters.`,
  promo_code_format: msg`Use letters, digits, - and _ only.`,
  card_format: msg`Enter the 12 to 19 digits of the card number.`,
  expiry_format: msg`Enter the expiry as MM/YY.`,
  cvc_format: msg`Enter the 3 or 4 digits on the back of the card.`,
  too_long: msg`This is too long.`,
};

/** A schema issue's message as translated text (a length issue without a key reads "too long"). */
export function fieldError(key: string | undefined): string {
  const d = (key && fieldTexts[key]) || (key?.includes('length') ? fieldTexts.too_long : fieldTexts.required);
  return i18n._(d!);
}
