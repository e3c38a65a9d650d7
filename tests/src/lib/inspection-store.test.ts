import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup, type InspectionEvent } from 'xstate';
import { createInspectionStore } from '@/lib/inspection-store';

const toggle = createMachine({
  id: 'toggle',
  context: { flips: 0 },
  initial: 'off',
  states: {
    off: {
      on: { 'toggle.flip': { target: 'on', actions: assign({ flips: ({ context }) => context.flips + 1 }) } },
    },
    on: { on: { 'toggle.flip': 'off', 'toggle.done': 'finished' } },
    finished: { type: 'final' },
  },
});

/** A store whose clock the test moves by hand, starting at 1 000. */
function storeWithClock(opts: { eventLimit?: number; actorLimit?: number } = {}) {
  let t = 1_000;
  const store = createInspectionStore({ now: () => t, ...opts });
  return { store, tick: (ms: number) => (t += ms) };
}

describe('the inspection store (inspection events → one record per machine actor)', () => {
  it('records a started machine: its state, context and the init event with the state it led to', () => {
    const { store } = storeWithClock();
    const actor = createActor(toggle, { inspect: store.record }).start();
    const [r] = store.list();
    expect(store.list()).toHaveLength(1);
    expect(r).toMatchObject({
      sessionId: actor.sessionId,
      name: 'toggle',
      status: 'active',
      value: 'off',
      context: { flips: 0 },
      machine: toggle,
    });
    expect(r!.events.map((e) => [e.type, e.to, e.at])).toEqual([['xstate.init', 'off', 1_000]]);
  });

  it('follows each event: the new state and context, and the event with its time and resulting state', () => {
    const { store, tick } = storeWithClock();
    const actor = createActor(toggle, { inspect: store.record }).start();
    tick(250);
    actor.send({ type: 'toggle.flip' });
    tick(250);
    actor.send({ type: 'toggle.nothing' } as never);
    const r = store.list()[0]!;
    expect(r.value).toBe('on');
    expect(r.context).toEqual({ flips: 1 });
    expect(r.events.map((e) => [e.type, e.to, e.at])).toEqual([
      ['xstate.init', 'off', 1_000],
      ['toggle.flip', 'on', 1_250],
      // An event the state does not take is listed too: the state it left the actor in is the same.
      ['toggle.nothing', 'on', 1_500],
    ]);
    expect(r.events[1]!.event).toEqual({ type: 'toggle.flip' });
  });

  it('keeps only the last events, oldest first', () => {
    const { store } = storeWithClock({ eventLimit: 3 });
    const actor = createActor(toggle, { inspect: store.record }).start();
    for (let i = 0; i < 5; i++) actor.send({ type: 'toggle.flip' });
    const events = store.list()[0]!.events;
    expect(events.map((e) => e.type)).toEqual(['toggle.flip', 'toggle.flip', 'toggle.flip']);
    expect(events.map((e) => e.seq)).toEqual([...events.map((e) => e.seq)].sort((a, b) => a - b));
    expect(events.at(-1)!.to).toBe('on');
  });

  it('lists machines only: an invoked promise is not listed, its answer shows as an event from it', async () => {
    const fetching = setup({
      actors: { load: fromPromise(async () => 42) },
    }).createMachine({
      id: 'fetching',
      initial: 'loading',
      context: { answer: 0 },
      states: {
        loading: {
          invoke: {
            id: 'load',
            src: 'load',
            onDone: { target: 'ready', actions: assign({ answer: ({ event }) => event.output }) },
          },
        },
        ready: {},
      },
    });
    const { store } = storeWithClock();
    createActor(fetching, { inspect: store.record }).start();
    await vi.waitFor(() => expect(store.list()[0]!.value).toBe('ready'));
    expect(store.list().map((r) => r.name)).toEqual(['fetching']);
    const done = store.list()[0]!.events.at(-1)!;
    expect(done).toMatchObject({ type: 'xstate.done.actor.load', from: 'load', to: 'ready' });
    expect(store.list()[0]!.context).toEqual({ answer: 42 });
  });

  it('names no sender for a delay the machine set itself', async () => {
    const timer = createMachine({
      id: 'timer',
      initial: 'waiting',
      states: { waiting: { after: { 1: 'rang' } }, rang: {} },
    });
    const { store } = storeWithClock();
    createActor(timer, { inspect: store.record }).start();
    await vi.waitFor(() => expect(store.list()[0]!.value).toBe('rang'));
    const rang = store.list()[0]!.events.at(-1)!;
    expect(rang).toMatchObject({ type: 'xstate.after.1.timer.waiting', to: 'rang' });
    expect(rang).not.toHaveProperty('from');
  });

  it('lists a child machine with its parent', () => {
    const parent = setup({ actors: { toggle } }).createMachine({
      id: 'parent',
      invoke: { id: 'child', src: 'toggle' },
    });
    const { store } = storeWithClock();
    const actor = createActor(parent, { inspect: store.record }).start();
    const [p, c] = store.list();
    expect(p).toMatchObject({ name: 'parent', sessionId: actor.sessionId });
    expect(c).toMatchObject({ name: 'toggle', id: 'child', parentId: actor.sessionId, value: 'off' });
  });

  it('leaves out an actor that was created but never started (React StrictMode’s discarded render)', () => {
    const { store } = storeWithClock();
    createActor(toggle, { inspect: store.record });
    expect(store.list()).toEqual([]);
  });

  it('marks a stopped actor and lists the stop; a done machine reads done', () => {
    const { store, tick } = storeWithClock();
    const stopped = createActor(toggle, { inspect: store.record }).start();
    const finished = createActor(toggle, { inspect: store.record }).start();
    tick(100);
    stopped.stop();
    finished.send({ type: 'toggle.flip' });
    finished.send({ type: 'toggle.done' });
    const [a, b] = store.list();
    expect(a!.status).toBe('stopped');
    expect(a!.events.at(-1)).toMatchObject({ type: 'xstate.stop', at: 1_100 });
    expect(b).toMatchObject({ status: 'done', value: 'finished' });
    expect(store.running()).toEqual([]);
  });

  it('keeps at most actorLimit records, dropping the oldest that no longer run', () => {
    const { store } = storeWithClock({ actorLimit: 2 });
    const first = createActor(toggle, { inspect: store.record }).start();
    const second = createActor(toggle, { inspect: store.record }).start();
    first.stop();
    const third = createActor(toggle, { inspect: store.record }).start();
    expect(store.list().map((r) => r.sessionId)).toEqual([second.sessionId, third.sessionId]);
    // Running actors are never dropped, even past the limit.
    const fourth = createActor(toggle, { inspect: store.record }).start();
    expect(store.list().map((r) => r.sessionId)).toEqual([
      second.sessionId,
      third.sessionId,
      fourth.sessionId,
    ]);
  });

  it('tells subscribers of each change, with a new list only then; taps see every inspection event', () => {
    const { store } = storeWithClock();
    const changes = vi.fn();
    const tapped: InspectionEvent['type'][] = [];
    store.subscribe(changes);
    const untap = store.tap((e) => tapped.push(e.type));
    const actor = createActor(toggle, { inspect: store.record }).start();
    const before = store.list();
    expect(store.list()).toBe(before);
    const calls = changes.mock.calls.length;
    actor.send({ type: 'toggle.flip' });
    expect(changes.mock.calls.length).toBeGreaterThan(calls);
    expect(store.list()).not.toBe(before);
    expect(tapped).toContain('@xstate.actor');
    expect(tapped).toContain('@xstate.microstep');
    untap();
    const seen = tapped.length;
    actor.send({ type: 'toggle.flip' });
    expect(tapped).toHaveLength(seen);
    expect(store.running()).toEqual([actor]);
  });
});
