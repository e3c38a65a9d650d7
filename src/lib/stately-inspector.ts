import { inspectionStore } from './inspection-store';

type Connection = { window: () => Window | null | undefined; stop: () => void };
let connection: Connection | undefined;

/**
 * Opens the Stately inspector in a new window (it needs internet access: its page is on stately.ai) and connects
 * it to the machines: those already running are introduced with their current snapshot, later events follow as
 * they happen. Only on request (the panel's button, or `inspect=stately`). Asked again while its window is open,
 * it brings that window forward; once closed, a new one is connected.
 */
export async function openStatelyInspector(): Promise<void> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const open = connection?.window();
  if (open && !open.closed) return open.focus();
  connection?.stop();
  const stately = createBrowserInspector({ autoStart: true });
  for (const ref of inspectionStore.running()) stately.actor(ref, ref.getSnapshot());
  const untap = inspectionStore.tap((e) => stately.inspect.next?.(e));
  connection = {
    // The browser adapter keeps the window it opened (not in its typings).
    window: () => (stately.adapter as { targetWindow?: Window | null }).targetWindow,
    stop: () => {
      untap();
      stately.stop();
    },
  };
}
