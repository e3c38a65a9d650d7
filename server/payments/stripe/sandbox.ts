import { createHash, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { sandboxesAllowed } from '../../sandboxes/exposure';
import { STRIPE_SANDBOX_WEBHOOK_SECRET } from '../../schemas/payments-stripe';
import type { PaymentProvider, SessionRow } from '../provider';
import { sendLateTwice, type SandboxCallbacks } from '../sandbox-session';
import { STRIPE_API_VERSION } from './adapter';
import { parseStripeWebhook, STRIPE_SIGNATURE_HEADER, verdictOfIntent } from './events';

export const STRIPE_SANDBOX = 'stripe-sandbox';
/** The queue that carries the sandbox's webhooks to /api/callbacks/stripe. */
export const STRIPE_WEBHOOK_QUEUE = 'payments.stripe-webhook';

/** A decided sandbox attempt, kept in the session's details as Stripe keeps a PaymentIntent's state. */
export type SandboxOutcome = 'APPROVED' | 'DECLINED' | 'EXPIRED_CARD' | 'CANCELLED';
/** A queued webhook: the Stripe-shaped event, signed at delivery (server/jobs/sandbox-callbacks.ts). */
export type StripeWebhookJob = { event: Record<string, unknown> };

/** The SDK without an account: only its webhook signing and verification are used, offline. */
export const sandboxStripe = new Stripe('sk_test_sandbox_offline', { apiVersion: STRIPE_API_VERSION });

/**
 * Stripe's webhooks: the event signed with Stripe's scheme (t in seconds, by the SDK's own
 * generateTestHeaderString) and the sandbox's webhook secret.
 */
export const stripeWebhooks: SandboxCallbacks<StripeWebhookJob> = {
  provider: STRIPE_SANDBOX,
  queue: STRIPE_WEBHOOK_QUEUE,
  path: () => '/api/callbacks/stripe',
  body: (job) => ({ contentType: 'application/json', text: JSON.stringify(job.event) }),
  headers: (deps, body) => ({
    [STRIPE_SIGNATURE_HEADER]: sandboxStripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: STRIPE_SANDBOX_WEBHOOK_SECRET,
      timestamp: Math.floor(deps.now().getTime() / 1000),
    }),
  }),
  ref: (job) => job.event.id as string | undefined,
};

/** The PaymentIntent the sandbox session stands for, as Stripe's API would show it. */
export function sandboxIntent(s: SessionRow, outcome: SandboxOutcome | null) {
  const status =
    outcome === 'APPROVED'
      ? 'succeeded'
      : outcome === 'CANCELLED'
        ? 'canceled'
        : outcome
          ? 'requires_payment_method'
          : s.details.sandbox === 'CHALLENGE'
            ? 'requires_action'
            : 'requires_payment_method';
  const error =
    outcome === 'DECLINED'
      ? { code: 'card_declined', decline_code: 'generic_decline' }
      : outcome === 'EXPIRED_CARD'
        ? { code: 'expired_card', decline_code: 'expired_card' }
        : null;
  return {
    id: s.providerRef ?? `pi_${s.ref}`,
    object: 'payment_intent',
    amount: Number(s.amount),
    amount_received: outcome === 'APPROVED' ? Number(s.amount) : 0,
    currency: s.currency.toLowerCase(),
    status,
    metadata: { ref: s.ref },
    latest_charge: s.details.chargeId ?? null,
    last_payment_error: error,
  };
}

const EVENT_TYPE: Record<SandboxOutcome, string> = {
  APPROVED: 'payment_intent.succeeded',
  DECLINED: 'payment_intent.payment_failed',
  EXPIRED_CARD: 'payment_intent.payment_failed',
  CANCELLED: 'payment_intent.canceled',
};

/** Queues the decided attempt's webhook twice, late, as one event (the same evt_ id: a redelivery). */
export async function sendSandboxWebhooks(
  deps: Pick<Deps, 'queue' | 'now'>,
  s: SessionRow,
  outcome: SandboxOutcome,
) {
  const event = {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(deps.now().getTime() / 1000),
    livemode: false,
    type: EVENT_TYPE[outcome],
    data: { object: sandboxIntent(s, outcome) },
  };
  const job: StripeWebhookJob = { event };
  await sendLateTwice(deps, stripeWebhooks, job);
}

/**
 * Stripe's test mode played here (STRIPE_SECRET_KEY empty): the buyer pays on our '#/stripe' page with test
 * cards; its webhooks are Stripe-shaped events signed with Stripe's scheme and a public secret, read by the
 * same code as real ones (so only where sandboxes may run); refunds are immediate, one id per key; the
 * reconciliation reads the session's own state as it would retrieve a PaymentIntent.
 */
export function stripeSandboxProvider(deps: Pick<Deps, 'env'>): PaymentProvider {
  return {
    id: STRIPE_SANDBOX,
    signatureHeader: STRIPE_SIGNATURE_HEADER,
    async createSession(s) {
      return { redirectUrl: `#/stripe?ref=${s.ref}`, providerRef: `pi_${randomBytes(12).toString('hex')}` };
    },
    parseCallback(rawBody, signature, now) {
      if (!sandboxesAllowed(deps.env)) fail('SIGNATURE_INVALID');
      return parseStripeWebhook(sandboxStripe, STRIPE_SANDBOX_WEBHOOK_SECRET, rawBody, signature, now);
    },
    async refund(_capture, r) {
      // The same key always gets the same refund id: asking twice refunds once.
      return { refundRef: `re_${createHash('sha256').update(r.key).digest('hex').slice(0, 24)}` };
    },
    async query(session) {
      const outcome = session.details.outcome as SandboxOutcome | undefined;
      if (session.details.sandbox !== 'DECIDED' || !outcome) return null;
      const pi = sandboxIntent(session, outcome);
      return verdictOfIntent({ ...pi, client_secret: null }, session.ref);
    },
  };
}
