import { assign, setup } from 'xstate';
import { EMAIL } from '@schemas/content';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** The refusal a failed subscription carries: the API's meta.code (9000 when there was no answer). */
const DEFAULT_CODE = 9000;
const codeOfError = (error: unknown): number => errorCodeOf(error, DEFAULT_CODE);

/** Validation is a guarded transition rather than a resting state, so every state is one a user can see. */
const validate = [{ guard: 'isValidEmail', target: 'submitting' }, { target: 'invalid' }] as const;

/** Footer newsletter subscription (spec §5): e-mail checked first, then one `subscribe` call. */
export const newsletterMachine = setup({
  types: {
    context: {} as { email: string; errorCode: number | null },
    events: {} as { type: 'newsletter.change'; email: string } | { type: 'newsletter.submit' },
  },
  actors: {
    /** Sends key1 (site), key2 (e-mail), type EDM; injected by the newsletter feature. */
    subscribe: notProvided<void, { email: string }>('subscribe'),
  },
  guards: {
    isValidEmail: ({ context }) => EMAIL.test(context.email.trim()),
  },
}).createMachine({
  id: 'newsletter',
  context: { email: '', errorCode: null },
  initial: 'idle',
  on: {
    'newsletter.change': {
      target: '.idle',
      actions: assign({ email: ({ event }) => event.email, errorCode: null }),
    },
  },
  states: {
    idle: { on: { 'newsletter.submit': validate } },
    invalid: { on: { 'newsletter.submit': validate } },
    submitting: {
      tags: ['busy'],
      // Typing while the call is in flight keeps the call (and the locked button) going.
      on: { 'newsletter.change': { actions: assign({ email: ({ event }) => event.email }) } },
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: 'subscribed',
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => codeOfError(event.error) }),
        },
      },
    },
    subscribed: { on: { 'newsletter.submit': validate } },
    failed: { on: { 'newsletter.submit': validate } },
  },
});
