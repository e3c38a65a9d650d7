import { and, assign, setup } from 'xstate';
import type { CompanyInfo, ContactPerson, RegisterAnswer } from '../server/schemas/merchant-registration';
import type { DocumentKind } from '../server/schemas/merchants';
import { notProvided } from './not-provided';

/** Step 1 and step 2 as the form holds them (strings; the server's schemas check them again). */
export type CompanyValues = { [K in keyof CompanyInfo]: string };
export type ContactValues = { [K in keyof ContactPerson]: string };
/** Step 3: the code, the password, the documents (files cannot be kept in a draft) and the consents. */
export type AccountValues = {
  code: string;
  password: string;
  confirm: string;
  promoConsent: boolean;
  termsAccepted: boolean;
  documents: Partial<Record<DocumentKind, File>>;
};
/** What survives a reload (spec: "a draft survives a reload"): the first two steps, never a secret or a file. */
export type RegistrationDraft = {
  step: 'company' | 'contact' | 'account';
  company: CompanyValues | null;
  contact: ContactValues | null;
};
export type RegistrationRequest = CompanyValues & ContactValues & AccountValues & { locale: string };
export type FieldIssue = { path: string; message: string };
export type EmailCheck = { registered: boolean; merchant: boolean };

/** Spec §8: the code shown when a failure carries none. */
export const REGISTRATION_DEFAULT_CODE = 9000;
/** The e-mail is already a member's (spec §8 "e-mail already registered"), found at step 2 by validateMerchant. */
export const EMAIL_TAKEN_CODE = 4304;

type Context = {
  company: CompanyValues | null;
  contact: ContactValues | null;
  errorCode: number | null;
  issues: FieldIssue[];
  /** The last request sent (its files included), kept for the invoke. */
  request: RegistrationRequest | null;
  answer: RegisterAnswer | null;
};

const failure = (error: unknown) => {
  const e = error as { code?: unknown; data?: unknown } | null;
  return {
    errorCode: typeof e?.code === 'number' ? e.code : REGISTRATION_DEFAULT_CODE,
    issues: Array.isArray(e?.data) ? (e.data as FieldIssue[]) : [],
  };
};

/** Whether a refusal names a field of that step's values (a 4200 on step 1 or 2 goes back to it). */
const refusesFieldOf = (error: unknown, values: object | null) =>
  values !== null && failure(error).issues.some((i) => i.path in values);

/**
 * Merchant registration (spec §2, §3, §5): company information, then the contact person (whose e-mail is checked
 * with validateMerchant: a member's e-mail cannot register a business), then the account (e-mail code, password,
 * documents, consents), sent as one registerBusiness. Each step change saves the draft (`saveDraft`), restored
 * from `input.draft` after a reload; `clearDraft` once registered. Carries codes, never text.
 */
export const merchantRegistrationMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { draft?: RegistrationDraft | null },
    events: {} as
      | { type: 'registration.next'; company: CompanyValues }
      | { type: 'registration.contact'; contact: ContactValues }
      | { type: 'registration.back' }
      | { type: 'registration.submit'; request: RegistrationRequest },
  },
  actors: {
    /** validateMerchant by the contact e-mail; provided by src/features/merchants/merchants.actors.ts. */
    checkEmail: notProvided<EmailCheck, { email: string }>('checkEmail'),
    /** registerBusiness (multipart); the applicant is signed in when it answers. */
    register: notProvided<RegisterAnswer, RegistrationRequest>('register'),
  },
  actions: {
    /** Stores the draft (local storage); provided by the feature. */
    saveDraft: (_, _draft: RegistrationDraft) => {},
    clearDraft: () => {},
  },
  guards: {
    hasCompanyDraft: ({ context }) => context.company !== null,
    hasContactDraft: ({ context }) => context.company !== null && context.contact !== null,
    isEmailFree: ({ event }) => !(event as unknown as { output: EmailCheck }).output.registered,
    hasRequiredDocuments: ({ event }) =>
      event.type === 'registration.submit' &&
      Boolean(
        event.request.documents.BR && event.request.documents.CI && event.request.documents.BANK_STATEMENT,
      ),
    hasAcceptedTerms: ({ event }) => event.type === 'registration.submit' && event.request.termsAccepted,
    isCompanyRefused: ({ context, event }) =>
      refusesFieldOf((event as unknown as { error: unknown }).error, context.company),
    isContactRefused: ({ context, event }) =>
      refusesFieldOf((event as unknown as { error: unknown }).error, context.contact),
  },
}).createMachine({
  id: 'merchantRegistration',
  context: ({ input }) => ({
    company: input?.draft?.company ?? null,
    contact: input?.draft?.contact ?? null,
    errorCode: null,
    issues: [],
    request: null,
    answer: null,
  }),
  initial: 'restoring',
  states: {
    /** A draft after a reload resumes at the step it reached. */
    restoring: {
      always: [
        { guard: 'hasContactDraft', target: 'account' },
        { guard: 'hasCompanyDraft', target: 'contact' },
        { target: 'company' },
      ],
    },
    company: {
      on: {
        'registration.next': {
          target: 'contact',
          actions: [
            assign({ company: ({ event }) => event.company, errorCode: null, issues: [] }),
            {
              type: 'saveDraft',
              params: ({ context, event }) => ({
                step: 'contact',
                company: event.company,
                contact: context.contact,
              }),
            },
          ],
        },
      },
    },
    contact: {
      on: {
        'registration.back': { target: 'company', actions: assign({ errorCode: null, issues: [] }) },
        'registration.contact': {
          target: 'checkingEmail',
          actions: assign({ contact: ({ event }) => event.contact, errorCode: null, issues: [] }),
        },
      },
    },
    checkingEmail: {
      tags: ['busy'],
      invoke: {
        id: 'checkEmail',
        src: 'checkEmail',
        input: ({ context }) => ({ email: context.contact!.email }),
        onDone: [
          {
            guard: 'isEmailFree',
            target: 'account',
            actions: {
              type: 'saveDraft',
              params: ({ context }) => ({
                step: 'account',
                company: context.company,
                contact: context.contact,
              }),
            },
          },
          { target: 'contact', actions: assign({ errorCode: EMAIL_TAKEN_CODE }) },
        ],
        onError: { target: 'contact', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    account: {
      on: {
        'registration.back': { target: 'contact', actions: assign({ errorCode: null, issues: [] }) },
        'registration.submit': {
          guard: and(['hasAcceptedTerms', 'hasRequiredDocuments']),
          target: 'submitting',
          actions: assign({ request: ({ event }) => event.request, errorCode: null, issues: [] }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'registered',
          actions: [assign({ answer: ({ event }) => event.output }), 'clearDraft'],
        },
        // A refused field of step 1 or 2 is shown on its own step (the account step cannot show it).
        onError: [
          {
            guard: 'isCompanyRefused',
            target: 'company',
            actions: assign(({ event }) => failure(event.error)),
          },
          {
            guard: 'isContactRefused',
            target: 'contact',
            actions: assign(({ event }) => failure(event.error)),
          },
          { target: 'account', actions: assign(({ event }) => failure(event.error)) },
        ],
      },
    },
    registered: { type: 'final' },
  },
});
