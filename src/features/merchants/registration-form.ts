import * as v from 'valibot';
import type {
  CompanyValues,
  ContactValues,
  RegistrationDraft,
} from '@machines/merchant-registration.machine';
import { CompanyInfo, ContactPerson } from '@schemas/merchant-registration';
import { PURPOSE_MIMES, UPLOAD_LIMITS } from '@schemas/uploads';
import { merchantIssueText } from './merchants.errors';

/** The registration form's values, their checks (the server's own schemas) and the draft kept across reloads. */

export const EMPTY_COMPANY: CompanyValues = {
  companyName: '',
  entityType: '',
  industry: '',
  mainBusiness: '',
  region: '',
  address: '',
  businessDemand: '',
};
export const EMPTY_CONTACT: ContactValues = {
  contactFirstName: '',
  contactLastName: '',
  position: '',
  contactAreaCode: '+852',
  contactNumber: '',
  email: '',
  website: '',
};

/** Field errors of one step, as translated text by field name (the first issue of each field). */
export function stepErrors(
  schema: typeof CompanyInfo | typeof ContactPerson,
  values: object,
): Record<string, string> {
  const r = v.safeParse(schema, values);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !out[key]) out[key] = merchantIssueText(issue.message);
  }
  return out;
}

export const companyErrors = (values: CompanyValues) => stepErrors(CompanyInfo, values);
export const contactErrors = (values: ContactValues) => stepErrors(ContactPerson, values);

const MB = 1024 * 1024;
const DOCUMENT_TYPES = PURPOSE_MIMES.merchant_document ?? [];
const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'];
/** The picker's `accept` for documents (spec §5: JPG, JPEG, PNG, PDF). */
export const DOCUMENT_ACCEPT = [...DOCUMENT_TYPES, ...DOCUMENT_EXTENSIONS.map((e) => `.${e}`)].join(',');

/** A quick check of a picked document before sending (the server reads the bytes again): type and size. */
export function documentProblem(file: File): 'file_type' | 'file_too_large' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typed = file.type ? DOCUMENT_TYPES.includes(file.type) : DOCUMENT_EXTENSIONS.includes(ext);
  if (!typed) return 'file_type';
  return file.size > UPLOAD_LIMITS.maxMb.document * MB ? 'file_too_large' : null;
}

const DRAFT_KEY = 'merchantRegistrationDraft';

/** The draft saved by the registration machine (local storage; never the code, password or files). */
export const draftStore = {
  read(): RegistrationDraft | null {
    try {
      const raw = localStorage.getItem(DRAFT_KEY);
      const d = raw ? (JSON.parse(raw) as RegistrationDraft) : null;
      return d && typeof d === 'object' && 'step' in d ? d : null;
    } catch {
      return null;
    }
  },
  write(d: RegistrationDraft) {
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(d));
    } catch {
      // Storage full or refused (private mode): the form still works, the draft is only lost on reload.
    }
  },
  clear() {
    try {
      localStorage.removeItem(DRAFT_KEY);
    } catch {
      // Nothing to clear where storage is refused.
    }
  },
};
