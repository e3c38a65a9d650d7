import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { sandboxCardChallenge, sandboxCardPay, sandboxCardSession } from '../payments/sandbox-card';
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

const tags = ['payments'];

/**
 * Payment provider callbacks (under /api/callbacks/, not signed with an app key): the provider's signature
 * header over the raw body is the only trust, checked by the provider's parseCallback.
 */
export const paymentCallbackRoutes = new Hono<AppEnv>().post(
  '/callbacks/payments/:provider',
  operation('paymentCallback', CallbackAnswer, { tags }),
  input('param', CallbackParams),
  async (c) => {
    const raw = await c.req.text();
    const header = (name: string) => c.req.header(name);
    return ok(c, await paymentCallback(c.var.deps, c.req.valid('param').provider, raw, header));
  },
);

/**
 * Payments (issue 13 item 5): methods, start, browser-wallet hash, the read-only check, support's refund, and
 * the sandbox card processor's own endpoints (its hosted page is the app's '#/sandboxCard').
 */
export const paymentRoutes = new Hono<AppEnv>()
  .get(
    '/payments/methods',
    operation('listPaymentMethods', PaymentMethodList, { tags }),
    requireMember,
    input('query', PaymentMethodsQuery),
    async (c) => ok(c, await listPaymentMethods(c.var.deps, c.var.member!.id, c.req.valid('query').orderId)),
  )
  .post(
    '/payments',
    operation('createPayment', PaymentStarted, { tags }),
    requireMember,
    input('form', CreatePaymentForm),
    async (c) => ok(c, await createPayment(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/payments/crypto/submit',
    operation('submitCryptoPayment', PaymentCheck, { tags }),
    requireMember,
    input('form', SubmitCryptoForm),
    async (c) => ok(c, await submitCryptoPayment(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/payments/check',
    operation('checkPayment', PaymentCheck, { tags }),
    requireMember,
    input('query', PaymentRefQuery),
    async (c) => ok(c, await checkPayment(c.var.deps, c.var.member!.id, c.req.valid('query').ref)),
  )
  .post(
    '/orders/refund',
    operation('refundOrder', Order, { tags }),
    requireMember,
    input('form', RefundOrderForm),
    async (c) => ok(c, await refundOrder(c.var.deps, c.var.member!, c.req.valid('form'))),
  )
  .route('/', paymentCallbackRoutes)
  .get(
    '/sandbox/card/session',
    operation('sandboxCardSession', SandboxCardSession, { tags }),
    input('query', PaymentRefQuery),
    async (c) => ok(c, await sandboxCardSession(c.var.deps, c.req.valid('query').ref)),
  )
  .post(
    '/sandbox/card/pay',
    operation('sandboxCardPay', SandboxCardAnswer, { tags }),
    input('form', SandboxCardPayForm),
    async (c) => ok(c, await sandboxCardPay(c.var.deps, c.req.valid('form'))),
  )
  .post(
    '/sandbox/card/challenge',
    operation('sandboxCardChallenge', SandboxCardAnswer, { tags }),
    input('form', SandboxChallengeForm),
    async (c) => ok(c, await sandboxCardChallenge(c.var.deps, c.req.valid('form'))),
  );
