import { assign, setup } from 'xstate';
import type { GasFee, ProductRef } from '@schemas/products';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** The refusal a failed request carries: the API's meta.code (9000 when there was no answer, spec §8). */
export const SHELF_DEFAULT_CODE = 9000;
const codeOfError = (error: unknown): number => errorCodeOf(error, SHELF_DEFAULT_CODE);

/** Put on sale (`onSale`) or take off shelf (`offSale`), the two actions of spec §4 Item. */
export type ShelfAction = 'onSale' | 'offSale';
export type ShelfRequest = { id: string; action: ShelfAction };

export type ShelfContext = {
  request: ShelfRequest | null;
  /** The estimate shown in the confirmation (spec §4 "may cost a gas fee"). */
  fee: GasFee | null;
  /** The item's shelf status after a successful change. */
  result: ProductRef | null;
  /** Where a refusal happened and its code (1021 while an order is in progress). */
  failedAt: 'estimate' | 'submit' | null;
  code: number | null;
};

export type ShelfEvent =
  | ({ type: 'shelf.start' } & ShelfRequest)
  | { type: 'shelf.confirm' }
  | { type: 'shelf.cancel' }
  | { type: 'shelf.retry' }
  | { type: 'shelf.reset' };

const EMPTY: ShelfContext = { request: null, fee: null, result: null, failedAt: null, code: null };

/**
 * Shelf change with confirmation (spec §4 Item: both changes need confirmation; taking off may cost a gas
 * fee and is refused while an order is in progress): idle → estimating the gas fee → confirming (shows the
 * fee; cancel goes back) → submitting → done, or failed with the code kept. `estimateGasFee` and
 * `changeShelf` are provided by src/features/item-detail/item-detail.actors.ts; `shelfChanged` lets the
 * page refresh what it shows.
 */
export const shelfMachine = setup({
  types: { context: {} as ShelfContext, events: {} as ShelfEvent },
  actors: {
    estimateGasFee: notProvided<GasFee, ShelfRequest>('estimateGasFee'),
    changeShelf: notProvided<ProductRef, ShelfRequest>('changeShelf'),
  },
  actions: {
    /** Runs once the server has accepted the change (refetch the detail, invalidate lists). */
    shelfChanged: () => {},
  },
  guards: {
    hasItem: ({ event }) => event.type === 'shelf.start' && event.id.trim() !== '',
    failedToEstimate: ({ context }) => context.failedAt === 'estimate',
  },
}).createMachine({
  id: 'shelf',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'shelf.start': {
          guard: 'hasItem',
          target: 'estimating',
          actions: assign(({ event }) => ({ ...EMPTY, request: { id: event.id, action: event.action } })),
        },
      },
    },
    estimating: {
      tags: ['busy'],
      invoke: {
        id: 'estimateGasFee',
        src: 'estimateGasFee',
        input: ({ context }) => context.request!,
        onDone: { target: 'confirming', actions: assign({ fee: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ failedAt: 'estimate', code: ({ event }) => codeOfError(event.error) }),
        },
      },
      on: { 'shelf.cancel': { target: 'idle', actions: assign(EMPTY) } },
    },
    confirming: {
      on: {
        'shelf.confirm': 'submitting',
        'shelf.cancel': { target: 'idle', actions: assign(EMPTY) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changeShelf',
        src: 'changeShelf',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'done',
          actions: [assign({ result: ({ event }) => event.output }), 'shelfChanged'],
        },
        onError: {
          target: 'failed',
          actions: assign({ failedAt: 'submit', code: ({ event }) => codeOfError(event.error) }),
        },
      },
    },
    failed: {
      on: {
        // A failed estimate is asked again; a refused change goes back to the confirmation with its fee.
        'shelf.retry': [
          {
            guard: 'failedToEstimate',
            target: 'estimating',
            actions: assign({ failedAt: null, code: null }),
          },
          { target: 'submitting', actions: assign({ failedAt: null, code: null }) },
        ],
        'shelf.cancel': { target: 'idle', actions: assign(EMPTY) },
      },
    },
    done: {
      on: {
        'shelf.reset': { target: 'idle', actions: assign(EMPTY) },
        'shelf.start': {
          guard: 'hasItem',
          target: 'estimating',
          actions: assign(({ event }) => ({ ...EMPTY, request: { id: event.id, action: event.action } })),
        },
      },
    },
  },
});
