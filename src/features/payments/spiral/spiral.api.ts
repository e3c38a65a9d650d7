import type * as v from 'valibot';
import type { PaymentCheck } from '@schemas/payments';
import type {
  SpiralSandboxAnswer,
  SpiralSandboxChoice,
  SpiralSandboxSession,
} from '@schemas/payments-spiral';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };
export type SpiralHostedSession = v.InferOutput<typeof SpiralSandboxSession>;

/** Spiral's calls: the buyer's return (the server asks Spiral), and the Spiral sandbox's hosted page. */
export const spiralApi = {
  confirmReturn: (ref: string, o: Opts = {}) =>
    api.post<v.InferOutput<typeof PaymentCheck>>('/api/payments/spiral/return', { ref }, o),
  session: (ref: string, o: Opts = {}) =>
    api.get<SpiralHostedSession>('/api/sandbox/spiral/session', { ref }, o),
  decide: (ref: string, choice: SpiralSandboxChoice, o: Opts = {}) =>
    api.post<v.InferOutput<typeof SpiralSandboxAnswer>>('/api/sandbox/spiral/decide', { ref, choice }, o),
};
