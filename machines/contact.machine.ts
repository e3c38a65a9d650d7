import { assign, setup } from 'xstate';
import type { ContactForm } from '@schemas/content';
import type { Locale } from '@schemas/common';
import { errorCodeOf, fieldIssuesOf, type FieldIssue } from './error-code';
import { notProvided } from './not-provided';

type ContactFormOutput = NonNullable<(typeof ContactForm)['~types']>['output'];
/** What the member sends: the ContactForm fields plus the interface language for the reply. */
export type ContactMessage = Pick<ContactFormOutput, 'name' | 'email' | 'subject' | 'message'> & {
  locale: Locale;
};

/** Spec §8: the code shown when a failure carries none. */
export const CONTACT_DEFAULT_CODE = 9000;

/** What a failure leaves for the form: its code, and the fields a 4200 refused so the form marks them. */
const failure = (error: unknown) => ({
  code: errorCodeOf(error, CONTACT_DEFAULT_CODE),
  issues: fieldIssuesOf(error),
});

/**
 * The contact form: editing → submitting → sent, or failed with the code (and a 4200's field issues) kept. The
 * message stays in context on failure so retry sends exactly the same text; nothing the member typed is lost.
 */
export const contactMachine = setup({
  types: {
    context: {} as {
      message: ContactMessage | null;
      code: number | null;
      issues: FieldIssue[];
      ticket: string | null;
    },
    events: {} as
      | { type: 'contact.submit'; message: ContactMessage }
      | { type: 'contact.retry' }
      | { type: 'contact.reset' },
  },
  actors: {
    /** Posts the message; provided by src/features/contact/contact.actors.ts. */
    sendMessage: notProvided<{ id: number }, ContactMessage>('sendMessage'),
  },
  guards: {
    isComplete: ({ event }) =>
      event.type === 'contact.submit' &&
      [event.message.name, event.message.email, event.message.subject, event.message.message].every(
        (f) => f.trim() !== '',
      ),
    hasMessage: ({ context }) => context.message !== null,
  },
  actions: {
    keepMessage: assign({
      message: ({ event, context }) => (event.type === 'contact.submit' ? event.message : context.message),
      code: null,
      issues: [],
    }),
    forget: assign({ message: null, code: null, issues: [], ticket: null }),
  },
}).createMachine({
  id: 'contact',
  context: { message: null, code: null, issues: [], ticket: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'contact.submit': { guard: 'isComplete', target: 'submitting', actions: 'keepMessage' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => context.message!,
        onDone: {
          target: 'sent',
          actions: assign({ ticket: ({ event }) => String(event.output.id) }),
        },
        onError: { target: 'failed', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    failed: {
      on: {
        'contact.retry': { guard: 'hasMessage', target: 'submitting', actions: assign({ issues: [] }) },
        'contact.submit': { guard: 'isComplete', target: 'submitting', actions: 'keepMessage' },
      },
    },
    sent: {
      on: { 'contact.reset': { target: 'editing', actions: 'forget' } },
    },
  },
});
