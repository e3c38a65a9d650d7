import { getShortestPaths, getStateNodes } from 'xstate/graph';
import type { AnyStateMachine, EventFromLogic } from 'xstate';

/** Dotted names of every leaf state of a machine (atomic and final states). */
export function leafStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'));
}

/**
 * Walks the machine with the given events (xstate/graph shortest paths) and returns every leaf state
 * reached, each with the event sequence that reaches it. Invoked actors do not run during traversal:
 * pass their completion as events, e.g. `{ type: 'xstate.done.actor.submit', output: … }`.
 */
export function reachableStates<M extends AnyStateMachine>(machine: M, events: EventFromLogic<M>[]) {
  const paths = getShortestPaths(machine, { events: events as never });
  const reached = new Map<string, string[]>();
  for (const p of paths) {
    const value = p.state.value;
    const names = flatten(value);
    for (const n of names)
      if (!reached.has(n))
        reached.set(
          n,
          p.steps.map((s) => s.event.type),
        );
  }
  return reached;
}

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => flatten(v, `${prefix}${k}.`));
}

/** The leaf states the events cannot reach: an empty list means full state coverage. */
export function unreachedStates<M extends AnyStateMachine>(
  machine: M,
  events: EventFromLogic<M>[],
): string[] {
  const reached = reachableStates(machine, events);
  return leafStates(machine).filter((s) => !reached.has(s));
}
