import type * as v from 'valibot';
import type { PaymentCheck, PaymentStarted } from '@schemas/payments';
import type { ByonPayerAnswer, ByonPayerView, QrPayment } from '@schemas/payments-byon';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };
export type Qr = v.InferOutput<typeof QrPayment>;
export type PayerView = v.InferOutput<typeof ByonPayerView>;

/** BYON pay-by-QR's calls: the buyer's QR and payment state, a new QR, and the sandbox payer's page. */
export const byonApi = {
  qr: (ref: string, o: Opts = {}) => api.get<Qr>('/api/payments/qr', { ref }, o),
  check: (ref: string, o: Opts = {}) =>
    api.get<v.InferOutput<typeof PaymentCheck>>('/api/payments/check', { ref }, o),
  /** A new QR: a new BYON session for the same order and amount (the server closes the old one). */
  renew: (orderId: string, amount: string) =>
    api.post<v.InferOutput<typeof PaymentStarted>>('/api/payments', { orderId, method: 'BYON', amount }),
  payer: (ref: string, t: string, o: Opts = {}) =>
    api.get<PayerView>('/api/sandbox/byon/payer', { ref, t }, o),
  decide: (what: 'confirm' | 'refuse', ref: string, t: string) =>
    api.post<v.InferOutput<typeof ByonPayerAnswer>>(`/api/sandbox/byon/${what}`, { ref, t }),
};
