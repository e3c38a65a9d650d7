import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { inspectionStore } from '@/lib/inspection-store';
import { openStatelyInspector } from '@/lib/stately-inspector';

/** A stand-in for the Stately browser inspector: it records what it is told and the window it "opened". */
const opened = vi.hoisted(
  () =>
    [] as {
      actor: ReturnType<typeof vi.fn>;
      next: ReturnType<typeof vi.fn>;
      stop: ReturnType<typeof vi.fn>;
      adapter: { targetWindow: { closed: boolean; focus: ReturnType<typeof vi.fn> } };
    }[],
);
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => {
    const inspector = {
      actor: vi.fn(),
      next: vi.fn(),
      stop: vi.fn(),
      adapter: { targetWindow: { closed: false, focus: vi.fn() } },
    };
    opened.push(inspector);
    return { ...inspector, inspect: { next: inspector.next } };
  },
}));

const machine = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: {} },
});
const running = createActor(machine, { inspect: inspectionStore.record }).start();
afterAll(() => running.stop());

describe('the Stately inspector, opened on request (openStatelyInspector)', () => {
  it('introduces the running machines, then passes every later inspection event on', async () => {
    await openStatelyInspector();
    expect(opened).toHaveLength(1);
    const [stately] = opened;
    expect(stately!.actor).toHaveBeenCalledWith(running, running.getSnapshot());
    running.send({ type: 'flip' });
    expect(stately!.next.mock.calls.map(([e]) => e.type)).toContain('@xstate.snapshot');
  });

  it('asked again while its window is open, brings that window forward; once closed, connects a new one', async () => {
    const [first] = opened;
    await openStatelyInspector();
    expect(opened).toHaveLength(1);
    expect(first!.adapter.targetWindow.focus).toHaveBeenCalled();

    first!.adapter.targetWindow.closed = true;
    await openStatelyInspector();
    expect(opened).toHaveLength(2);
    expect(first!.stop).toHaveBeenCalled();
    const seen = first!.next.mock.calls.length;
    running.send({ type: 'flip' });
    expect(first!.next.mock.calls.length).toBe(seen);
    expect(opened[1]!.actor).toHaveBeenCalledWith(running, expect.anything());
  });
});
