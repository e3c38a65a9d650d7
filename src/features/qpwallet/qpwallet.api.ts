import type { EformCompleted, EformState, EformTarget, EformType } from '@schemas/eforms';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };

/** The e-form calls of the QR mini page (server/schemas/eforms.ts is the contract). */
export const qpwalletApi = {
  /** getEformTarget: the merchant and the card the QR code joins; 404 for an unknown or suspended merchant. */
  target: (q: { type: EformType; mcId: string }, o: Opts = {}) =>
    api.get<EformTarget>('/api/eforms/target', q, o),
  /** submitEform: the e-mail and the picture code; answers the e-form and sends the e-mail code if needed. */
  submit: (
    f: {
      type: EformType;
      mcId: string;
      email: string;
      captchaId: string;
      captchaText: string;
      locale?: string;
    },
    o: Opts = {},
  ) => api.post<EformState>('/api/eforms', f, o),
  /** completeEform: registers (or logs in) the e-mail's member and creates the custodial wallet. */
  complete: (f: { id: string; code?: string; mcId: string }, o: Opts = {}) =>
    api.post<EformCompleted>('/api/eforms/complete', { ...f, termsAccepted: 'true' }, o),
  /** myEform: the logged-in member's e-form for this merchant, or null. */
  mine: (q: { type: EformType; mcId: string }, o: Opts = {}) =>
    api.get<EformState | null>('/api/eforms/mine', q, o),
};
