import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, transition } from 'xstate';
import type { UsageEvent } from '@schemas/content';
import { USAGE_BATCH_MAX, USAGE_IDLE_MS, usageEventsMachine } from '../../machines/usage-events.machine';
import { unreachedStates } from '../support/machine-paths';

const ev = (n: number): UsageEvent => ({ eventType: 'page_view', objKey: 'path', objValue: `/p${n}` });
const track = (n: number) => ({ type: 'usage.track', event: ev(n) }) as const;

function started() {
  const sent: UsageEvent[][] = [];
  const actor = createActor(
    usageEventsMachine.provide({
      actors: { sendBatch: fromPromise(async ({ input }) => void sent.push(input.events)) },
    }),
  ).start();
  return { actor, sent };
}

describe('usage-events machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches every state', () => {
    const events = [
      track(1),
      { type: 'usage.flush' },
      { type: 'xstate.done.actor.sendBatch', output: undefined },
    ];
    // The queue's length is abstracted to 0 or 1 so the walk over (state, context) pairs stays finite.
    const finite = usageEventsMachine.provide({
      actions: { enqueue: assign({ queue: () => [ev(1)] }) },
    });
    expect(unreachedStates(finite, events as never)).toEqual([]);
  });

  it('the 20th event flushes the batch at once', () => {
    let s = usageEventsMachine.resolveState({ value: 'idle', context: { queue: [], batch: [] } });
    for (let i = 1; i < USAGE_BATCH_MAX; i++) [s] = transition(usageEventsMachine, s, track(i));
    expect(s.value).toBe('collecting');
    const [full] = transition(usageEventsMachine, s, track(USAGE_BATCH_MAX));
    expect(full.value).toBe('flushing');
    expect(full.context.batch).toHaveLength(USAGE_BATCH_MAX);
    expect(full.context.queue).toEqual([]);
  });

  it('flushes after 5 s without new events, not before', async () => {
    const { actor, sent } = started();
    actor.send(track(1));
    await vi.advanceTimersByTimeAsync(USAGE_IDLE_MS - 1000);
    actor.send(track(2)); // restarts the idle timer
    await vi.advanceTimersByTimeAsync(USAGE_IDLE_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[ev(1), ev(2)]]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('flushes at 20 events without waiting', async () => {
    const { actor, sent } = started();
    for (let i = 1; i <= USAGE_BATCH_MAX; i++) actor.send(track(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(USAGE_BATCH_MAX);
  });

  it('page hide flushes what is queued; an empty queue sends nothing', async () => {
    const { actor, sent } = started();
    actor.send({ type: 'usage.flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    actor.send(track(1));
    actor.send({ type: 'usage.flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[ev(1)]]);
  });

  it('a failed send is dropped and events arriving meanwhile go in the next batch', async () => {
    const batches: UsageEvent[][] = [];
    let fail = true;
    const actor = createActor(
      usageEventsMachine.provide({
        actors: {
          sendBatch: fromPromise(async ({ input }) => {
            batches.push(input.events);
            if (fail) throw new Error('offline');
          }),
        },
      }),
    ).start();
    actor.send(track(1));
    actor.send({ type: 'usage.flush' });
    actor.send(track(2)); // arrives while the first batch is in flight
    fail = false;
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('collecting');
    await vi.advanceTimersByTimeAsync(USAGE_IDLE_MS);
    expect(batches).toEqual([[ev(1)], [ev(2)]]);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
