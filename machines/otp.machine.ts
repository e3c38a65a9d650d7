import { assign, setup } from 'xstate';
import type { CodeIssued } from '@schemas/otp';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** The refusal a failed request carries: the API's meta.code (9000 when there was no answer). */
const DEFAULT_CODE = 9000;
const codeOfError = (error: unknown): number => errorCodeOf(error, DEFAULT_CODE);

/** What a code request sends: the contact (e-mail, or a full mobile '+85291234567') and, for SMS, the captcha. */
export type OtpRequest = { recipient: string; captchaId?: string; captchaText?: string };

export type OtpContext = {
  /** Seconds until another code may be requested (shown as "Resend in N s"). */
  secondsLeft: number;
  /** Seconds until the sent code expires. */
  expiresLeft: number;
  errorCode: number | null;
};
export type OtpEvent =
  | ({ type: 'otp.request' } & OtpRequest)
  /** The parent form's code check succeeded. */
  | { type: 'otp.verified' }
  /** The contact changed: forget the sent code (the 60 s rule is per contact). */
  | { type: 'otp.reset' }
  /** Another call already sent a code (e.g. the QR mini page's e-form): count down from its answer. */
  | ({ type: 'otp.sent' } & CodeIssued);

const TICK_MS = 1000;
const request = { guard: 'hasRecipient', target: '#otp.requesting' } as const;

/**
 * A one-time code by e-mail or SMS (spec §5 "resend not within 60 seconds"): request it through the
 * `requestCode` effect, count down to when it may be re-sent, then until it expires. A refused request
 * keeps its meta.code for the form to show and allows another try.
 */
export const otpMachine = setup({
  types: { context: {} as OtpContext, events: {} as OtpEvent },
  actors: {
    requestCode: notProvided<CodeIssued, OtpRequest>('requestCode'),
  },
  actions: {
    tick: assign({
      secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1),
      expiresLeft: ({ context }) => Math.max(0, context.expiresLeft - 1),
    }),
  },
  guards: {
    hasRecipient: ({ event }) => event.type === 'otp.request' && event.recipient.trim() !== '',
    isExpiring: ({ context }) => context.expiresLeft <= 1,
    isResendDue: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: 'otp',
  context: { secondsLeft: 0, expiresLeft: 0, errorCode: null },
  initial: 'idle',
  on: {
    'otp.reset': { target: '.idle', actions: assign({ secondsLeft: 0, expiresLeft: 0, errorCode: null }) },
  },
  states: {
    idle: {
      on: {
        'otp.request': request,
        'otp.sent': {
          target: 'waiting',
          actions: assign({
            secondsLeft: ({ event }) => event.resendAfterSeconds,
            expiresLeft: ({ event }) => event.expiresInSeconds,
          }),
        },
      },
    },
    requesting: {
      tags: ['busy'],
      entry: assign({ errorCode: null }),
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ event }) => {
          const e = event as Extract<OtpEvent, { type: 'otp.request' }>;
          return {
            recipient: e.recipient.trim(),
            ...(e.captchaId !== undefined ? { captchaId: e.captchaId } : {}),
            ...(e.captchaText !== undefined ? { captchaText: e.captchaText } : {}),
          };
        },
        onDone: {
          target: 'waiting',
          actions: assign({
            secondsLeft: ({ event }) => event.output.resendAfterSeconds,
            expiresLeft: ({ event }) => event.output.expiresInSeconds,
          }),
        },
        onError: { target: 'idle', actions: assign({ errorCode: ({ event }) => codeOfError(event.error) }) },
      },
    },
    /** A code is out; another may not be requested yet. */
    waiting: {
      tags: ['sent'],
      after: {
        [TICK_MS]: [
          { guard: 'isExpiring', target: 'expired', actions: 'tick' },
          { guard: 'isResendDue', target: 'canResend', actions: 'tick' },
          { target: 'waiting', reenter: true, actions: 'tick' },
        ],
      },
      on: { 'otp.verified': 'verified' },
    },
    /** A code is out and still valid; another may be requested. */
    canResend: {
      tags: ['sent'],
      after: {
        [TICK_MS]: [
          { guard: 'isExpiring', target: 'expired', actions: 'tick' },
          { target: 'canResend', reenter: true, actions: 'tick' },
        ],
      },
      on: { 'otp.request': request, 'otp.verified': 'verified' },
    },
    /** The sent code has expired: request a new one. */
    expired: { on: { 'otp.request': request } },
    verified: { type: 'final' },
  },
});
