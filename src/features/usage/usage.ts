import { createActor, type Actor } from 'xstate';
import type { UsageEvent } from '@schemas/content';
import { usageEventsMachine } from '@machines/usage-events.machine';
import { readCookie } from '@/lib/cookies';
import { deviceInfo } from './device';
import { sendBatch } from './usage.actors';
import { inspectOption } from '@/lib/inspector';

const DEVICE_ID_KEY = 'deviceId';
const APP_VERSION = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? '1.0.0';

/** A random id for this browser, kept in localStorage so events from one device can be grouped. */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_ID_KEY, id);
    }
    return id;
  } catch {
    return 'unknown'; // storage disabled (private mode): events still go out
  }
}

/** The full usage event of spec §3 for an event type and optional object key/value. */
export function buildEvent(eventType: string, objKey?: string, objValue?: string): UsageEvent {
  return {
    eventType,
    ...(objKey !== undefined ? { objKey } : {}),
    ...(objValue !== undefined ? { objValue } : {}),
    ...deviceInfo(navigator.userAgent),
    deviceId: deviceId(),
    appVersion: APP_VERSION,
    referrer: document.referrer,
    memberType: readCookie('memberType') ?? 'B2C',
  };
}

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

/** Records a usage event (spec §3); it leaves in a batch and never blocks or fails the page. */
export function trackEvent(eventType: string, objKey?: string, objValue?: string) {
  try {
    tracker().send({ type: 'usage.track', event: buildEvent(eventType, objKey, objValue) });
  } catch {
    // Usage data must never break the page.
  }
}
