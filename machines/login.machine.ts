import { and, assign, setup } from 'xstate';
import type { LoginAnswer } from '@schemas/members';
import { errorCodeOf, fieldIssuesOf, type FieldIssue } from './error-code';
import { notProvided } from './not-provided';

/** The refusal a failed login carries: the API's meta.code (9000 when there was no answer). */
const DEFAULT_CODE = 9000;
const codeOfError = (error: unknown): number => errorCodeOf(error, DEFAULT_CODE);

/** Spec §2 login: by login name, by e-mail and password, by mobile SMS code, or by e-mail code. */
export const LOGIN_METHODS = ['name', 'password', 'sms', 'emailCode'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** What each method sends; `method` picks the call the members feature makes. */
export type LoginCredentials =
  | { method: 'name'; loginName: string; password: string }
  | { method: 'password'; email: string; password: string }
  | { method: 'sms'; areaCode: string; mobile: string; code: string }
  | { method: 'emailCode'; email: string; code: string };

export type LoginContext = {
  method: LoginMethod;
  termsAccepted: boolean;
  /** A submit was refused because the terms were not accepted (the form marks the checkbox). */
  termsMissing: boolean;
  errorCode: number | null;
  /** The fields a 4200 refused (`loginName`, `email`, …), for the form to mark. */
  issues: FieldIssue[];
  answer: LoginAnswer | null;
};
export type LoginEvent =
  | ({ type: 'login.submit' } & LoginCredentials)
  | { type: 'login.method'; method: LoginMethod }
  | { type: 'login.toggleTerms' }
  | { type: 'login.edit' }
  | { type: 'login.retry' };

type Submit = Extract<LoginEvent, { type: 'login.submit' }>;

/** Every field of the chosen method is filled (the form validates formats; this guards the flow). */
function isComplete(c: LoginCredentials): boolean {
  switch (c.method) {
    case 'name':
      return c.loginName.trim() !== '' && c.password !== '';
    case 'password':
      return c.email.trim() !== '' && c.password !== '';
    case 'sms':
      return c.areaCode !== '' && c.mobile.trim() !== '' && c.code.trim() !== '';
    case 'emailCode':
      return c.email.trim() !== '' && c.code.trim() !== '';
  }
}

/** The credentials as sent: identifiers and codes trimmed, passwords untouched. */
function trimmed(e: Submit): LoginCredentials {
  switch (e.method) {
    case 'name':
      return { method: 'name', loginName: e.loginName.trim(), password: e.password };
    case 'password':
      return { method: 'password', email: e.email.trim(), password: e.password };
    case 'sms':
      return { method: 'sms', areaCode: e.areaCode, mobile: e.mobile.trim(), code: e.code.trim() };
    case 'emailCode':
      return { method: 'emailCode', email: e.email.trim(), code: e.code.trim() };
  }
}

/** A submit starts the call only with terms accepted (spec §5) and the chosen method's fields filled. */
const submit = [
  { guard: and(['isTermsAccepted', 'hasCredentials']), target: 'submitting' },
  { guard: 'isTermsMissing', actions: 'markTermsMissing' },
] as const;

/**
 * Login (spec §2 login, §4 Login, §5): a method choice, terms first, then one `submitLogin` call, which
 * the members feature implements per method (call, start the session, load the member detail). A refusal
 * keeps its code and a 4200's field issues.
 */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    submitLogin: notProvided<LoginAnswer, LoginCredentials>('submitLogin'),
  },
  actions: {
    toggleTerms: assign({ termsAccepted: ({ context }) => !context.termsAccepted, termsMissing: false }),
    markTermsMissing: assign({ termsMissing: true }),
    clearError: assign({ errorCode: null, issues: [] }),
    chooseMethod: assign({
      method: ({ context, event }) => (event.type === 'login.method' ? event.method : context.method),
      errorCode: null,
      issues: [],
    }),
  },
  guards: {
    isTermsAccepted: ({ context }) => context.termsAccepted,
    isTermsMissing: ({ context }) => !context.termsAccepted,
    hasCredentials: ({ event }) => event.type === 'login.submit' && isComplete(event),
  },
}).createMachine({
  id: 'login',
  context: {
    method: 'name',
    termsAccepted: false,
    termsMissing: false,
    errorCode: null,
    issues: [],
    answer: null,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.submit': submit,
        'login.toggleTerms': { actions: 'toggleTerms' },
        'login.method': { actions: 'chooseMethod' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ errorCode: null, issues: [], termsMissing: false }),
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ event }) => trimmed(event as Submit),
        onDone: { target: 'success', actions: assign({ answer: ({ event }) => event.output }) },
        onError: {
          target: 'failure',
          actions: assign({
            errorCode: ({ event }) => codeOfError(event.error),
            issues: ({ event }) => fieldIssuesOf(event.error),
          }),
        },
      },
    },
    success: { type: 'final' },
    failure: {
      on: {
        'login.retry': { target: 'idle', actions: 'clearError' },
        'login.edit': { target: 'idle', actions: 'clearError' },
        'login.method': { target: 'idle', actions: 'chooseMethod' },
        'login.toggleTerms': { target: 'idle', actions: ['clearError', 'toggleTerms'] },
        'login.submit': submit,
      },
    },
  },
});
