import { and, assign, setup } from 'xstate';
import { passwordChecks } from '@schemas/auth';
import type { LoginAnswer } from '@schemas/members';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

const DEFAULT_CODE = 9000;
const codeOfError = (error: unknown): number => errorCodeOf(error, DEFAULT_CODE);

/** Field issues of a 4200 answer (`data: [{ path, message }]`), e.g. birthday 'age_out_of_range'. */
export type FieldIssue = { path: string; message: string };
const issuesOfError = (error: unknown): FieldIssue[] => {
  const data = (error as { data?: unknown } | null)?.data;
  return Array.isArray(data)
    ? data.filter(
        (i): i is FieldIssue =>
          typeof i === 'object' && i !== null && typeof i.path === 'string' && typeof i.message === 'string',
      )
    : [];
};

export const SIGNUP_METHODS = ['email', 'mobile', 'name'] as const;
export type SignupMethod = (typeof SIGNUP_METHODS)[number];

/** Spec §3 registration extras; all optional. */
export type SignupExtras = {
  name: string;
  englishFirstName: string;
  englishLastName: string;
  birthday: string;
  optInMarketing: boolean;
  optInNewsletter: boolean;
};
type Secret = { password: string; confirm: string };
export type SignupRequest = (
  | { method: 'email'; email: string; code: string }
  | { method: 'mobile'; areaCode: string; mobile: string; code: string }
  | { method: 'name'; loginName: string }
) &
  Secret & { extras: SignupExtras };

export type SignupContext = {
  method: SignupMethod;
  termsAccepted: boolean;
  termsMissing: boolean;
  errorCode: number | null;
  issues: FieldIssue[];
  answer: LoginAnswer | null;
};
export type SignupEvent =
  | ({ type: 'signup.submit' } & SignupRequest)
  | { type: 'signup.method'; method: SignupMethod }
  | { type: 'signup.toggleTerms' }
  | { type: 'signup.edit' }
  | { type: 'signup.retry' };
type Submit = Extract<SignupEvent, { type: 'signup.submit' }>;

/** The contact and its code step: e-mail/mobile sign-ups need the code sent there; by name none. */
function hasContactAndCode(e: Submit): boolean {
  switch (e.method) {
    case 'email':
      return e.email.trim() !== '' && /^\d{6}$/.test(e.code.trim());
    case 'mobile':
      return e.areaCode !== '' && e.mobile.trim() !== '' && /^\d{6}$/.test(e.code.trim());
    case 'name':
      return e.loginName.trim() !== '';
  }
}

function trimmed(e: Submit): SignupRequest {
  const rest = { password: e.password, confirm: e.confirm, extras: e.extras };
  switch (e.method) {
    case 'email':
      return { method: 'email', email: e.email.trim(), code: e.code.trim(), ...rest };
    case 'mobile':
      return {
        method: 'mobile',
        areaCode: e.areaCode,
        mobile: e.mobile.trim(),
        code: e.code.trim(),
        ...rest,
      };
    case 'name':
      return { method: 'name', loginName: e.loginName.trim(), ...rest };
  }
}

const submit = [
  {
    guard: and(['isTermsAccepted', 'hasContactAndCode', 'isPasswordValid', 'isPasswordConfirmed']),
    target: 'submitting',
  },
  { guard: 'isTermsMissing', actions: 'markTermsMissing' },
] as const;

/**
 * Sign-up (spec §2 signup, §3 registration extras, §5): method (e-mail, mobile, login name), the code
 * sent to the contact, password and confirmation, optional extras, terms; then one `submitSignup` call
 * the members feature implements (call, start the session). A refusal keeps its code and field issues.
 */
export const signupMachine = setup({
  types: { context: {} as SignupContext, events: {} as SignupEvent },
  actors: {
    submitSignup: notProvided<LoginAnswer, SignupRequest>('submitSignup'),
  },
  actions: {
    toggleTerms: assign({ termsAccepted: ({ context }) => !context.termsAccepted, termsMissing: false }),
    markTermsMissing: assign({ termsMissing: true }),
    clearError: assign({ errorCode: null, issues: [] }),
    chooseMethod: assign({
      method: ({ context, event }) => (event.type === 'signup.method' ? event.method : context.method),
      errorCode: null,
      issues: [],
    }),
  },
  guards: {
    isTermsAccepted: ({ context }) => context.termsAccepted,
    isTermsMissing: ({ context }) => !context.termsAccepted,
    hasContactAndCode: ({ event }) => event.type === 'signup.submit' && hasContactAndCode(event),
    isPasswordValid: ({ event }) =>
      event.type === 'signup.submit' && Object.values(passwordChecks(event.password)).every(Boolean),
    isPasswordConfirmed: ({ event }) => event.type === 'signup.submit' && event.password === event.confirm,
  },
}).createMachine({
  id: 'signup',
  context: {
    method: 'email',
    termsAccepted: false,
    termsMissing: false,
    errorCode: null,
    issues: [],
    answer: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'signup.submit': submit,
        'signup.toggleTerms': { actions: 'toggleTerms' },
        'signup.method': { actions: 'chooseMethod' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ errorCode: null, issues: [], termsMissing: false }),
      invoke: {
        id: 'submitSignup',
        src: 'submitSignup',
        input: ({ event }) => trimmed(event as Submit),
        onDone: { target: 'done', actions: assign({ answer: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            errorCode: ({ event }) => codeOfError(event.error),
            issues: ({ event }) => issuesOfError(event.error),
          }),
        },
      },
    },
    done: { type: 'final' },
    failed: {
      on: {
        'signup.retry': { target: 'editing', actions: 'clearError' },
        'signup.edit': { target: 'editing', actions: 'clearError' },
        'signup.method': { target: 'editing', actions: 'chooseMethod' },
        'signup.toggleTerms': { target: 'editing', actions: ['clearError', 'toggleTerms'] },
        'signup.submit': submit,
      },
    },
  },
});
