import type { StripeIntent, StripeSandboxAnswer, StripeSandboxSession } from '@schemas/payments-stripe';
import type { HostedCardFields } from '@machines/hosted-payment.machine';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };
/** Stripe's card fields (number, MM / YY, CVC): the card form asks for no name. */
export type StripeCardFields = Omit<HostedCardFields, 'holder'>;
/** Stripe's 3-D Secure test page: complete or fail the authentication. */
export type StripeChallengeResult = 'complete' | 'fail';

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
