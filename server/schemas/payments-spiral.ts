import * as v from 'valibot';
import { CommonParams } from './common';
import { PAYMENT_STATUSES, Ref, SANDBOX_SESSION_HEAD } from './payments';

/**
 * Spiral's hosted payment page: the wire contracts of Spiral's API as the adapter assumes it
 * (server/payments/spiral/adapter.ts documents the contract), our return call and the Spiral sandbox's page.
 */

/** The header Spiral signs its callbacks in: `t=<ms>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const SPIRAL_SIGNATURE_HEADER = 'X-Spiral-Signature';
/** A Spiral checkout's life: OPEN until the payer pays, fails, cancels, or it runs out. */
export const SPIRAL_CHECKOUT_STATUSES = ['OPEN', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;
/** Spiral's callback event types; any other type is authentic but moves no payment. */
export const SPIRAL_EVENT_TYPES = [
  'checkout.paid',
  'checkout.failed',
  'checkout.cancelled',
  'checkout.expired',
  'refund.succeeded',
] as const;

const Minor = v.pipe(v.string(), v.regex(/^\d{1,30}$/));
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));

/** POST /v1/checkouts → the checkout's id and the hosted page's URL. */
export const SpiralCheckoutCreated = v.object({ id: Id, url: v.pipe(v.string(), v.url()) });
/** GET /v1/checkouts/{id}: its status; paymentId once a payment was attempted, failureCode when it failed. */
export const SpiralCheckout = v.object({
  id: Id,
  reference: v.string(),
  status: v.picklist(SPIRAL_CHECKOUT_STATUSES),
  amount: Minor,
  currency: v.string(),
  paymentId: v.optional(v.nullable(Id)),
  failureCode: v.optional(v.nullable(v.string())),
});
export type SpiralCheckout = v.InferOutput<typeof SpiralCheckout>;
/** POST /v1/refunds → the refund's id. */
export const SpiralRefundCreated = v.object({ id: Id });

/** A callback's JSON body (any event type is read; unknown ones are ignored). */
export const SpiralEvent = v.object({
  id: Id,
  type: v.string(),
  data: v.object({
    checkoutId: Id,
    reference: v.string(),
    amount: Minor,
    currency: v.string(),
    paymentId: v.optional(v.nullable(Id)),
    failureCode: v.optional(v.nullable(v.string())),
    refundId: v.optional(v.nullable(Id)),
    /** refund.succeeded: the reference (our idempotency key) we gave the refund; absent for Spiral's own. */
    refundReference: v.optional(v.nullable(Id)),
  }),
});
export type SpiralEvent = v.InferOutput<typeof SpiralEvent>;

/** spiralReturn: the buyer is back from the hosted page with our ref. */
export const SpiralRefForm = v.object({ ...CommonParams, ref: Ref });
export const SpiralRefQuery = SpiralRefForm;

// ---- The Spiral sandbox (plays Spiral's test mode; SPA page '#/spiral?ref=') -----------------------------------

/** The sandbox payer's choices on the hosted page. */
export const SPIRAL_SANDBOX_CHOICES = ['PAY', 'DECLINE', 'CANCEL'] as const;
export type SpiralSandboxChoice = (typeof SPIRAL_SANDBOX_CHOICES)[number];

export const SpiralSandboxSession = v.object({
  ...SANDBOX_SESSION_HEAD,
  merchant: v.string(),
  /** Our session's status; EXPIRED once past its time. */
  status: v.picklist(PAYMENT_STATUSES),
  /** Whether the payer already decided on this page (one decision per session). */
  decided: v.boolean(),
  returnUrl: v.string(),
});
export const SpiralSandboxDecideForm = v.object({
  ...CommonParams,
  ref: Ref,
  choice: v.picklist(SPIRAL_SANDBOX_CHOICES),
});
export const SpiralSandboxAnswer = v.object({
  choice: v.picklist(SPIRAL_SANDBOX_CHOICES),
  returnUrl: v.string(),
});
