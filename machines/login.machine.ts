import { and, assign, fromPromise, setup } from 'xstate';
import type { LoginAnswer } from '@schemas/members';

/** The refusal a failed login carries: the API's meta.code (9000 when there was no answer). */
const DEFAULT_CODE = 9000;
const codeOfError = (error: unknown): number =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number'
    ? (error as { code: number }).code
    : DEFAULT_CODE;

export type LoginCredentials = { loginName: string; password: string };
export type LoginContext = {
  termsAccepted: boolean;
  /** A submit was refused because the terms were not accepted (the form marks the checkbox). */
  termsMissing: boolean;
  errorCode: number | null;
  answer: LoginAnswer | null;
};
export type LoginEvent =
  | ({ type: 'login.submit' } & LoginCredentials)
  | { type: 'login.toggleTerms' }
  | { type: 'login.edit' }
  | { type: 'login.retry' };

/** A submit starts the call only with terms accepted (spec §5) and both fields filled. */
const submit = [
  { guard: and(['isTermsAccepted', 'hasCredentials']), target: 'submitting' },
  { guard: 'isTermsMissing', actions: 'markTermsMissing' },
] as const;

/**
 * Login by login name and password (spec §4 Login, §5): terms first, then one `submitLogin` call, which
 * the members feature implements (call, start the session, load the member detail).
 */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    submitLogin: fromPromise<LoginAnswer, LoginCredentials>(async () => {
      throw new Error('submitLogin not provided');
    }),
  },
  actions: {
    toggleTerms: assign({ termsAccepted: ({ context }) => !context.termsAccepted, termsMissing: false }),
    markTermsMissing: assign({ termsMissing: true }),
    clearError: assign({ errorCode: null }),
  },
  guards: {
    isTermsAccepted: ({ context }) => context.termsAccepted,
    isTermsMissing: ({ context }) => !context.termsAccepted,
    hasCredentials: ({ event }) =>
      event.type === 'login.submit' && event.loginName.trim() !== '' && event.password !== '',
  },
}).createMachine({
  id: 'login',
  context: { termsAccepted: false, termsMissing: false, errorCode: null, answer: null },
  initial: 'idle',
  states: {
    idle: { on: { 'login.submit': submit, 'login.toggleTerms': { actions: 'toggleTerms' } } },
    submitting: {
      tags: ['busy'],
      entry: assign({ errorCode: null, termsMissing: false }),
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ event }) => {
          const e = event as Extract<LoginEvent, { type: 'login.submit' }>;
          return { loginName: e.loginName.trim(), password: e.password };
        },
        onDone: { target: 'success', actions: assign({ answer: ({ event }) => event.output }) },
        onError: {
          target: 'failure',
          actions: assign({ errorCode: ({ event }) => codeOfError(event.error) }),
        },
      },
    },
    success: { type: 'final' },
    failure: {
      on: {
        'login.retry': { target: 'idle', actions: 'clearError' },
        'login.edit': { target: 'idle', actions: 'clearError' },
        'login.toggleTerms': { target: 'idle', actions: ['clearError', 'toggleTerms'] },
        'login.submit': submit,
      },
    },
  },
});
