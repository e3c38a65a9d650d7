import type { AnyActor, AnyEventObject, AnyStateMachine, InspectionEvent, StateValue } from 'xstate';

/** One event an actor received, as the inspector panel lists it. */
export type InspectedEvent = {
  /** Counts every event the store saw, so a list can key its rows. */
  seq: number;
  type: string;
  /** When the actor received it (ms since the epoch). */
  at: number;
  /** The event object as sent. */
  event: AnyEventObject;
  /** The id of the actor that sent it (a child, a parent); none when the page or the actor itself did. */
  from?: string;
  /** The actor's state value after the event, once the actor has processed it. */
  to?: StateValue;
};

export type ActorStatus = 'created' | 'active' | 'done' | 'error' | 'stopped';

/** What the inspector knows of one machine actor. A changed actor gets a new record (React compares them). */
export type ActorRecord = {
  sessionId: string;
  /** The machine's id (`createMachine({ id })`). */
  name: string;
  /** The actor's own id: its sessionId unless it was given one (an invoked or spawned child). */
  id: string;
  parentId?: string;
  machine: AnyStateMachine;
  ref: AnyActor;
  status: ActorStatus;
  value?: StateValue;
  context?: unknown;
  /** The last events received, oldest first. */
  events: readonly InspectedEvent[];
  createdAt: number;
};

export type InspectionStoreOptions = {
  now?: () => number;
  /** Events kept per actor. */
  eventLimit?: number;
  /** Actor records kept; past it the oldest that no longer run are dropped. */
  actorLimit?: number;
};

function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof (logic as AnyStateMachine | null)?.getStateNodeById === 'function';
}

/**
 * Collects XState inspection events (the `inspect` option every flow starts with, src/lib/use-flow.ts) into one
 * record per machine actor: its state, context, status and last events. Actors created but never started (React
 * StrictMode's discarded first render) are kept out of `list()`. Other inspection observers (the Stately
 * inspector) can `tap` the raw events.
 */
export function createInspectionStore(options: InspectionStoreOptions = {}) {
  const now = options.now ?? Date.now;
  const eventLimit = options.eventLimit ?? 20;
  const actorLimit = options.actorLimit ?? 40;
  const records = new Map<string, ActorRecord>();
  const listeners = new Set<() => void>();
  const taps = new Set<(e: InspectionEvent) => void>();
  let seq = 0;
  let listed: readonly ActorRecord[] | null = null;

  function put(r: ActorRecord) {
    records.set(r.sessionId, r);
    listed = null;
  }

  /** Drops the oldest records past the limit, never a running actor nor the one just created. */
  function prune(created: string) {
    for (const [id, r] of records) {
      if (records.size <= actorLimit) return;
      if (r.status !== 'active' && id !== created) records.delete(id);
    }
  }

  function onActor(ref: AnyActor): boolean {
    if (!isMachine(ref.logic)) return false;
    put({
      sessionId: ref.sessionId,
      name: ref.logic.id,
      id: ref.id,
      ...(ref._parent ? { parentId: ref._parent.sessionId } : {}),
      machine: ref.logic,
      ref,
      status: 'created',
      events: [],
      createdAt: now(),
    });
    prune(ref.sessionId);
    return true;
  }

  function onEvent(ref: AnyActor, event: AnyEventObject, source: AnyActor | undefined): boolean {
    const r = records.get(ref.sessionId);
    if (!r) return false;
    const entry: InspectedEvent = { seq: ++seq, type: event.type, at: now(), event };
    // A delay the machine set itself comes from itself: no sender worth naming.
    if (source && source !== ref) entry.from = source.id;
    // xstate.init starts the actor, also again after React StrictMode stopped it for a moment.
    const status = event.type === 'xstate.init' ? 'active' : r.status;
    put({ ...r, status, events: [...r.events, entry].slice(-eventLimit) });
    return true;
  }

  function onSnapshot(ref: AnyActor, event: AnyEventObject, snapshot: unknown): boolean {
    const r = records.get(ref.sessionId);
    if (!r) return false;
    const s = snapshot as { status: ActorStatus; value?: StateValue; context?: unknown };
    let events = r.events;
    const at = events.findLastIndex((e) => e.event === event);
    if (at >= 0) {
      events = events.map((e, i) => (i === at ? { ...e, to: s.value } : e));
    } else if (s.status === 'stopped') {
      // A stop is no event sent to the actor; listed all the same, so the panel says when it ended.
      events = [...events, { seq: ++seq, type: event.type, at: now(), event }].slice(-eventLimit);
    }
    put({ ...r, status: s.status, value: s.value, context: s.context, events });
    return true;
  }

  /** Microsteps and actions are not kept: the snapshot after them says where they led. */
  function apply(e: InspectionEvent): boolean {
    // XState types them as ActorRefLike; what it sends are its actors.
    const ref = e.actorRef as AnyActor;
    if (e.type === '@xstate.actor') return onActor(ref);
    if (e.type === '@xstate.event') return onEvent(ref, e.event, e.sourceRef as AnyActor | undefined);
    if (e.type === '@xstate.snapshot') return onSnapshot(ref, e.event, e.snapshot);
    return false;
  }

  function record(e: InspectionEvent) {
    if (apply(e)) for (const l of listeners) l();
    for (const t of taps) t(e);
  }

  return {
    /** The inspection observer: pass as `inspect` when starting an actor. */
    record,
    /** The machine actors started so far, in the order they were created; a new array after each change. */
    list(): readonly ActorRecord[] {
      listed ??= [...records.values()].filter((r) => r.status !== 'created');
      return listed;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Passes every later inspection event on (the Stately inspector); returns the way to stop. */
    tap(observer: (e: InspectionEvent) => void) {
      taps.add(observer);
      return () => void taps.delete(observer);
    },
    /** The actors still running, as refs (to introduce them to an inspector connected late). */
    running(): AnyActor[] {
      return [...records.values()].filter((r) => r.status === 'active').map((r) => r.ref);
    },
  };
}

export type InspectionStore = ReturnType<typeof createInspectionStore>;

/** The page's store, fed by src/lib/inspector.ts while inspect mode is on. */
export const inspectionStore = createInspectionStore();
