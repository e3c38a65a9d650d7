import { assign, setup, type ActorRefFrom } from 'xstate';
import type { TransferStarted } from '@schemas/wallets';
import { errorCodeOf, fieldIssuesOf, type FieldIssue } from './error-code';
import { notProvided } from './not-provided';

/** What the holder asks for: the item, the receiving wallet and how many (1 unless an 1155 holder). */
export type NftTransferEntry = { productId: string; toAddress: string; quantity: number };
/** How the wallet step in the new window ended (CLOSED: the window went away without a word). */
export type StepOutcome = { status: 'DONE' | 'FAILED' | 'CANCELLED' | 'CLOSED'; code?: number };
export type NftTransferContext = {
  entry: NftTransferEntry | null;
  started: TransferStarted | null;
  outcome: StepOutcome | null;
  errorCode: number | null;
  /** Field issues of a 4200 answer, for the form to mark. */
  issues: FieldIssue[];
};
export type NftTransferEvent =
  | ({ type: 'transfer.submit' } & NftTransferEntry)
  | { type: 'transfer.confirm' }
  | { type: 'transfer.back' }
  | { type: 'transfer.reset' };

const EMPTY: NftTransferContext = { entry: null, started: null, outcome: null, errorCode: null, issues: [] };
/** The form's own fields: a refusal of one of them goes back to the form. */
const FORM_PATHS = ['toAddress', 'quantity'];

/**
 * Transfer an item to an external wallet (spec §2/§4 "transfer to MetaMask"): the address and quantity are
 * typed, the holder confirms (a transfer cannot be undone), the server starts it (transferToExternalWallet),
 * then the approval runs in a new window with the receiving wallet while this flow waits for its outcome.
 * A refused field goes back to the form; another refusal stays on the confirmation with its code. Resetting
 * (closing the dialog) stops whatever runs, which aborts the request or the wait. Effects:
 * src/features/item-detail/item-wallet.actors.ts; `approved` refreshes what the approval changes.
 */
export const nftTransferMachine = setup({
  types: { context: {} as NftTransferContext, events: {} as NftTransferEvent },
  actors: {
    start: notProvided<TransferStarted, NftTransferEntry>('start'),
    /** Opens the approval window and resolves with the step's outcome. */
    awaitApproval: notProvided<StepOutcome, TransferStarted>('awaitApproval'),
  },
  actions: {
    /** The transfer was approved: the holders and the activity change (provided by the page). */
    approved: () => {},
  },
  guards: {
    isFilled: ({ event }) =>
      event.type === 'transfer.submit' &&
      event.toAddress.trim() !== '' &&
      Number.isInteger(event.quantity) &&
      event.quantity >= 1,
    isFieldRefusal: (_, error: unknown) => fieldIssuesOf(error).some((i) => FORM_PATHS.includes(i.path)),
    isApproved: (_, outcome: StepOutcome) => outcome.status === 'DONE',
  },
}).createMachine({
  id: 'nftTransfer',
  context: EMPTY,
  initial: 'editing',
  on: { 'transfer.reset': { target: '.editing', actions: assign(EMPTY) } },
  states: {
    editing: {
      on: {
        'transfer.submit': {
          guard: 'isFilled',
          target: 'confirming',
          actions: assign({
            entry: ({ event }) => ({
              productId: event.productId,
              toAddress: event.toAddress.trim(),
              quantity: event.quantity,
            }),
            errorCode: null,
            issues: [],
          }),
        },
      },
    },
    /** "Transfer … to 0x…?": it cannot be undone. */
    confirming: {
      on: { 'transfer.confirm': 'starting', 'transfer.back': 'editing' },
    },
    starting: {
      tags: ['busy'],
      entry: assign({ errorCode: null, issues: [] }),
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => context.entry!,
        onDone: { target: 'waiting', actions: assign({ started: ({ event }) => event.output }) },
        onError: [
          {
            guard: {
              type: 'isFieldRefusal',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'editing',
            actions: assign({
              errorCode: ({ event }) => errorCodeOf(event.error),
              issues: ({ event }) => fieldIssuesOf(event.error),
            }),
          },
          { target: 'confirming', actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }) },
        ],
      },
    },
    /** The approval window is open; the dialog updates by itself when the step ends. */
    waiting: {
      invoke: {
        id: 'awaitApproval',
        src: 'awaitApproval',
        input: ({ context }) => context.started!,
        onDone: [
          {
            guard: { type: 'isApproved', params: ({ event }) => event.output },
            target: 'outcome',
            actions: [assign({ outcome: ({ event }) => event.output }), 'approved'],
          },
          { target: 'outcome', actions: assign({ outcome: ({ event }) => event.output }) },
        ],
        // The window could not be watched: as if it was closed (the transfer record tells the rest).
        onError: { target: 'outcome', actions: assign({ outcome: { status: 'CLOSED' } }) },
      },
    },
    outcome: {},
  },
});
export type NftTransferActor = ActorRefFrom<typeof nftTransferMachine>;
