import * as v from 'valibot';
import { CommonParams } from './common';
import { CARD_FORM_FIELDS, PAYMENT_STATUSES, Ref, SANDBOX_SESSION_HEAD } from './payments';

/** Stripe: wire contracts of the Stripe page, its sandbox (test mode played here) and webhooks. */

/** Stripe's documented test cards, as its test mode answers them. */
export const STRIPE_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  expired: '4000000000000069',
  /** 3-D Secure 2: always asks the buyer to authenticate. */
  threeDS: '4000002500003155',
} as const;

/** The public webhook signing secret of the sandbox: it only counts where sandboxes may run. */
export const STRIPE_SANDBOX_WEBHOOK_SECRET = 'whsec_stripe_sandbox_public';

/** SANDBOX: our card form over the sandbox; ELEMENT: Stripe's Payment Element with the publishable key. */
export const STRIPE_PAGE_MODES = ['SANDBOX', 'ELEMENT'] as const;
/** Where a sandbox session stands: waiting for a card, in its 3-D Secure challenge, or decided. */
export const STRIPE_SANDBOX_STEPS = ['CARD', 'CHALLENGE', 'DECIDED'] as const;
/** What a sandbox attempt answers the page (as a PaymentIntent's status would tell it). */
export const STRIPE_SANDBOX_OUTCOMES = [
  'SUCCEEDED',
  'DECLINED',
  'EXPIRED_CARD',
  'REQUIRES_ACTION',
  'CANCELLED',
] as const;

export const StripeRefQuery = v.object({ ...CommonParams, ref: Ref });
export const StripeRefForm = v.object({ ...CommonParams, ref: Ref });

/** stripeIntent: what the Stripe page shows and, with a publishable key, what the Payment Element needs. */
export const StripeIntent = v.object({
  ref: v.string(),
  amount: v.string(),
  currency: v.string(),
  orderNumber: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
  mode: v.picklist(STRIPE_PAGE_MODES),
  publishableKey: v.nullable(v.string()),
  clientSecret: v.nullable(v.string()),
  returnUrl: v.string(),
});
export type StripeIntent = v.InferOutput<typeof StripeIntent>;

export const StripeSandboxSession = v.object({
  ...SANDBOX_SESSION_HEAD,
  status: v.picklist(PAYMENT_STATUSES),
  step: v.picklist(STRIPE_SANDBOX_STEPS),
  returnUrl: v.string(),
});
export type StripeSandboxSession = v.InferOutput<typeof StripeSandboxSession>;

/** The sandbox card form (as Stripe's card element asks it: number, MM/YY, CVC). */
export const StripeSandboxPayForm = v.object({
  ...CommonParams,
  ref: Ref,
  cardNumber: CARD_FORM_FIELDS.cardNumber,
  expiry: v.pipe(v.string(), v.trim(), v.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'expiry_format')),
  cvc: CARD_FORM_FIELDS.cvc,
});
export type StripeSandboxPayForm = v.InferOutput<typeof StripeSandboxPayForm>;

/** The 3-D Secure test page's two buttons. */
export const StripeChallengeForm = v.object({
  ...CommonParams,
  ref: Ref,
  result: v.picklist(['complete', 'fail']),
});
export type StripeChallengeForm = v.InferOutput<typeof StripeChallengeForm>;

export const StripeSandboxAnswer = v.object({
  outcome: v.picklist(STRIPE_SANDBOX_OUTCOMES),
  returnUrl: v.string(),
});
export type StripeSandboxAnswer = v.InferOutput<typeof StripeSandboxAnswer>;
