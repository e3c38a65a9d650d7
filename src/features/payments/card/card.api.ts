import type * as v from 'valibot';
import type { SandboxCardAnswer, SandboxCardSession } from '@schemas/payments';
import type { HostedCardFields } from '@machines/hosted-payment.machine';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };
export type CardSession = v.InferOutput<typeof SandboxCardSession>;
export type CardAnswer = v.InferOutput<typeof SandboxCardAnswer>;

/** The sandbox card processor's hosted page calls: its session, the card, and the 3-D Secure code. */
export const cardApi = {
  session: (ref: string, o: Opts = {}) => api.get<CardSession>('/api/sandbox/card/session', { ref }, o),
  pay: (ref: string, f: HostedCardFields, o: Opts = {}) =>
    api.post<CardAnswer>('/api/sandbox/card/pay', { ref, ...f }, o),
  challenge: (ref: string, code: string, o: Opts = {}) =>
    api.post<CardAnswer>('/api/sandbox/card/challenge', { ref, code }, o),
};
