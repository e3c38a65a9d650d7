import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { activeSpiralProvider, spiralSandboxDecide, spiralSandboxSession } from '../payments/spiral/sandbox';
import { CallbackAnswer, PaymentCheck } from '../schemas/payments';
import {
  SpiralRefForm,
  SpiralRefQuery,
  SpiralSandboxAnswer,
  SpiralSandboxDecideForm,
  SpiralSandboxSession,
} from '../schemas/payments-spiral';
import { paymentCallback } from '../services/payments/callback';
import { spiralReturn } from '../services/payments/spiral-return';

const tags = ['payments'] as const;

/**
 * Spiral's hosted payment page: its signed callback (under /api/callbacks/, not app-signed:
 * the X-Spiral-Signature is the only trust, taken by the active Spiral provider), the buyer's return, and the
 * Spiral sandbox's own endpoints (its hosted page is the app's '#/spiral?ref=').
 */
export const spiralRoutes = new Hono<AppEnv>()
  .post(
    '/callbacks/spiral',
    operation('spiralCallback', CallbackAnswer, {
      tags,
      summary: 'Spiral callback',
      description:
        'Spiral reports a payment or refund, signed over the raw body; recorded once in the ledger.',
      codes: ['SIGNATURE_INVALID', 'NOT_FOUND'],
      provider: 'spiralSignature',
    }),
    async (c) => {
      const raw = await c.req.text();
      const header = (name: string) => c.req.header(name);
      const id = activeSpiralProvider(c.var.deps).id;
      return ok(c, await paymentCallback(c.var.deps, id, raw, header));
    },
  )
  .post(
    '/payments/spiral/return',
    operation('spiralReturn', PaymentCheck, {
      tags,
      summary: 'Return from Spiral',
      description: "Asks Spiral for the payment's result when the buyer comes back from the hosted page.",
      codes: ['NOT_FOUND', 'NETWORK_UNSTABLE'],
    }),
    requireMember,
    input('form', SpiralRefForm),
    async (c) => ok(c, await spiralReturn(c.var.deps, c.var.member!.id, c.req.valid('form').ref)),
  )
  .get(
    '/sandbox/spiral/session',
    operation('spiralSandboxSession', SpiralSandboxSession, {
      tags,
      summary: 'Spiral sandbox: read a session',
      description: "The sandbox's hosted page. 404 unless the sandbox runs.",
      codes: ['NOT_FOUND'],
    }),
    input('query', SpiralRefQuery),
    async (c) => ok(c, await spiralSandboxSession(c.var.deps, c.req.valid('query').ref)),
  )
  .post(
    '/sandbox/spiral/decide',
    operation('spiralSandboxDecide', SpiralSandboxAnswer, {
      tags,
      summary: 'Spiral sandbox: pay, decline or cancel',
      description: 'Decides the sandbox payment (decline 1004, cancel 1013).',
      codes: ['NOT_FOUND', 'PAYMENT_NOT_OPEN'],
    }),
    input('form', SpiralSandboxDecideForm),
    async (c) => ok(c, await spiralSandboxDecide(c.var.deps, c.req.valid('form'))),
  );
