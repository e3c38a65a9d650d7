import { assign, fromPromise, setup } from 'xstate';
import type { UsageEvent } from '@schemas/content';

/** Spec §3 batching: a batch leaves after 5 s without new events, at 20 events, or when the page hides. */
export const USAGE_IDLE_MS = 5_000;
export const USAGE_BATCH_MAX = 20;

/** Usage-event batching: collects events and flushes them without ever blocking or failing the page. */
export const usageEventsMachine = setup({
  types: {
    context: {} as { queue: UsageEvent[]; batch: UsageEvent[] },
    events: {} as { type: 'usage.track'; event: UsageEvent } | { type: 'usage.flush' },
  },
  actors: {
    /** POST /api/events with keepalive; its answer is ignored. */
    sendBatch: fromPromise<void, { events: UsageEvent[] }>(async () => {}),
  },
  guards: {
    hasEvents: ({ context }) => context.queue.length > 0,
    isBatchFull: ({ context }) => context.queue.length >= USAGE_BATCH_MAX,
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === 'usage.track' ? [...context.queue, event.event] : context.queue,
    }),
  },
  delays: { idleFlush: USAGE_IDLE_MS },
}).createMachine({
  id: 'usageEvents',
  context: { queue: [], batch: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { 'usage.track': { target: 'collecting', actions: 'enqueue' } },
    },
    collecting: {
      always: { guard: 'isBatchFull', target: 'flushing' },
      after: { idleFlush: 'flushing' },
      on: {
        // Re-entering restarts the idle timer: the batch leaves once events stop arriving.
        'usage.track': { target: 'collecting', reenter: true, actions: 'enqueue' },
        'usage.flush': 'flushing',
      },
    },
    flushing: {
      entry: assign({ batch: ({ context }) => context.queue, queue: [] }),
      on: { 'usage.track': { actions: 'enqueue' } },
      invoke: {
        id: 'sendBatch',
        src: 'sendBatch',
        input: ({ context }) => ({ events: context.batch }),
        // Failures are dropped: usage data is never worth retrying at the user's expense.
        onDone: [{ guard: 'hasEvents', target: 'collecting' }, { target: 'idle' }],
        onError: [{ guard: 'hasEvents', target: 'collecting' }, { target: 'idle' }],
      },
      exit: assign({ batch: [] }),
    },
  },
});
