import type { UsageEvent } from '@schemas/content';
import { readCookie } from '@/lib/cookies';
import { deviceInfo } from './device';

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
