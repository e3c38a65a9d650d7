import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentMethod } from '@schemas/payments';

/** How each payment method is named on an order's payments (brand names stay as they are). */
export const METHOD: Record<PaymentMethod, MessageDescriptor> = {
  SANDBOX_CARD: msg`Card`,
  STRIPE: msg`Card (Stripe)`,
  MASTERCARD: msg`Card (Mastercard)`,
  BYON: msg`BYON QR`,
  SPIRAL: msg`Spiral`,
  CRYPTO: msg`Crypto`,
};

/** Payments without a method of their own, named by their provider: the merchant's coins at checkout. */
export const PROVIDER: Record<string, MessageDescriptor> = {
  coins: msg`Loyalty coins`,
};

/**
 * An order's payment method as its page names it: a provider's method, or how the system settled an order it
 * made itself (an auction's winning bid, a campaign's gift). A code the app does not know shows as it is.
 */
export const ORDER_METHOD: Record<string, MessageDescriptor> = {
  ...METHOD,
  AUCTION: msg`Auction (winning bid)`,
  CAMPAIGN: msg`Event gift`,
};

/** Why a refund was made, for the reasons the system writes itself (support's own words show as typed). */
export const REFUND_REASON: Record<string, MessageDescriptor> = {
  overpaid: msg`Paid more than the order's total`,
  unneeded: msg`Payment no longer needed`,
  refunded_at_provider: msg`Refunded by the payment provider`,
};
