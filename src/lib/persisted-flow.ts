import { useEffect, useState } from 'react';
import type { ActorOptions, AnyMachineSnapshot, AnyStateMachine, Snapshot, SnapshotFrom } from 'xstate';
import { useFlow } from './use-flow';

/** What to keep of a flow at each snapshot: the persisted snapshot to store, 'clear' or 'skip' (leave the last one). */
export type KeepSnapshot = object | 'clear' | 'skip';

/**
 * How a flow survives a reload: its sessionStorage key and `keep`, which gets the live snapshot and XState's
 * persisted one (`actor.getPersistedSnapshot()`) and answers what to store. `keep` must strip secrets
 * (passwords, one-time codes) and skip busy moments whose effects would run again on restore.
 */
export type FlowPersistence<M extends AnyStateMachine> = {
  key: string;
  keep: (snapshot: SnapshotFrom<M>, persisted: Snapshot<unknown>) => KeepSnapshot;
};

/** The stored snapshot when it still fits the machine (a release may rename states), else undefined. */
export function readPersisted<M extends AnyStateMachine>(
  machine: M,
  key: string,
  store: Storage = sessionStorage,
): Snapshot<unknown> | undefined {
  try {
    const raw = store.getItem(key);
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as AnyMachineSnapshot;
    // Throws for a state value the machine no longer has.
    machine.resolveState({ value: saved.value, context: saved.context });
    return saved as Snapshot<unknown>;
  } catch {
    store.removeItem(key);
    return undefined;
  }
}

/** Stores what `keep` answers for the snapshot now. */
export function savePersisted(key: string, kept: KeepSnapshot, store: Storage = sessionStorage): void {
  if (kept === 'skip') return;
  try {
    if (kept === 'clear') store.removeItem(key);
    else store.setItem(key, JSON.stringify(kept));
  } catch {
    // A full or blocked storage only loses the resume after a reload.
  }
}

/**
 * useFlow whose progress survives a reload of the tab: the snapshot kept in sessionStorage
 * is restored through the `snapshot` option, every later one is kept as `keep` says, and leaving the page
 * inside the app (the component unmounts; a reload does not) abandons the flow and forgets it.
 */
export function usePersistedFlow<M extends AnyStateMachine>(
  machine: M,
  persistence: FlowPersistence<M>,
  options: ActorOptions<M> = {},
) {
  const { key, keep } = persistence;
  const [restored] = useState(() => readPersisted(machine, key));
  const actor = useFlow(machine, {
    ...(restored ? { snapshot: restored } : {}),
    ...options,
  } as ActorOptions<M>);
  useEffect(() => {
    const save = () =>
      savePersisted(key, keep(actor.getSnapshot() as SnapshotFrom<M>, actor.getPersistedSnapshot()));
    save();
    const sub = actor.subscribe(save);
    return () => {
      sub.unsubscribe();
      savePersisted(key, 'clear');
    };
  }, [actor, key, keep]);
  return actor;
}
