import Stripe from 'stripe';
import * as v from 'valibot';
import type { Env } from '../../env';
import { ApiError } from '../../http/errors';
import { Code } from '../../schemas/codes';
import type { PaymentProvider } from '../provider';
import { parseStripeWebhook, PaymentIntentShape, STRIPE_SIGNATURE_HEADER, verdictOfIntent } from './events';

export const STRIPE = 'stripe';
/**
 * The API version every call and webhook is read in: the pinned SDK's own (stripe@23.1.0), so its types are
 * the shapes we get. Upgrading the SDK moves this on purpose.
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive';

export type StripeEnv = Pick<
  Env,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'
>;

/** The SDK client; STRIPE_API_URL (a local stand-in in tests) replaces api.stripe.com. */
export function stripeClient(env: StripeEnv): Stripe {
  const config: Stripe.StripeConfig = {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
  };
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    Object.assign(config, {
      host: url.hostname,
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
    });
  }
  return new Stripe(env.STRIPE_SECRET_KEY, config);
}

/**
 * Runs one Stripe call; any failure to get an answer (network, 5xx, auth, a refused request) is
 * NETWORK_UNSTABLE, named by Stripe's error type only: its message may quote what we sent.
 */
async function call<T>(what: string, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (err) {
    const type = err instanceof Stripe.errors.StripeError ? err.type : 'unreachable';
    throw new ApiError(Code.NETWORK_UNSTABLE, `stripe_${what}_${type}`);
  }
}

function intentOf(raw: unknown) {
  const out = v.safeParse(PaymentIntentShape, raw);
  if (!out.success) throw new ApiError(Code.NETWORK_UNSTABLE, 'stripe_answer');
  return out.output;
}

/**
 * Stripe through its official SDK. A PaymentIntent per session, created server-side for the
 * session's amount with our ref as idempotency key and metadata; the buyer pays on our '#/stripe' page with
 * Stripe's Payment Element. The ledger key of a capture is the PaymentIntent id; refunds are made against it,
 * keyed by our refund key; webhooks are verified by the SDK with STRIPE_WEBHOOK_SECRET.
 */
export function stripeProvider(env: StripeEnv, stripe: Stripe = stripeClient(env)): PaymentProvider {
  return {
    id: STRIPE,
    signatureHeader: STRIPE_SIGNATURE_HEADER,
    async createSession(s) {
      const pi = await call('create', () =>
        stripe.paymentIntents.create(
          {
            amount: Number(s.amount),
            currency: s.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            description: `${s.orderNumber} ${s.title}`.slice(0, 200),
            metadata: { ref: s.ref, orderNumber: s.orderNumber },
          },
          { idempotencyKey: s.ref },
        ),
      );
      return { redirectUrl: `#/stripe?ref=${s.ref}`, providerRef: intentOf(pi).id };
    },
    parseCallback(rawBody, signature, now) {
      return parseStripeWebhook(stripe, env.STRIPE_WEBHOOK_SECRET, rawBody, signature, now);
    },
    async refund(capture, r) {
      const ref = (capture.raw as { ref?: unknown } | null)?.ref;
      const refund = await call('refund', () =>
        stripe.refunds.create(
          {
            payment_intent: capture.providerRef,
            amount: Number(r.amount),
            // Read back from charge.refunded, so the webhook of our own refund finds its ledger row.
            metadata: { key: r.key, ...(typeof ref === 'string' ? { ref } : {}) },
          },
          { idempotencyKey: r.key },
        ),
      );
      return { refundRef: refund.id };
    },
    async query(session) {
      if (!session.providerRef) return null;
      const pi = await call('retrieve', () => stripe.paymentIntents.retrieve(session.providerRef!));
      return verdictOfIntent(intentOf(pi), session.ref);
    },
  };
}

/** The PaymentIntent's client secret, for the Payment Element on our page (never logged). */
export async function stripeClientSecret(env: StripeEnv, intentId: string): Promise<string> {
  const pi = intentOf(await call('retrieve', () => stripeClient(env).paymentIntents.retrieve(intentId)));
  if (!pi.client_secret) throw new ApiError(Code.NETWORK_UNSTABLE, 'stripe_answer');
  return pi.client_secret;
}
