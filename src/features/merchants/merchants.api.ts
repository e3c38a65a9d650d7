import type { RegistrationRequest } from '@machines/merchant-registration.machine';
import type {
  MerchantApplication,
  RegisterAnswer,
  ValidateMerchantAnswer,
} from '@schemas/merchant-registration';
import { DOCUMENT_FIELDS } from '@schemas/merchant-registration';
import type { DocumentKind, MerchantDetail, Plan } from '@schemas/merchants';
import { api } from '@/lib/api';

/** The merchants API (server/routes/merchants.ts and merchant-admin.ts), one function per operation. */

/** validateMerchant (spec §7): whether the e-mail is a member's already. */
export const validateMerchant = (email: string, signal?: AbortSignal) =>
  api.get<ValidateMerchantAnswer>('/api/merchants/validate', { email }, { ...(signal ? { signal } : {}) });

/** registerBusiness: the three steps and the documents in one multipart request. */
export function registerBusiness(
  r: RegistrationRequest,
  o: { signal?: AbortSignal; onProgress?: (f: number) => void },
) {
  const form = new FormData();
  const { documents, promoConsent, termsAccepted, ...text } = r;
  for (const [k, v] of Object.entries(text)) form.append(k, v);
  form.append('promoConsent', String(promoConsent));
  form.append('termsAccepted', String(termsAccepted));
  for (const [kind, field] of Object.entries(DOCUMENT_FIELDS) as [DocumentKind, string][]) {
    const f = documents[kind];
    if (f) form.append(field, f, f.name);
  }
  return api.upload<RegisterAnswer>('/api/merchants/register', form, o);
}

export const uploadDocument = (kind: DocumentKind, file: File) => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return api.upload<MerchantApplication>('/api/merchants/application/documents', form);
};

/** A document's bytes (a signed GET), opened in a new tab by the caller. */
export const readDocument = (id: string) => api.download(`/api/merchants/documents/${id}`);

export const reviewApplication = (
  id: string,
  form:
    | { action: 'APPROVE'; type: 'COUPON' | 'PMS' }
    | { action: 'REJECT'; reason: string }
    | {
        action: 'REQUEST_DOCUMENT';
        document: DocumentKind;
        note: string;
      },
) => api.post<MerchantApplication>(`/api/admin/merchant-applications/${id}/review`, form);

export const unlockSuperAdmin = (password: string) =>
  api.post<{ unlockedUntil: string | null }>('/api/admin/super/unlock', { password });

export const offerPlan = (mcId: string, plan: Plan, months: number) =>
  api.post<MerchantDetail>('/api/admin/super/offer', { mcId, plan, months });

export const setMerchantStatus = (mcId: string, status: 'ACTIVE' | 'SUSPENDED') =>
  api.post<MerchantDetail>('/api/admin/super/merchant-status', { mcId, status });
