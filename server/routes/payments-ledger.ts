import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  PaymentList,
  PaymentListQuery,
  RefundPaymentAnswer,
  RefundPaymentForm,
} from '../schemas/payments-ledger';
import { listPayments } from '../services/payments/list';
import { refundPayment } from '../services/payments/refund-payment';

const tags = ['payments'];

/** An order's payment ledger (issue 14): read by its buyer, seller or support; refunded in parts by support. */
export const paymentLedgerRoutes = new Hono<AppEnv>()
  .get(
    '/payments',
    operation('listPayments', PaymentList, { tags }),
    requireMember,
    input('query', PaymentListQuery),
    async (c) => ok(c, await listPayments(c.var.deps, c.var.member!, c.req.valid('query').orderId)),
  )
  .post(
    '/payments/refund',
    operation('refundPayment', RefundPaymentAnswer, { tags }),
    requireMember,
    input('form', RefundPaymentForm),
    async (c) => ok(c, await refundPayment(c.var.deps, c.var.member!, c.req.valid('form'))),
  );
