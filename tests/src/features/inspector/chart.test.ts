import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { loginMachine } from '@machines/login.machine';
import { activeKeys, chartOf, stateText, transitionLabel } from '@/features/inspector/chart';
import { layoutChart, type Box, type LaidNode } from '@/features/inspector/chart-layout';

const nested = createMachine({
  id: 'nested',
  initial: 'idle',
  states: {
    idle: { on: { start: 'busy', ping: {} } },
    busy: {
      initial: 'fetching',
      states: {
        fetching: { after: { 500: 'slow' }, on: { 'fetch.done': '#nested.done' } },
        slow: { always: { target: 'fetching', guard: 'canRetry' } },
      },
      on: { cancel: 'idle' },
    },
    both: {
      type: 'parallel',
      states: { a: { initial: 'x', states: { x: {} } }, b: { initial: 'y', states: { y: {} } } },
    },
    done: { type: 'final' },
  },
});

describe('the statechart of a machine (chart.ts)', () => {
  it('has the login machine’s states, its transitions labelled by event, and what stays in a state inside it', () => {
    const { root, edges } = chartOf(loginMachine);
    expect(root).toMatchObject({ key: '', name: 'login', type: 'compound', initial: 'idle' });
    expect(root.children.map((c) => [c.key, c.type])).toEqual([
      ['idle', 'atomic'],
      ['submitting', 'atomic'],
      ['success', 'final'],
      ['failure', 'atomic'],
    ]);
    expect(edges.map((e) => `${e.source} -${e.label}-> ${e.target}`)).toEqual([
      'idle -login.submit-> submitting',
      'submitting -done: submitLogin-> success',
      'submitting -error: submitLogin-> failure',
      'failure -login.retry-> idle',
      'failure -login.edit-> idle',
      'failure -login.method-> idle',
      'failure -login.toggleTerms-> idle',
      'failure -login.submit-> submitting',
    ]);
    // Guarded by name where the guard has one; targetless transitions are listed in their state.
    expect(root.children[0]!.internal).toEqual([
      'login.submit [isTermsMissing]',
      'login.toggleTerms',
      'login.method',
    ]);
    expect(new Set(edges.map((e) => e.id)).size).toBe(edges.length);
  });

  it('nests compound and parallel states, with delayed, eventless and cross-level transitions', () => {
    const { root, edges } = chartOf(nested);
    const busy = root.children.find((c) => c.key === 'busy')!;
    expect(busy).toMatchObject({ type: 'compound', initial: 'busy.fetching' });
    expect(busy.children.map((c) => c.key)).toEqual(['busy.fetching', 'busy.slow']);
    expect(root.children.find((c) => c.key === 'both')).toMatchObject({ type: 'parallel' });
    expect(root.children.find((c) => c.key === 'both')).not.toHaveProperty('initial');
    expect(root.children[0]!.internal).toEqual(['ping']);
    expect(edges.map((e) => `${e.source} -${e.label}-> ${e.target}`)).toEqual([
      'idle -start-> busy',
      'busy -cancel-> idle',
      'busy.fetching -fetch.done-> done',
      'busy.fetching -after 500ms-> busy.slow',
      'busy.slow -always [canRetry]-> busy.fetching',
    ]);
  });

  it('names XState’s own events in short', () => {
    expect(transitionLabel({ eventType: 'xstate.done.actor.load', guard: undefined })).toBe('done: load');
    expect(transitionLabel({ eventType: 'xstate.error.actor.load', guard: undefined })).toBe('error: load');
    expect(transitionLabel({ eventType: 'xstate.done.state.m.busy', guard: undefined })).toBe('done');
    expect(transitionLabel({ eventType: 'xstate.after.slow.m', guard: undefined, delay: 'slow' })).toBe(
      'after slow',
    );
    expect(transitionLabel({ eventType: 'go', guard: { type: 'isReady' } as never })).toBe('go [isReady]');
  });

  it('knows the active states of a value, with their ancestors, and writes a value on one line', () => {
    expect([...activeKeys('idle')]).toEqual(['', 'idle']);
    expect([...activeKeys({ busy: 'slow' })]).toEqual(['', 'busy', 'busy.slow']);
    expect([...activeKeys({ both: { a: 'x', b: 'y' } })]).toEqual([
      '',
      'both',
      'both.a',
      'both.a.x',
      'both.b',
      'both.b.y',
    ]);
    expect(activeKeys(undefined).size).toBe(0);
    expect(stateText('idle')).toBe('idle');
    expect(stateText({ busy: 'slow' })).toBe('busy.slow');
    expect(stateText({ both: { a: 'x', b: 'y' } })).toBe('both.(a.x, b.y)');
    expect(stateText(undefined)).toBe('');
  });
});

const inside = (a: Box, b: Box) =>
  a.x >= b.x &&
  a.y >= b.y &&
  a.x + a.width <= b.x + b.width + 0.01 &&
  a.y + a.height <= b.y + b.height + 0.01;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every machine of machines/ (what the app can run), found by what its module exports. */
const machines = Object.values(
  import.meta.glob<Record<string, unknown>>('../../../../machines/*.machine.ts', { eager: true }),
)
  .flatMap((m) => Object.values(m))
  .filter((v): v is AnyStateMachine => typeof (v as AnyStateMachine | null)?.getStateNodeById === 'function');

describe('the laid-out statechart (chart-layout.ts, ELK)', () => {
  const elk = new ELK();

  it('finds the machines of machines/', () => {
    expect(machines.length).toBeGreaterThan(25);
    expect(machines).toContain(loginMachine);
  });

  it.each(machines.map((m) => [m.id, m] as const))(
    '%s: states inside their parent, siblings apart, every transition drawn',
    async (_id, machine) => {
      const chart = chartOf(machine);
      const layout = await layoutChart(chart, elk);
      const check = (n: LaidNode) => {
        expect(n.width).toBeGreaterThan(0);
        for (const c of n.children) {
          expect(inside(c, n), `${c.key} inside ${n.key || machine.id}`).toBe(true);
          check(c);
        }
        n.children.forEach((a, i) =>
          n.children
            .slice(i + 1)
            .forEach((b) => expect(overlap(a, b), `${a.key} apart from ${b.key}`).toBe(false)),
        );
      };
      check(layout.root);
      expect(inside(layout.root, layout)).toBe(true);
      const drawn = layout.edges.filter((e) => e.label !== '');
      expect(drawn.map((e) => e.id)).toEqual(chart.edges.map((e) => e.id));
      for (const e of drawn) {
        expect(e.points.length, e.id).toBeGreaterThanOrEqual(2);
        expect(e.labelBox, e.id).toBeDefined();
      }
    },
  );
});
