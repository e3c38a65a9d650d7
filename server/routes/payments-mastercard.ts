import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { mastercardProvider } from '../payments/mastercard/sandbox';
import {
  mastercardSandboxCancel,
  mastercardSandboxChallenge,
  mastercardSandboxPay,
  mastercardSandboxSession,
} from '../payments/mastercard/sandbox-page';
import { CallbackAnswer, PaymentCheck } from '../schemas/payments';
import {
  MastercardChallengeForm,
  MastercardCheckout,
  MastercardRefForm,
  MastercardRefQuery,
  MastercardSandboxAnswer,
  MastercardSandboxPayForm,
  MastercardSandboxSession,
} from '../schemas/payments-mastercard';
import { paymentCallback } from '../services/payments/callback';
import { mastercardCheckout, verifyMastercardPayment } from '../services/payments/mastercard';

const tags = ['payments'] as const;

/**
 * Mastercard hosted checkout: the gateway's webhook notifications (trusted by their
 * X-Notification-Secret, checked by the active provider), the buyer's checkout and verify calls, and the
 * sandbox gateway's hosted page endpoints (NOT_FOUND unless the sandbox is active and sandboxes may run).
 */
export const mastercardRoutes = new Hono<AppEnv>()
  .post(
    '/callbacks/mastercard',
    operation('mastercardCallback', CallbackAnswer, {
      tags,
      summary: 'Mastercard notification',
      description:
        "The gateway's webhook notification, trusted by its notification secret; recorded once in the ledger.",
      codes: ['SIGNATURE_INVALID', 'NOT_FOUND'],
      provider: 'mastercardSecret',
    }),
    async (c) => {
      const deps = c.var.deps;
      const raw = await c.req.text();
      const id = mastercardProvider(deps).id;
      return ok(c, await paymentCallback(deps, id, raw, (name) => c.req.header(name)));
    },
  )
  .get(
    '/payments/mastercard/checkout',
    operation('mastercardCheckout', MastercardCheckout, {
      tags,
      summary: 'Start the Mastercard hosted checkout',
      description: 'The session of the hosted checkout page for a payment `ref`.',
      codes: ['NOT_FOUND', 'TRANSACTION_EXPIRED', 'NETWORK_UNSTABLE'],
    }),
    requireMember,
    input('query', MastercardRefQuery),
    async (c) => ok(c, await mastercardCheckout(c.var.deps, c.var.member!.id, c.req.valid('query').ref)),
  )
  .post(
    '/payments/mastercard/verify',
    operation('verifyMastercardPayment', PaymentCheck, {
      tags,
      summary: 'Verify a Mastercard payment',
      description: "Asks the gateway for the order's result after the hosted page returns.",
      codes: ['NOT_FOUND', 'TRANSACTION_EXPIRED', 'NETWORK_UNSTABLE'],
    }),
    requireMember,
    input('form', MastercardRefForm),
    async (c) => ok(c, await verifyMastercardPayment(c.var.deps, c.var.member!.id, c.req.valid('form').ref)),
  )
  .get(
    '/sandbox/mastercard/session',
    operation('mastercardSandboxSession', MastercardSandboxSession, {
      tags,
      summary: 'Mastercard sandbox: read a session',
      description: "The sandbox gateway's hosted page. 404 unless the sandbox runs.",
      codes: ['NOT_FOUND'],
    }),
    input('query', MastercardRefQuery),
    async (c) => ok(c, await mastercardSandboxSession(c.var.deps, c.req.valid('query').ref)),
  )
  .post(
    '/sandbox/mastercard/pay',
    operation('mastercardSandboxPay', MastercardSandboxAnswer, {
      tags,
      summary: 'Mastercard sandbox: pay',
      description: 'Pays with a test card.',
      codes: ['NOT_FOUND', 'PAYMENT_NOT_OPEN', 'VERIFICATION_FAILED', 'CARD_EXPIRED'],
    }),
    input('form', MastercardSandboxPayForm),
    async (c) => ok(c, await mastercardSandboxPay(c.var.deps, c.req.valid('form'))),
  )
  .post(
    '/sandbox/mastercard/challenge',
    operation('mastercardSandboxChallenge', MastercardSandboxAnswer, {
      tags,
      summary: 'Mastercard sandbox: 3-D Secure code',
      description: 'Answers the 3-D Secure step with its code.',
      codes: ['NOT_FOUND', 'PAYMENT_NOT_OPEN', 'VERIFICATION_FAILED'],
    }),
    input('form', MastercardChallengeForm),
    async (c) => ok(c, await mastercardSandboxChallenge(c.var.deps, c.req.valid('form'))),
  )
  .post(
    '/sandbox/mastercard/cancel',
    operation('mastercardSandboxCancel', MastercardSandboxAnswer, {
      tags,
      summary: 'Mastercard sandbox: cancel',
      description: 'Leaves the hosted page without paying.',
      codes: ['NOT_FOUND', 'PAYMENT_NOT_OPEN'],
    }),
    input('form', MastercardRefForm),
    async (c) => ok(c, await mastercardSandboxCancel(c.var.deps, c.req.valid('form').ref)),
  );
