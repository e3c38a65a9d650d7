import { and, assign, not, setup, type ActorRefFrom } from 'xstate';
import { Code } from '@schemas/codes';
import type { EformCompleted, EformState, EformTarget } from '@schemas/eforms';
import { errorCodeOf, fieldIssuesOf, type FieldIssue } from './error-code';
import { notProvided } from './not-provided';

/** Field issues of a 4200 answer (`data: [{ path, message }]`), e.g. email 'eform_email_not_yours'. */
export type { FieldIssue };

/** What the page opens with: the QR code's `type` and merchant (spec §2 "qpwallet: type=mcard"). */
export type QpOpen = { kind: string | undefined; mcId: string; loggedIn: boolean };
/** The e-form as typed: e-mail and the picture code (id of the drawn captcha and the text read). */
export type EformEntry = { email: string; captchaId: string; captchaText: string };
/** The registration step as typed: the e-mail code (empty when the e-form needs none). */
export type RegisterEntry = { code: string; termsAccepted: boolean };

export type QpWalletContext = {
  mcId: string;
  loggedIn: boolean;
  /** The merchant and card the QR code joins, named from the first step (null until read). */
  target: EformTarget | null;
  entry: EformEntry;
  code: string;
  eform: EformState | null;
  errorCode: number | null;
  issues: FieldIssue[];
};
export type QpWalletEvent =
  | ({ type: 'qpwallet.open' } & QpOpen)
  | ({ type: 'qpwallet.submit' } & EformEntry)
  | { type: 'qpwallet.confirm' }
  | { type: 'qpwallet.cancel' }
  | { type: 'qpwallet.continue' }
  | ({ type: 'qpwallet.complete' } & RegisterEntry)
  | { type: 'qpwallet.back' }
  | { type: 'qpwallet.retry' };

const EMPTY: QpWalletContext = {
  mcId: 'COM',
  loggedIn: false,
  target: null,
  entry: { email: '', captchaId: '', captchaText: '' },
  code: '',
  eform: null,
  errorCode: null,
  issues: [],
};
const failure = {
  errorCode: ({ event }: { event: { error: unknown } }) => errorCodeOf(event.error),
  issues: ({ event }: { event: { error: unknown } }) => fieldIssuesOf(event.error),
};

/**
 * The QR mini page (spec §2 qpwallet, §5 "Mini page e-form"): first what the QR code joins (the merchant and
 * its card; an unknown merchant ends at `unknown`), then the e-form (e-mail and picture code) is
 * confirmed, then submitted; a prompt says the next step completes the registration and creates a wallet;
 * the registration step sends the e-mail code and the terms; the last step shows the wallets. A logged-in
 * member's completed e-form opens at the last step. Effects: src/features/qpwallet/qpwallet.actors.ts.
 */
