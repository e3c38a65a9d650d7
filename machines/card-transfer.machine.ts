import { assign, setup, type ActorRefFrom } from 'xstate';
import type { CardSummary } from '@schemas/cards';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** The member the card goes to, as typed (spec §5: area code and phone, or e-mail; the picture code). */
export type TransferEntry = {
  by: 'mobile' | 'email';
  areaCode: string;
  mobile: string;
  email: string;
  captchaId: string;
  captchaText: string;
};
export type CardTransferContext = {
  entry: TransferEntry | null;
  card: CardSummary | null;
  errorCode: number | null;
  /** Field issues of a 4200 answer (e.g. email 'transfer_to_self'). */
  issues: { path: string; message: string }[];
};
export type CardTransferEvent =
  ({ type: 'transfer.submit' } & TransferEntry) | { type: 'transfer.confirm' } | { type: 'transfer.cancel' };

const issuesOf = (error: unknown) => {
  const data = (error as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as { path: string; message: string }[]) : [];
};

/**
 * Card transfer (spec §4 "card transfer goes to another member by mobile or e-mail", §5, §8): the target and
 * picture code are typed, the member confirms the card leaves their wallet, the server moves it (transferCard:
 * 404, 4004 not a member, 1004 not yours, 1044 quantity, 1046 cannot be transferred, 4305 picture code, 4200
 * not to oneself). A refusal goes back to the form with the code (the picture code was used up: the page draws
 * a new one). Effects: src/features/cards/cards.actors.ts.
 */
export const cardTransferMachine = setup({
  types: { context: {} as CardTransferContext, events: {} as CardTransferEvent },
  actors: {
    transfer: notProvided<CardSummary, TransferEntry>('transfer'),
  },
  guards: {
    isFilled: ({ event }) =>
      event.type === 'transfer.submit' &&
      (event.by === 'mobile' ? event.mobile.trim() !== '' : event.email.trim() !== '') &&
      event.captchaText.trim() !== '',
  },
}).createMachine({
  id: 'cardTransfer',
  context: { entry: null, card: null, errorCode: null, issues: [] },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'transfer.submit': {
          guard: 'isFilled',
          target: 'confirming',
          actions: assign({ entry: ({ event }) => ({ ...event }), errorCode: null, issues: [] }),
        },
      },
    },
    /** "Give this card to …?": the card leaves the member's wallet for good. */
    confirming: {
      on: { 'transfer.confirm': 'submitting', 'transfer.cancel': 'editing' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => context.entry!,
        onDone: { target: 'done', actions: assign({ card: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({
            errorCode: ({ event }) => errorCodeOf(event.error),
            issues: ({ event }) => issuesOf(event.error),
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});
export type CardTransferActor = ActorRefFrom<typeof cardTransferMachine>;
