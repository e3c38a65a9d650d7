import type { AnyStateMachine, StateValue } from 'xstate';

type AnyStateNode = AnyStateMachine['root'];
type AnyTransition = NonNullable<AnyStateNode['always']>[number] & { delay?: number | string };

/** A state of the chart: the machine itself at the root, its states nested as in the machine. */
export type ChartNode = {
  /** The state's path joined with dots ('' for the machine). */
  key: string;
  name: string;
  type: AnyStateNode['type'];
  children: ChartNode[];
  /** The key of the child a compound state starts in. */
  initial?: string;
  /** Transitions that stay in the state (no target, or itself), by label. */
  internal: string[];
};

export type ChartEdge = { id: string; source: string; target: string; label: string };

export type Chart = { root: ChartNode; edges: ChartEdge[] };

const keyOf = (n: AnyStateNode) => n.path.join('.');

/**
 * An event type as the chart labels it: XState's own events in short (as Stately's visualiser shows them), a
 * transition's guard in brackets when it has a name.
 */
export function transitionLabel(t: Pick<AnyTransition, 'eventType' | 'guard'> & { delay?: number | string }) {
  const type = t.eventType;
  let label = type;
  if (type === '') label = 'always';
  else if (t.delay !== undefined) label = `after ${typeof t.delay === 'number' ? `${t.delay}ms` : t.delay}`;
  else {
    const xstate = /^xstate\.(done|error)\.(actor|state)\.(.+)$/.exec(type);
    if (xstate) label = xstate[2] === 'state' ? 'done' : `${xstate[1]}: ${xstate[3]}`;
  }
  const guard = t.guard as unknown;
  const guardName = typeof guard === 'string' ? guard : (guard as { type?: unknown } | undefined)?.type;
  return typeof guardName === 'string' ? `${label} [${guardName}]` : label;
}

/** The machine's states and transitions, as the inspector panel draws them. */
export function chartOf(machine: AnyStateMachine): Chart {
  const edges: ChartEdge[] = [];
  const visit = (n: AnyStateNode): ChartNode => {
    const key = keyOf(n);
    const internal: string[] = [];
    const transitions: AnyTransition[] = [...[...n.transitions.values()].flat(), ...(n.always ?? [])];
    for (const t of transitions) {
      const label = transitionLabel(t);
      const targets = (t.target ?? []).filter((target) => target !== n);
      if (targets.length === 0) internal.push(label);
      for (const target of targets) {
        const id = `${key}→${keyOf(target)}:${label}`;
        edges.push({
          id: edges.some((e) => e.id === id) ? `${id}#${edges.length}` : id,
          source: key,
          target: keyOf(target),
          label,
        });
      }
    }
    const initial = n.type === 'compound' ? n.initial?.target[0] : undefined;
    return {
      key,
      name: key === '' ? machine.id : n.key,
      type: n.type,
      children: Object.values(n.states).map(visit),
      ...(initial ? { initial: keyOf(initial) } : {}),
      internal,
    };
  };
  return { root: visit(machine.root), edges };
}

/** The keys of the states a value has active, with their ancestors and the machine (''). */
export function activeKeys(value: StateValue | undefined): Set<string> {
  const keys = new Set<string>(value === undefined ? [] : ['']);
  const walk = (v: StateValue, prefix: string[]) => {
    if (typeof v === 'string') return void keys.add([...prefix, v].join('.'));
    for (const [k, child] of Object.entries(v)) {
      keys.add([...prefix, k].join('.'));
      if (child !== undefined) walk(child, [...prefix, k]);
    }
  };
  if (value !== undefined) walk(value, []);
  return keys;
}

/** A state value as one line: `payment.card`, or `a.x, b.y` for parallel regions. */
export function stateText(value: StateValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([k, v]) => {
      if (v === undefined) return k;
      const inner = stateText(v);
      return inner.includes(', ') ? `${k}.(${inner})` : `${k}.${inner}`;
    })
    .join(', ');
}
