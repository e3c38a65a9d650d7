import type * as v from 'valibot';
import type { PaymentCheck } from '@schemas/payments';
import type {
  MastercardCheckout,
  MastercardSandboxAnswer,
  MastercardSandboxSession,
} from '@schemas/payments-mastercard';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };
export type MastercardHostedSession = v.InferOutput<typeof MastercardSandboxSession>;
export type MastercardSandboxReply = v.InferOutput<typeof MastercardSandboxAnswer>;
export type MastercardCardFields = { cardNumber: string; expiry: string; cvc: string; holder: string };

/**
 * Mastercard hosted checkout's calls: the buyer's payment (masterCard), the server-side verification
 * (masterSuccess), and the sandbox gateway's hosted page (masterDetail).
 */
export const mastercardApi = {
  checkout: (ref: string, o: Opts = {}) =>
    api.get<MastercardCheckout>('/api/payments/mastercard/checkout', { ref }, o),
  verify: (ref: string, o: Opts = {}) =>
    api.post<v.InferOutput<typeof PaymentCheck>>('/api/payments/mastercard/verify', { ref }, o),
  sandboxSession: (ref: string, o: Opts = {}) =>
    api.get<MastercardHostedSession>('/api/sandbox/mastercard/session', { ref }, o),
  sandboxPay: (ref: string, f: MastercardCardFields, o: Opts = {}) =>
    api.post<MastercardSandboxReply>('/api/sandbox/mastercard/pay', { ref, ...f }, o),
  sandboxChallenge: (ref: string, code: string, o: Opts = {}) =>
    api.post<MastercardSandboxReply>('/api/sandbox/mastercard/challenge', { ref, code }, o),
  sandboxCancel: (ref: string, o: Opts = {}) =>
    api.post<MastercardSandboxReply>('/api/sandbox/mastercard/cancel', { ref }, o),
};
