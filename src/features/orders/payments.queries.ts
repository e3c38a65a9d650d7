import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { PaymentAttempt, PaymentEntry, RefundPaymentAnswer } from '@schemas/payments-ledger';
import { api } from '@/lib/api';
import { orderQueries } from './orders.queries';

export type { PaymentAttempt, PaymentEntry } from '@schemas/payments-ledger';

/** listPaymentAttempts: every attempt to pay the order, declined ones included (buyer, seller or support). */
export const listPaymentAttempts = (orderId: string, o: { signal?: AbortSignal } = {}) =>
  api.get<PaymentAttempt[]>('/api/payments/attempts', { orderId }, o);

/** listPayments: the order's captures and refunds, oldest first (buyer, seller or support). */
export const listPayments = (orderId: string, o: { signal?: AbortSignal } = {}) =>
  api.get<PaymentEntry[]>('/api/payments', { orderId }, o);

/** refundPayment (SUPPORT tag): `amount` minor units of one capture, all that is left when absent. */
export const refundPayment = (f: { paymentId: string; amount?: string; reason: string }) =>
  api.post<v.InferOutput<typeof RefundPaymentAnswer>>('/api/payments/refund', f);

/**
 * The order's payment ledger, keyed under orderQueries.all() so every order action (a refund, a cancel)
 * refreshes it with the order.
 */
export const paymentQueries = {
  list: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'payments', orderId] as const,
      queryFn: ({ signal }) => listPayments(orderId, { signal }),
    }),
  attempts: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'payments', orderId, 'attempts'] as const,
      queryFn: ({ signal }) => listPaymentAttempts(orderId, { signal }),
    }),
};
