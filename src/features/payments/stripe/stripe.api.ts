import type { StripeIntent, StripeSandboxAnswer, StripeSandboxSession } from '@schemas/payments-stripe';
import type { StripeCardFields, StripeChallengeResult } from '@machines/stripe-payment.machine';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };

/** Stripe's calls: the buyer's intent for the page, and the sandbox's card form, 3-D Secure page and cancel. */
export const stripeApi = {
  intent: (ref: string, o: Opts = {}) => api.get<StripeIntent>('/api/payments/stripe/intent', { ref }, o),
  sandboxSession: (ref: string, o: Opts = {}) =>
    api.get<StripeSandboxSession>('/api/sandbox/stripe/session', { ref }, o),
  pay: (ref: string, card: StripeCardFields) =>
    api.post<StripeSandboxAnswer>('/api/sandbox/stripe/pay', { ref, ...card }),
  authenticate: (ref: string, result: StripeChallengeResult) =>
    api.post<StripeSandboxAnswer>('/api/sandbox/stripe/challenge', { ref, result }),
  cancel: (ref: string) => api.post<StripeSandboxAnswer>('/api/sandbox/stripe/cancel', { ref }),
};
