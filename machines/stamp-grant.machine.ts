import { assign, setup, type ActorRefFrom } from 'xstate';
import type { StampGrant } from '@schemas/stamps';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

export type StampGrantContext = {
  /** The scanned (or typed) card QR payload, as sent. */
  payload: string;
  /** This scan's idempotency key: a retry sends it again, so a lost answer never grants twice. */
  key: string;
  result: StampGrant | null;
  errorCode: number | null;
};
export type StampGrantEvent =
  { type: 'stamp.submit'; payload: string; key: string } | { type: 'stamp.retry' } | { type: 'stamp.next' };

/**
 * The merchant's stamp desk: the member's card QR is scanned (a scanner types it) with a new
 * key for this scan, the server grants one stamp (grantStamp) and the desk shows the member's progress and any
 * reward; a refusal keeps its code (1045 not a card of this shop, 4701 QR expired, 404 no stamp card, 8102
 * ended). A retry resends the same key; the next customer starts afresh. Effects: src/features/coupons/stamps.actors.ts.
 */
export const stampGrantMachine = setup({
  types: { context: {} as StampGrantContext, events: {} as StampGrantEvent },
  actors: {
    grant: notProvided<StampGrant, { payload: string; key: string }>('grant'),
  },
  guards: {
    hasPayload: ({ event }) =>
      event.type === 'stamp.submit' && event.payload.trim() !== '' && event.key !== '',
  },
  actions: {
    keepScan: assign(({ event, context }) =>
      event.type === 'stamp.submit'
        ? { payload: event.payload.trim(), key: event.key, errorCode: null }
        : context,
    ),
    forget: assign({ payload: '', key: '', result: null, errorCode: null }),
  },
}).createMachine({
  id: 'stampGrant',
  context: { payload: '', key: '', result: null, errorCode: null },
  initial: 'scanning',
  states: {
    /** Waiting for a card QR. */
    scanning: {
      on: { 'stamp.submit': { guard: 'hasPayload', target: 'granting', actions: 'keepScan' } },
    },
    granting: {
      tags: ['busy'],
      invoke: {
        id: 'grant',
        src: 'grant',
        input: ({ context }) => ({ payload: context.payload, key: context.key }),
        onDone: { target: 'granted', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'refused',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    /** Stamped once (or found already stamped under this key). */
    granted: { on: { 'stamp.next': { target: 'scanning', actions: 'forget' } } },
    refused: {
      on: {
        'stamp.retry': { target: 'granting', actions: assign({ errorCode: null }) },
        'stamp.submit': { guard: 'hasPayload', target: 'granting', actions: 'keepScan' },
        'stamp.next': { target: 'scanning', actions: 'forget' },
      },
    },
  },
});
export type StampGrantActor = ActorRefFrom<typeof stampGrantMachine>;
