import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { activeStripe } from '../payments/stripe/method';
import {
  stripeSandboxCancel,
  stripeSandboxChallenge,
  stripeSandboxPay,
  stripeSandboxSession,
} from '../payments/stripe/sandbox-pages';
import { CallbackAnswer } from '../schemas/payments';
import {
  StripeChallengeForm,
  StripeIntent,
  StripeRefForm,
  StripeRefQuery,
  StripeSandboxAnswer,
  StripeSandboxPayForm,
  StripeSandboxSession,
} from '../schemas/payments-stripe';
import { paymentCallback } from '../services/payments/callback';
import { stripeIntent } from '../services/payments/stripe-intent';

const tags = ['payments'] as const;

/**
 * Stripe: its webhook (unsigned by the app: the Stripe-Signature header over the raw body is
 * the only trust, checked by the active provider, real or sandbox), the page's intent, and the sandbox's own
 * endpoints (its page is the app's '#/stripe', like Stripe's test mode behind the Payment Element).
 */
export const stripeRoutes = new Hono<AppEnv>()
  .post(
    '/callbacks/stripe',
    operation('stripeWebhook', CallbackAnswer, {
      tags,
      summary: 'Stripe webhook',
      description:
        "Stripe's event, checked by its Stripe-Signature over the raw body; recorded once in the ledger.",
      codes: ['SIGNATURE_INVALID', 'SIGNATURE_EXPIRED', 'NOT_FOUND'],
      provider: 'stripeSignature',
    }),
    async (c) => {
      const raw = await c.req.text();
      const provider = activeStripe(c.var.deps);
      return ok(c, await paymentCallback(c.var.deps, provider.id, raw, (n) => c.req.header(n)));
    },
  )
  .get(
    '/payments/stripe/intent',
    operation('stripeIntent', StripeIntent, {
      tags,
      summary: 'Read a Stripe payment intent',
      description: 'The client secret the Payment Element needs for a payment `ref`.',
      codes: ['NOT_FOUND', 'TRANSACTION_EXPIRED', 'NETWORK_UNSTABLE'],
    }),
    requireMember,
    input('query', StripeRefQuery),
    async (c) => ok(c, await stripeIntent(c.var.deps, c.var.member!.id, c.req.valid('query').ref)),
  )
  .get(
    '/sandbox/stripe/session',
    operation('stripeSandboxSession', StripeSandboxSession, {
      tags,
      summary: 'Stripe sandbox: read a session',
      description: "The sandbox's payment page. 404 unless the sandbox runs.",
      codes: ['NOT_FOUND'],
    }),
    input('query', StripeRefQuery),
    async (c) => ok(c, await stripeSandboxSession(c.var.deps, c.req.valid('query').ref)),
  )
  .post(
    '/sandbox/stripe/pay',
    operation('stripeSandboxPay', StripeSandboxAnswer, {
      tags,
      summary: 'Stripe sandbox: pay',
      description:
        'Pays with a Stripe test card (4242…, 4000…0002 declines, 4000 0025 0000 3155 asks 3-D Secure).',
      codes: ['NOT_FOUND', 'PAYMENT_NOT_OPEN', 'VERIFICATION_FAILED', 'CARD_EXPIRED'],
    }),
    input('form', StripeSandboxPayForm),
    async (c) => ok(c, await stripeSandboxPay(c.var.deps, c.req.valid('form'))),
  )
  .post(
    '/sandbox/stripe/challenge',
    operation('stripeSandboxChallenge', StripeSandboxAnswer, {
      tags,
      summary: 'Stripe sandbox: 3-D Secure',
      description: 'Completes or fails the 3-D Secure step.',
      codes: ['NOT_FOUND', 'PAYMENT_NOT_OPEN', 'VERIFICATION_FAILED'],
    }),
    input('form', StripeChallengeForm),
    async (c) => ok(c, await stripeSandboxChallenge(c.var.deps, c.req.valid('form'))),
  )
  .post(
    '/sandbox/stripe/cancel',
    operation('stripeSandboxCancel', StripeSandboxAnswer, {
      tags,
      summary: 'Stripe sandbox: cancel',
      description: 'Leaves the payment page without paying.',
      codes: ['NOT_FOUND', 'PAYMENT_NOT_OPEN'],
    }),
    input('form', StripeRefForm),
    async (c) => ok(c, await stripeSandboxCancel(c.var.deps, c.req.valid('form').ref)),
  );
