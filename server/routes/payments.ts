import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { sandboxCardChallenge, sandboxCardPay, sandboxCardSession } from '../payments/card/sandbox';
import { Order } from '../schemas/orders';
import {
  CallbackAnswer,
  CallbackParams,
  CreatePaymentForm,
  PaymentCheck,
  PaymentMethodList,
  PaymentMethodsQuery,
  PaymentRefQuery,
  PaymentStarted,
  RefundOrderForm,
  SandboxCardAnswer,
  SandboxCardPayForm,
  SandboxCardSession,
  SandboxChallengeForm,
  SubmitCryptoForm,
} from '../schemas/payments';
import { paymentCallback } from '../services/payments/callback';
import { checkPayment } from '../services/payments/check';
import { createPayment } from '../services/payments/create';
import { listPaymentMethods } from '../services/payments/methods';
import { submitCryptoPayment } from '../services/payments/crypto-watch';
import { refundOrder } from '../services/payments/refund';

const tags = ['payments'] as const;

/**
 * Payment provider callbacks (under /api/callbacks/, not signed with an app key): the provider's signature
 * header over the raw body is the only trust, checked by the provider's parseCallback.
 */
export const paymentCallbackRoutes = new Hono<AppEnv>().post(
  '/callbacks/payments/:provider',
  operation('paymentCallback', CallbackAnswer, {
    tags,
    summary: 'Card processor callback',
    description:
      'The card processor reports a capture, decline or refund, signed over the raw body; recorded once in the payment ledger.',
    codes: ['SIGNATURE_INVALID', 'NOT_FOUND'],
    provider: 'cardSignature',
  }),
  input('param', CallbackParams),
  async (c) => {
    const raw = await c.req.text();
    const header = (name: string) => c.req.header(name);
    return ok(c, await paymentCallback(c.var.deps, c.req.valid('param').provider, raw, header));
  },
);

/**
 * Payments: methods, start, browser-wallet hash, the read-only check, support's refund, and
 * the sandbox card processor's own endpoints (its hosted page is the app's '#/sandboxCard').
 */
export const paymentRoutes = new Hono<AppEnv>()
  .get(
    '/payments/methods',
    operation('listPaymentMethods', PaymentMethodList, {
      tags,
      summary: 'List payment methods',
      description: "The methods the order's merchant offers, with the amount due.",
      codes: ['NOT_FOUND'],
      who: "Only the order's buyer.",
    }),
    requireMember,
    input('query', PaymentMethodsQuery),
    async (c) => ok(c, await listPaymentMethods(c.var.deps, c.var.member!.id, c.req.valid('query').orderId)),
  )
  .post(
    '/payments',
    operation('createPayment', PaymentStarted, {
      tags,
      summary: 'Start a payment',
      description:
        'Starts paying a NEW (or partly paid) order, all or a part, with a method: answers what the client does next (a hosted page, a QR, a browser-wallet transaction).',
      codes: [
        'NOT_FOUND',
        'PAYMENT_NOT_OPEN',
        'PAYMENT_BELOW_MINIMUM',
        'TRANSACTION_EXPIRED',
        'NO_WALLET',
        'INSUFFICIENT_FUNDS',
        'NETWORK_UNSTABLE',
      ],
      who: "Only the order's buyer.",
    }),
    requireMember,
    input('form', CreatePaymentForm),
    async (c) => ok(c, await createPayment(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/payments/crypto/submit',
    operation('submitCryptoPayment', PaymentCheck, {
      tags,
      summary: 'Submit a crypto payment',
      description:
        'The transaction hash a browser wallet sent for a crypto payment; watched until its receipt.',
      codes: ['NOT_FOUND', 'CONFLICT', 'PAYMENT_REF_CONFLICT', 'VERIFICATION_FAILED'],
    }),
    requireMember,
    input('form', SubmitCryptoForm),
    async (c) => ok(c, await submitCryptoPayment(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/payments/check',
    operation('checkPayment', PaymentCheck, {
      tags,
      summary: 'Check a payment',
      description:
        'The state of a payment session by `ref` (read only; the order moves on server-side events).',
      codes: ['NOT_FOUND', 'TRANSACTION_EXPIRED'],
    }),
    requireMember,
    input('query', PaymentRefQuery),
    async (c) => ok(c, await checkPayment(c.var.deps, c.var.member!.id, c.req.valid('query').ref)),
  )
  .post(
    '/orders/refund',
    operation('refundOrder', Order, {
      tags,
      summary: 'Refund an order',
      description:
        'Refunds all of an order through the providers that took its payments, once per idempotency key.',
      codes: ['NOT_FOUND', 'FORBIDDEN', 'ORDER_STATE_INVALID'],
      who: 'Customer service only (SUPPORT tag).',
    }),
    requireMember,
    input('form', RefundOrderForm),
    async (c) => ok(c, await refundOrder(c.var.deps, c.var.member!, c.req.valid('form'))),
  )
  .route('/', paymentCallbackRoutes)
  .get(
    '/sandbox/card/session',
    operation('sandboxCardSession', SandboxCardSession, {
      tags,
      summary: 'Sandbox card: read a session',
      description:
        "The sandbox card processor's hosted page: what is paid, to whom. 404 unless the sandbox runs.",
      codes: ['NOT_FOUND'],
    }),
    input('query', PaymentRefQuery),
    async (c) => ok(c, await sandboxCardSession(c.var.deps, c.req.valid('query').ref)),
  )
  .post(
    '/sandbox/card/pay',
    operation('sandboxCardPay', SandboxCardAnswer, {
      tags,
      summary: 'Sandbox card: pay',
      description: 'Pays with a test card number; 3-D Secure cards ask for a code.',
      codes: ['NOT_FOUND', 'PAYMENT_NOT_OPEN', 'VERIFICATION_FAILED', 'CARD_EXPIRED', 'TRANSACTION_EXPIRED'],
    }),
    input('form', SandboxCardPayForm),
    async (c) => ok(c, await sandboxCardPay(c.var.deps, c.req.valid('form'))),
  )
  .post(
    '/sandbox/card/challenge',
    operation('sandboxCardChallenge', SandboxCardAnswer, {
      tags,
      summary: 'Sandbox card: 3-D Secure code',
      description: 'Answers the 3-D Secure step with its code (123456).',
      codes: ['NOT_FOUND', 'PAYMENT_NOT_OPEN', 'VERIFICATION_FAILED', 'TRANSACTION_EXPIRED'],
    }),
    input('form', SandboxChallengeForm),
    async (c) => ok(c, await sandboxCardChallenge(c.var.deps, c.req.valid('form'))),
  );
