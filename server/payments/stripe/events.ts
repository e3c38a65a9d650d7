import Stripe from 'stripe';
import * as v from 'valibot';
import { fail } from '../../http/errors';
import { CALLBACK_TOLERANCE_MS, type ProviderCallback } from '../provider';

/** The header Stripe signs its webhooks in: `t=<seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const STRIPE_SIGNATURE_HEADER = 'Stripe-Signature';

// Only the fields we read; Stripe adds fields in every API version and valibot's object ignores the rest.
const Metadata = v.nullish(v.record(v.string(), v.string()), {});
export const PaymentIntentShape = v.object({
  id: v.pipe(v.string(), v.regex(/^pi_\w{1,100}$/)),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  amount_received: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0))),
  currency: v.string(),
  status: v.string(),
  metadata: Metadata,
  client_secret: v.nullish(v.string()),
  last_payment_error: v.nullish(
    v.object({ code: v.nullish(v.string()), decline_code: v.nullish(v.string()) }),
  ),
});
export type PaymentIntentShape = v.InferOutput<typeof PaymentIntentShape>;
const RefundShape = v.object({
  id: v.string(),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  status: v.nullish(v.string()),
  metadata: Metadata,
  payment_intent: v.nullish(v.string()),
  currency: v.nullish(v.string()),
});
/** Stripe's events of one refund (the API versions since 2022-11-15 no longer list refunds in charge.refunded). */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated']);
const ChargeShape = v.object({
  id: v.string(),
  payment_intent: v.nullish(v.string()),
  currency: v.string(),
  metadata: Metadata,
  refunds: v.nullish(v.object({ data: v.array(RefundShape) })),
});
const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);
const EventShape = v.object({ id: v.string(), type: v.string(), data: v.object({ object: v.unknown() }) });

/** A PaymentIntent failed for an expired card (1009), else declined (1004). */
function failureOf(pi: PaymentIntentShape): 'EXPIRED_CARD' | 'DECLINED' {
  const e = pi.last_payment_error;
  return e?.code === 'expired_card' || e?.decline_code === 'expired_card' ? 'EXPIRED_CARD' : 'DECLINED';
}

/**
 * A PaymentIntent's verdict by its status (the reconciliation's question): succeeded → APPROVED, canceled →
 * CANCELLED, back to requires_payment_method after an error → DECLINED / EXPIRED_CARD; anything else
 * (requires_action for 3-D Secure, processing…) is still undecided (null). The ledger key is the PI id.
 */
export function verdictOfIntent(pi: PaymentIntentShape, ref: string): ProviderCallback | null {
  const base = { ref, providerRef: pi.id, currency: pi.currency.toUpperCase() };
  if (pi.status === 'succeeded')
    return { ...base, outcome: 'APPROVED', amount: BigInt(pi.amount_received ?? pi.amount) };
  if (pi.status === 'canceled') return { ...base, outcome: 'CANCELLED', amount: BigInt(pi.amount) };
  if (pi.status === 'requires_payment_method' && pi.last_payment_error)
    return { ...base, outcome: failureOf(pi), amount: BigInt(pi.amount) };
  return null;
}

function parsed<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  const out = v.safeParse(schema, value);
  if (!out.success) fail('VALIDATION_FAILED', 'stripe_event_shape');
  return out.output;
}

/**
 * A verified event's verdict: payment_intent.succeeded / payment_failed / canceled by our `metadata.ref`;
 * refund.created / refund.updated once succeeded, and charge.refunded (older API versions) as its newest
 * refund: the ledger key is the refund's `metadata.key` when we asked for it, so our own refund's webhook finds
 * the REFUND row already there; else the refund id (a refund made in Stripe's dashboard). Other events, and events
 * without our ref (payments not made through us), move nothing (null).
 */
export function verdictOfEvent(raw: unknown): ProviderCallback | null {
  const event = parsed(EventShape, raw);
  if (INTENT_EVENTS.has(event.type)) {
    const pi = parsed(PaymentIntentShape, event.data.object);
    const ref = pi.metadata.ref;
    if (!ref) return null;
    if (event.type !== 'payment_intent.payment_failed') return verdictOfIntent(pi, ref);
    return {
      ref,
      providerRef: pi.id,
      outcome: failureOf(pi),
      amount: BigInt(pi.amount),
      currency: pi.currency.toUpperCase(),
    };
  }
  if (REFUND_EVENTS.has(event.type)) {
    const refund = parsed(RefundShape, event.data.object);
    // Only a refund that went through moves money; pending ones come again as refund.updated.
    if (refund.status !== 'succeeded' || !refund.payment_intent || !refund.currency) return null;
    return {
      // Ours carry the session's ref; one made in Stripe's dashboard does not, and is found by its capture.
      ref: refund.metadata.ref ?? '',
      providerRef: refund.payment_intent,
      outcome: 'REFUNDED',
      amount: BigInt(refund.amount),
      currency: refund.currency.toUpperCase(),
      refundRef: refund.metadata.key ?? refund.id,
    };
  }
  if (event.type === 'charge.refunded') {
    const charge = parsed(ChargeShape, event.data.object);
    // Since API version 2022-11-15 a charge no longer embeds its refunds: such an event names no single refund
    // and is left to the refund's own record (ours are recorded when made).
    const refund = charge.refunds?.data[0];
    const ref = charge.metadata.ref ?? refund?.metadata.ref;
    if (!ref || !charge.payment_intent || !refund || refund.status === 'failed') return null;
    return {
      ref,
      providerRef: charge.payment_intent,
      outcome: 'REFUNDED',
      amount: BigInt(refund.amount),
      currency: charge.currency.toUpperCase(),
      refundRef: refund.metadata.key ?? refund.id,
    };
  }
  return null;
}

/**
 * Verifies a webhook with the SDK's own check (signature, then age against our clock) and reads its verdict.
 * A stale signature is SIGNATURE_EXPIRED, any other mismatch (or no secret configured) SIGNATURE_INVALID.
 */
export function parseStripeWebhook(
  stripe: Stripe,
  secret: string,
  rawBody: string,
  signature: string | undefined,
  now: Date,
): ProviderCallback | null {
  if (!secret || !signature) fail('SIGNATURE_INVALID');
  let event: unknown;
  try {
    const tolerance = CALLBACK_TOLERANCE_MS / 1000;
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, tolerance, undefined, now.getTime());
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeSignatureVerificationError)) fail('VALIDATION_FAILED');
    fail(/tolerance/i.test(err.message) ? 'SIGNATURE_EXPIRED' : 'SIGNATURE_INVALID');
  }
  return verdictOfEvent(event);
}
