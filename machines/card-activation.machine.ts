import { assign, setup, type ActorRefFrom } from 'xstate';
import type { CardDetail } from '@schemas/cards';
import { errorCodeOf, fieldIssuesOf, type FieldIssue } from './error-code';
import { notProvided } from './not-provided';

/** How often the page asks how the activation stands while the job works (spec: about 3 minutes in all). */
export const ACTIVATION_POLL_MS = 3000;

export type ActivationEntry = { tokenId: string; contractAddress: string };
export type CardActivationContext = {
  entry: ActivationEntry | null;
  card: CardDetail | null;
  errorCode: number | null;
  /** The fields a 4200 refused (`tokenId`, `contractAddress`), for the form to mark. */
  issues: FieldIssue[];
};
export type CardActivationEvent =
  ({ type: 'activate.submit' } & ActivationEntry) | { type: 'activate.retry' } | { type: 'activate.reset' };

const isDone = (card: CardDetail | null) => card?.activation.state === 'DONE';

/**
 * Card activation by token id and contract address (spec §2, §4 "asynchronous, about 3 minutes", §8
 * Activation): the form is sent (activateCard: 1049 not yours, 1047 already active, 1041 wallet, 1044
 * quantity, 404 token id), then the page waits for the activation job, asking how it stands every
 * ACTIVATION_POLL_MS (getCard) and showing its progress, until the card is on chain. Effects:
 * src/features/cards/cards.actors.ts.
 */
export const cardActivationMachine = setup({
  types: { context: {} as CardActivationContext, events: {} as CardActivationEvent },
  actors: {
    activate: notProvided<CardDetail, ActivationEntry>('activate'),
    refresh: notProvided<CardDetail, { id: string }>('refresh'),
  },
  guards: {
    isFilled: ({ event }) =>
      event.type === 'activate.submit' &&
      /^\d+$/.test(event.tokenId.trim()) &&
      event.contractAddress.trim() !== '',
    isActive: (_, card: CardDetail) => isDone(card),
  },
  delays: { poll: ACTIVATION_POLL_MS },
}).createMachine({
  id: 'cardActivation',
  context: { entry: null, card: null, errorCode: null, issues: [] },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'activate.submit': {
          guard: 'isFilled',
          target: 'submitting',
          actions: assign({
            entry: ({ event }) => ({
              tokenId: event.tokenId.trim(),
              contractAddress: event.contractAddress.trim(),
            }),
            errorCode: null,
            issues: [],
          }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => context.entry!,
        onDone: [
          {
            guard: { type: 'isActive', params: ({ event }) => event.output },
            target: 'active',
            actions: assign({ card: ({ event }) => event.output }),
          },
          { target: 'waiting', actions: assign({ card: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            errorCode: ({ event }) => errorCodeOf(event.error),
            issues: ({ event }) => fieldIssuesOf(event.error),
          }),
        },
      },
    },
    /** The job waits out its delay, then mints: progress from the card's requestedAt and readyAt. */
    waiting: {
      tags: ['progress'],
      after: { poll: 'checking' },
    },
    checking: {
      tags: ['progress'],
      invoke: {
        id: 'refresh',
        src: 'refresh',
        input: ({ context }) => ({ id: context.card!.id }),
        onDone: [
          {
            guard: { type: 'isActive', params: ({ event }) => event.output },
            target: 'active',
            actions: assign({ card: ({ event }) => event.output }),
          },
          { target: 'waiting', actions: assign({ card: ({ event }) => event.output }) },
        ],
        // A failed look is not a failed activation: the job goes on; look again after the next delay.
        onError: 'waiting',
      },
    },
    active: { type: 'final' },
    failed: {
      on: {
        'activate.retry': { target: 'submitting', actions: assign({ errorCode: null, issues: [] }) },
        'activate.reset': { target: 'editing', actions: assign({ errorCode: null, issues: [] }) },
        'activate.submit': {
          guard: 'isFilled',
          target: 'submitting',
          actions: assign({
            entry: ({ event }) => ({
              tokenId: event.tokenId.trim(),
              contractAddress: event.contractAddress.trim(),
            }),
            errorCode: null,
            issues: [],
          }),
        },
      },
    },
  },
});
export type CardActivationActor = ActorRefFrom<typeof cardActivationMachine>;
