import { createActor, type Actor } from 'xstate';
import type { UsageEvent } from '@schemas/content';
import { usageEventsMachine } from '@machines/usage-events.machine';
import { sendBatch } from './usage.actors';
import { inspectOption } from '@/lib/inspector';

let actor: Actor<typeof usageEventsMachine> | null = null;

/** One batching actor per page, started on first use; page hide flushes what is queued. */
function tracker() {
  if (actor) return actor;
  const started = createActor(usageEventsMachine.provide({ actors: { sendBatch } }), inspectOption()).start();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') started.send({ type: 'usage.flush' });
  });
  window.addEventListener('pagehide', () => started.send({ type: 'usage.flush' }));
  actor = started;
  return started;
}

/** Hands a usage event (spec §3) to the batching machine; it never blocks or fails the page. */
export function track(event: UsageEvent) {
  try {
    tracker().send({ type: 'usage.track', event });
  } catch {
    // Usage data must never break the page.
  }
}
