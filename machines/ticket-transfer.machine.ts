import { assign, setup, type ActorRefFrom } from 'xstate';
import type { TicketTransfer } from '@schemas/ticket-door';
import { errorCodeOf, fieldIssuesOf, type FieldIssue } from './error-code';
import { notProvided } from './not-provided';

/** The member the ticket goes to, the asking price (minor units, '' for none) and the picture code. */
export type TicketTransferEntry = {
  by: 'mobile' | 'email';
  areaCode: string;
  mobile: string;
  email: string;
  price: string;
  captchaId: string;
  captchaText: string;
};
/** What the effect sends: the entry and the attempt's key (a retry after no answer keeps it). */
export type TicketTransferInput = TicketTransferEntry & { requestKey: string };
export type TicketTransferContext = {
  entry: TicketTransferEntry | null;
  /** The current attempt's key; kept when the last try got no answer, so its retry answers the same transfer. */
  requestKey: string | null;
  unanswered: boolean;
  transfer: TicketTransfer | null;
  errorCode: number | null;
  issues: FieldIssue[];
};
export type TicketTransferEvent =
  | ({ type: 'transfer.submit'; requestKey: string } & TicketTransferEntry)
  | { type: 'transfer.confirm' }
  | { type: 'transfer.cancel' };

/** Client codes of a call that got no answer (src/lib/api-error.ts): the server may have done it. */
const NO_ANSWER = [1005, 1008];
const sameTarget = (a: TicketTransferEntry | null, b: TicketTransferEntry) =>
  a !== null &&
  a.by === b.by &&
  a.areaCode === b.areaCode &&
  a.mobile === b.mobile &&
  a.email === b.email &&
  a.price === b.price;

/**
 * A ticket's transfer (transferTicket): the target by mobile or e-mail, an optional asking price within the
 * tier's cap, the picture code, a confirmation (the ticket and its code leave this phone), then the server's
 * answer. A refusal goes back to the form with its code and fields (404, 1046 not transferable, 409 no longer
 * valid, 4004 not a member, 4305 picture code, 4200 price over the cap). One `requestKey` per attempt: the
 * event's fresh key, unless the last try of the same target and price got no answer. Effects:
 * src/features/tickets/tickets.actors.ts.
 */
export const ticketTransferMachine = setup({
  types: { context: {} as TicketTransferContext, events: {} as TicketTransferEvent },
  actors: { transfer: notProvided<TicketTransfer, TicketTransferInput>('transfer') },
  guards: {
    isFilled: ({ event }) =>
      event.type === 'transfer.submit' &&
      (event.by === 'mobile' ? event.mobile.trim() !== '' : event.email.trim() !== '') &&
      event.captchaText.trim() !== '',
  },
}).createMachine({
  id: 'ticketTransfer',
  context: { entry: null, requestKey: null, unanswered: false, transfer: null, errorCode: null, issues: [] },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'transfer.submit': {
          guard: 'isFilled',
          target: 'confirming',
          actions: assign(({ context, event }) => {
            const { type: _, requestKey, ...entry } = event;
            const retry = context.unanswered && sameTarget(context.entry, entry) && context.requestKey;
            return { entry, requestKey: retry || requestKey, errorCode: null, issues: [] };
          }),
        },
      },
    },
    /** "Give this ticket to …?": its code stops working on this phone. */
    confirming: { on: { 'transfer.confirm': 'submitting', 'transfer.cancel': 'editing' } },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({ ...context.entry!, requestKey: context.requestKey! }),
        onDone: { target: 'done', actions: assign({ transfer: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({
            errorCode: ({ event }) => errorCodeOf(event.error),
            issues: ({ event }) => fieldIssuesOf(event.error),
            unanswered: ({ event }) => NO_ANSWER.includes(errorCodeOf(event.error)),
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});
export type TicketTransferActor = ActorRefFrom<typeof ticketTransferMachine>;
