import { assign, setup, type ActorRefFrom } from 'xstate';
import { errorCodeOf, fieldIssuesOf, type FieldIssue } from './error-code';
import { notProvided } from './not-provided';

/** The member something goes to, as typed (spec §5: area code and phone, or e-mail), and the picture code. */
export type TransferTarget = {
  by: 'mobile' | 'email';
  areaCode: string;
  mobile: string;
  email: string;
  captchaId: string;
  captchaText: string;
};
/** The target and the thing's own fields (a ticket's asking price; none for a card), all sent as they are. */
export type TransferTargetEntry = TransferTarget & { extra: Record<string, string> };
/** What the send effect gets: the entry and the attempt's key (a retry after no answer keeps it). */
export type TransferTargetInput = TransferTargetEntry & { requestKey: string };
export type TransferTargetContext = {
  entry: TransferTargetEntry | null;
  /** The current attempt's key; kept when the last try got no answer, so its retry answers the same transfer. */
  requestKey: string | null;
  unanswered: boolean;
  /** The send effect's answer (the moved card, the ticket's transfer). */
  result: unknown;
  errorCode: number | null;
  /** Field issues of a 4200 answer (e.g. email 'transfer_to_self', price 'over_price_cap'). */
  issues: FieldIssue[];
};
export type TransferTargetEvent =
  | ({ type: 'transfer.submit'; requestKey: string } & TransferTargetEntry)
  | { type: 'transfer.confirm' }
  | { type: 'transfer.cancel' };

/** Client codes of a call that got no answer (src/lib/api-error.ts): the server may have done it. */
const NO_ANSWER = [1005, 1008];
const sameTarget = (a: TransferTargetEntry | null, b: TransferTargetEntry) =>
  a !== null &&
  a.by === b.by &&
  a.areaCode === b.areaCode &&
  a.mobile === b.mobile &&
  a.email === b.email &&
  JSON.stringify(a.extra) === JSON.stringify(b.extra);

/**
 * A transfer to another member (a membership card: spec §4/§5/§8; a ticket, where its tier allows): the target
 * by mobile or e-mail and the picture code are typed, the member confirms the thing leaves them, then the send
 * effect (`send`, provided by the feature: transferCard, transferTicket) answers. A refusal goes back to the form
 * with its code and field issues (the picture code was used up: the panel draws a new one). One `requestKey`
 * per attempt: the event's fresh key, unless the last try of the same target and fields got no answer.
 * The panel: src/components/TransferTargetPanel.tsx; effects: the features' *.actors.ts.
 */
export const transferTargetMachine = setup({
  types: { context: {} as TransferTargetContext, events: {} as TransferTargetEvent },
  actors: { send: notProvided<unknown, TransferTargetInput>('send') },
  guards: {
    isFilled: ({ event }) =>
      event.type === 'transfer.submit' &&
      (event.by === 'mobile' ? event.mobile.trim() !== '' : event.email.trim() !== '') &&
      event.captchaText.trim() !== '',
  },
}).createMachine({
  id: 'transferTarget',
  context: { entry: null, requestKey: null, unanswered: false, result: null, errorCode: null, issues: [] },
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
    /** "Give this … to …?": it leaves the member for good. */
    confirming: { on: { 'transfer.confirm': 'submitting', 'transfer.cancel': 'editing' } },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ ...context.entry!, requestKey: context.requestKey! }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
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
export type TransferTargetMachine = typeof transferTargetMachine;
export type TransferTargetActor = ActorRefFrom<typeof transferTargetMachine>;
