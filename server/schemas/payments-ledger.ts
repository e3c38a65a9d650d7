import * as v from 'valibot';
import { CommonParams } from './common';
import { MinorAmount, ORDER_CURRENCIES } from './orders';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payments';

/** The payment ledger as its readers see it: listPayments and support's refundPayment. */

const Uuid = v.pipe(v.string(), v.uuid());

export const PaymentListQuery = v.object({ ...CommonParams, orderId: Uuid });

/**
 * One ledger row: a capture (money in) or a refund (money back, naming its capture in `refundOf`). Only what
 * the buyer, seller and support may read: never the provider's raw payload, a card number or a signature.
 */
export const PaymentEntry = v.object({
  id: v.string(),
  kind: v.picklist(['CAPTURE', 'REFUND']),
  /** The method that took it (null for a provider this server no longer names). */
  method: v.nullable(v.picklist(PAYMENT_METHODS)),
  /** The provider's ledger name (sandbox-card, stripe, crypto…). */
  provider: v.string(),
  /** Minor units (cents; wei for crypto). */
  amount: v.string(),
  currency: v.picklist(ORDER_CURRENCIES),
  time: v.string(),
  /** REFUND: the capture row it gives back. */
  refundOf: v.nullable(v.string()),
  /** REFUND: why (support's words, or overpaid / unneeded / refunded_at_provider). */
  reason: v.string(),
  /** CAPTURE: what is still left to refund of it; null for a refund. */
  refundable: v.nullable(v.string()),
});
export type PaymentEntry = v.InferOutput<typeof PaymentEntry>;
export const PaymentList = v.array(PaymentEntry);

/**
 * One attempt to pay an order (a payment session), whatever became of it: the declined ones too, with the
 * provider's reason as the spec's code (1004 declined, 1009 expired card…). What support reads beside the ledger.
 */
export const PaymentAttempt = v.object({
  id: v.string(),
  method: v.nullable(v.picklist(PAYMENT_METHODS)),
  /** Minor units of `currency`: what the attempt asked for. */
  amount: v.string(),
  currency: v.picklist(ORDER_CURRENCIES),
  status: v.picklist(PAYMENT_STATUSES),
  /** Why it failed (a spec §8 code), null otherwise. */
  failureCode: v.nullable(v.number()),
  startedAt: v.string(),
  /** When it was last decided or changed. */
  updatedAt: v.string(),
});
export type PaymentAttempt = v.InferOutput<typeof PaymentAttempt>;
export const PaymentAttempts = v.array(PaymentAttempt);

/** refundPayment (tag SUPPORT): part or all of what is left of one capture, through its provider. */
export const RefundPaymentForm = v.object({
  ...CommonParams,
  paymentId: Uuid,
  /** Minor units; absent = all that is left of the capture. */
  amount: v.optional(v.pipe(MinorAmount, v.regex(/^0*[1-9]\d*$/, 'amount_positive'))),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(500)),
});
export type RefundPaymentForm = v.InferOutput<typeof RefundPaymentForm>;

/** The REFUND row (a second click at once answers the first's row with `duplicate`) and the order's ledger. */
export const RefundPaymentAnswer = v.object({
  refund: PaymentEntry,
  duplicate: v.boolean(),
  payments: PaymentList,
});
