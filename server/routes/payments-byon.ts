import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { byonPayerDecide, byonPayerView } from '../payments/byon/sandbox-payer';
import { providerForMethod } from '../payments/providers';
import {
  ByonPayerAnswer,
  ByonPayerForm,
  ByonPayerQuery,
  ByonPayerView,
  QrPayment,
  QrPaymentQuery,
} from '../schemas/payments-byon';
import { CallbackAnswer } from '../schemas/payments';
import { paymentCallback } from '../services/payments/callback';
import { getQrPayment } from '../services/payments/byon-qr';
import { publicOrigin } from '../services/wallets/wallet-steps';

const tags = ['payments'] as const;

/**
 * BYON pay-by-QR: BYON's signed callback (no app signature: its X-Byon-Signature over the raw
 * body is the only trust, taken by the active BYON provider), the buyer's QR, and the sandbox payer's page
 * endpoints (no login: the page's token is the proof; they answer NOT_FOUND unless the sandbox is active).
 */
export const byonRoutes = new Hono<AppEnv>()
  .post(
    '/callbacks/byon',
    operation('byonCallback', CallbackAnswer, {
      tags,
      summary: 'BYON callback',
      description: 'BYON reports a QR payment, signed over the raw body; recorded once in the ledger.',
      codes: ['SIGNATURE_INVALID', 'SIGNATURE_EXPIRED', 'NOT_FOUND'],
      provider: 'byonSignature',
    }),
    async (c) => {
      const raw = await c.req.text();
      const provider = providerForMethod(c.var.deps, 'BYON');
      return ok(c, await paymentCallback(c.var.deps, provider.id, raw, (name) => c.req.header(name)));
    },
  )
  .get(
    '/payments/qr',
    operation('getQrPayment', QrPayment, {
      tags,
      summary: 'Read a QR payment',
      description: 'The QR code of a BYON payment `ref` and its state; a QR lasts 5 minutes (1006).',
      codes: ['NOT_FOUND', 'TRANSACTION_EXPIRED', 'NETWORK_UNSTABLE'],
    }),
    requireMember,
    input('query', QrPaymentQuery),
    async (c) => {
      const origin = publicOrigin(c.var.deps.env, c.req.url);
      const { ref } = c.req.valid('query');
      return ok(c, await getQrPayment(c.var.deps, c.var.member!.id, ref, origin));
    },
  )
  .get(
    '/sandbox/byon/payer',
    operation('byonPayerView', ByonPayerView, {
      tags,
      summary: 'BYON sandbox payer: read',
      description:
        "The payer's page of a scanned QR (its token `t` is the proof). 404 unless the sandbox runs.",
      codes: ['NOT_FOUND', 'TRANSACTION_EXPIRED'],
    }),
    input('query', ByonPayerQuery),
    async (c) => {
      const { ref, t } = c.req.valid('query');
      return ok(c, await byonPayerView(c.var.deps, ref, t));
    },
  )
  .post(
    '/sandbox/byon/confirm',
    operation('byonPayerConfirm', ByonPayerAnswer, {
      tags,
      summary: 'BYON sandbox payer: pay',
      description: 'The payer confirms the QR payment.',
      codes: ['NOT_FOUND', 'TRANSACTION_EXPIRED'],
    }),
    input('form', ByonPayerForm),
    async (c) => {
      const { ref, t } = c.req.valid('form');
      return ok(c, await byonPayerDecide(c.var.deps, ref, t, 'PAID'));
    },
  )
  .post(
    '/sandbox/byon/refuse',
    operation('byonPayerRefuse', ByonPayerAnswer, {
      tags,
      summary: 'BYON sandbox payer: refuse',
      description: 'The payer refuses the QR payment.',
      codes: ['NOT_FOUND', 'TRANSACTION_EXPIRED'],
    }),
    input('form', ByonPayerForm),
    async (c) => {
      const { ref, t } = c.req.valid('form');
      return ok(c, await byonPayerDecide(c.var.deps, ref, t, 'REFUSED'));
    },
  );
