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

const tags = ['payments'];

/**
 * Mastercard hosted checkout (issue 14 item 2): the gateway's webhook notifications (trusted by their
 * X-Notification-Secret, checked by the active provider), the buyer's checkout and verify calls, and the
 * sandbox gateway's hosted page endpoints (NOT_FOUND unless the sandbox is active and sandboxes may run).
 */
export const mastercardRoutes = new Hono<AppEnv>()
  .post('/callbacks/mastercard', operation('mastercardCallback', CallbackAnswer, { tags }), async (c) => {
    const deps = c.var.deps;
    const raw = await c.req.text();
    const id = mastercardProvider(deps).id;
    return ok(c, await paymentCallback(deps, id, raw, (name) => c.req.header(name)));
  })
  .get(
    '/payments/mastercard/checkout',
    operation('mastercardCheckout', MastercardCheckout, { tags }),
    requireMember,
    input('query', MastercardRefQuery),
    async (c) => ok(c, await mastercardCheckout(c.var.deps, c.var.member!.id, c.req.valid('query').ref)),
  )
  .post(
    '/payments/mastercard/verify',
    operation('verifyMastercardPayment', PaymentCheck, { tags }),
    requireMember,
    input('form', MastercardRefForm),
    async (c) => ok(c, await verifyMastercardPayment(c.var.deps, c.var.member!.id, c.req.valid('form').ref)),
  )
  .get(
    '/sandbox/mastercard/session',
    operation('mastercardSandboxSession', MastercardSandboxSession, { tags }),
    input('query', MastercardRefQuery),
    async (c) => ok(c, await mastercardSandboxSession(c.var.deps, c.req.valid('query').ref)),
  )
  .post(
    '/sandbox/mastercard/pay',
    operation('mastercardSandboxPay', MastercardSandboxAnswer, { tags }),
    input('form', MastercardSandboxPayForm),
    async (c) => ok(c, await mastercardSandboxPay(c.var.deps, c.req.valid('form'))),
  )
  .post(
    '/sandbox/mastercard/challenge',
    operation('mastercardSandboxChallenge', MastercardSandboxAnswer, { tags }),
    input('form', MastercardChallengeForm),
    async (c) => ok(c, await mastercardSandboxChallenge(c.var.deps, c.req.valid('form'))),
  )
  .post(
    '/sandbox/mastercard/cancel',
    operation('mastercardSandboxCancel', MastercardSandboxAnswer, { tags }),
    input('form', MastercardRefForm),
    async (c) => ok(c, await mastercardSandboxCancel(c.var.deps, c.req.valid('form').ref)),
  );