export const qpwalletMachine = setup({
  types: { context: {} as QpWalletContext, events: {} as QpWalletEvent },
  actors: {
    loadTarget: notProvided<EformTarget, { mcId: string }>('loadTarget'),
    loadMine: notProvided<EformState | null, { mcId: string }>('loadMine'),
    submitForm: notProvided<EformState, EformEntry & { mcId: string }>('submitForm'),
    completeRegistration: notProvided<EformCompleted, { id: string; code: string; mcId: string }>(
      'completeRegistration',
    ),
  },
  guards: {
    isMcard: ({ event }) => event.type === 'qpwallet.open' && event.kind === 'mcard',
    isLoggedIn: ({ context }) => context.loggedIn,
    isNotFound: ({ event }) => errorCodeOf((event as { error?: unknown }).error) === Code.NOT_FOUND,
    isFilled: ({ event }) =>
      event.type === 'qpwallet.submit' && event.email.trim() !== '' && event.captchaText.trim() !== '',
    isCompleted: (_, eform: EformState | null) => eform?.status === 'COMPLETED',
    hasTerms: ({ event }) => event.type === 'qpwallet.complete' && event.termsAccepted,
    hasCode: ({ context, event }) =>
      event.type === 'qpwallet.complete' &&
      (context.eform?.codePurpose == null || /^\d{6}$/.test(event.code.trim())),
  },
  actions: {
    clearError: assign({ errorCode: null, issues: [] }),
  },
}).createMachine({
  id: 'qpwallet',
  context: EMPTY,
  initial: 'opening',
  states: {
    /** Waits for the page to say what the QR code carries and whether a member is logged in. */
    opening: {
      on: {
        'qpwallet.open': [
          { guard: not('isMcard'), target: 'invalid' },
          {
            target: 'locating',
            actions: assign({ mcId: ({ event }) => event.mcId, loggedIn: ({ event }) => event.loggedIn }),
          },
        ],
      },
    },
    /** The merchant and the card the QR code joins; a merchant that is not there (404) ends the flow. */
    locating: {
      tags: ['loading'],
      entry: 'clearError',
      invoke: {
        id: 'loadTarget',
        src: 'loadTarget',
        input: ({ context }) => ({ mcId: context.mcId }),
        onDone: [
          {
            guard: 'isLoggedIn',
            target: 'checking',
            actions: assign({ target: ({ event }) => event.output }),
          },
          { target: 'form', actions: assign({ target: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: 'isNotFound', target: 'unknown' },
          { target: 'loadFailed', actions: assign(failure) },
        ],
      },
    },
    /** A logged-in member: their e-form for this merchant, if any. */
    checking: {
      tags: ['loading'],
      entry: 'clearError',
      invoke: {
        id: 'loadMine',
        src: 'loadMine',
        input: ({ context }) => ({ mcId: context.mcId }),
        onDone: [
          {
            guard: { type: 'isCompleted', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ eform: ({ event }) => event.output }),
          },
          {
            target: 'form',
            actions: assign({
              entry: ({ context, event }) => ({ ...context.entry, email: event.output?.email ?? '' }),
            }),
          },
        ],
        onError: { target: 'loadFailed', actions: assign(failure) },
      },
    },
    loadFailed: { on: { 'qpwallet.retry': 'locating' } },
    form: {
      on: {
        'qpwallet.submit': {
          guard: 'isFilled',
          target: 'confirming',
          actions: assign({
            entry: ({ event }) => ({
              email: event.email.trim(),
              captchaId: event.captchaId,
              captchaText: event.captchaText.trim(),
            }),
          }),
        },
      },
    },
    /** "Do you want to submit this data?" */
    confirming: { on: { 'qpwallet.confirm': 'submitting', 'qpwallet.cancel': 'form' } },
    submitting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        input: ({ context }) => ({ ...context.entry, mcId: context.mcId }),
        onDone: { target: 'submitted', actions: assign({ eform: ({ event }) => event.output, code: '' }) },
        onError: { target: 'form', actions: assign(failure) },
      },
    },
    /** The prompt: the next step completes the registration and creates a wallet. */
    submitted: { on: { 'qpwallet.continue': 'registering', 'qpwallet.back': 'form' } },
    registering: {
      on: {
        'qpwallet.complete': {
          guard: and(['hasTerms', 'hasCode']),
          target: 'completing',
          actions: assign({ code: ({ event }) => event.code.trim() }),
        },
        'qpwallet.back': { target: 'form', actions: 'clearError' },
      },
    },
    completing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'completeRegistration',
        src: 'completeRegistration',
        input: ({ context }) => ({ id: context.eform!.id, code: context.code, mcId: context.mcId }),
        onDone: { target: 'done', actions: assign({ eform: ({ event }) => event.output.eform }) },
        onError: { target: 'registering', actions: assign(failure) },
      },
    },
    done: { type: 'final' },
    /** The QR code is of another type (or none). */
    invalid: { type: 'final' },
    /** The QR code's merchant is unknown or suspended: nothing can be registered. */
    unknown: { type: 'final' },
  },
});

/** The running mini-page flow the step components send to and read from. */
export type QpWalletActor = ActorRefFrom<typeof qpwalletMachine>;
