import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  PaymentAttempts,
  PaymentList,
  PaymentListQuery,
  RefundPaymentAnswer,
  RefundPaymentForm,
} from '../schemas/payments-ledger';
import { listPaymentAttempts, listPayments } from '../services/payments/list';
import { refundPayment } from '../services/payments/refund-payment';

const tags = ['payments'] as const;

/** An order's payment ledger: read by its buyer, seller or support; refunded in parts by support. */
export const paymentLedgerRoutes = new Hono<AppEnv>()
  .get(
    '/payments',
    operation('listPayments', PaymentList, {
      tags,
      summary: "List an order's payments",
      description: "The order's payment ledger: captures and refunds.",
      codes: ['NOT_FOUND'],
      who: "Only the order's buyer, its seller or customer service.",
    }),
    requireMember,
    input('query', PaymentListQuery),
    async (c) => ok(c, await listPayments(c.var.deps, c.var.member!, c.req.valid('query').orderId)),
  )
  .get(
    '/payments/attempts',
    operation('listPaymentAttempts', PaymentAttempts, {
      tags,
      summary: "List an order's payment attempts",
      description:
        'Every attempt to pay the order, declined and expired ones included, each with its status and, when it failed, the code of why.',
      codes: ['NOT_FOUND'],
      who: "Only the order's buyer, its seller or customer service.",
    }),
    requireMember,
    input('query', PaymentListQuery),
    async (c) => ok(c, await listPaymentAttempts(c.var.deps, c.var.member!, c.req.valid('query').orderId)),
  )
  .post(
    '/payments/refund',
    operation('refundPayment', RefundPaymentAnswer, {
      tags,
      summary: 'Refund part of a payment',
      description: 'Refunds an amount of one payment through its provider, once per idempotency key.',
      codes: ['NOT_FOUND', 'FORBIDDEN'],
      who: 'Customer service only (SUPPORT tag).',
    }),
    requireMember,
    input('form', RefundPaymentForm),
    async (c) => ok(c, await refundPayment(c.var.deps, c.var.member!, c.req.valid('form'))),
  );
