import type { UsageEvent } from '@schemas/content';
import { idle } from '@/lib/when-idle';
import { buildEvent } from './usage-event';
import { postUsageEvents } from './usage.api';

/**
 * How long after the page's first view the batching machine loads (./usage: xstate and the machine, four
 * chunks and about 45 KB of script). Its batch would not leave before 5 s anyway (USAGE_IDLE_MS), so a phone
 * parses it once the first screen is done instead of among its tasks; the views meanwhile wait here.
 */
export const MACHINE_DELAY_MS = 5_000;

let pending: UsageEvent[] = [];
let machine: typeof import('./usage') | null = null;
let scheduled = false;

/** A page hidden (or left) before the machine came: its views leave at once, in one request. */
function sendPending() {
  if (machine || pending.length === 0) return;
  const events = pending;
  pending = [];
  postUsageEvents(events).catch(() => undefined);
}

function onVisibility() {
  if (document.visibilityState === 'hidden') sendPending();
}

/** The batching machine, loaded while online: a page offline by then (the door) asks for it when back. */
function loadMachine() {
  if (!navigator.onLine) {
    window.addEventListener('online', loadMachine, { once: true });
    return;
  }
  void idle()
    .then(() => import('./usage'))
    .then((usage) => {
      machine = usage;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', sendPending);
      const events = pending;
      pending = [];
      for (const e of events) usage.track(e);
    })
    // A chunk that fails to load loses no views and never the page: the next view tries again.
    .catch(() => (scheduled = false));
}

function schedule() {
  scheduled = true;
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', sendPending);
  setTimeout(loadMachine, MACHINE_DELAY_MS);
}

/** Records a page_view (spec §3) for `path`; it leaves in a batch and never blocks or fails the page. */
export function trackPageView(path: string) {
  try {
    const event = buildEvent('page_view', 'path', path);
    if (machine) return machine.track(event);
    pending.push(event);
    if (!scheduled) schedule();
  } catch {
    // Usage data must never break the page.
  }
}
