import { useEffect, useState } from 'react';

/**
 * Milliseconds until `endsAt` by the server's clock (`serverTime` of the last answer), ticking each second, so
 * a visitor whose own clock is off still sees the right time left.
 */
export function useTimeLeft(endsAt: string, serverTime: string): number {
  const [offset] = useState(() => Date.parse(serverTime) - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(t);
  }, []);
  return Math.max(0, Date.parse(endsAt) - (now + offset));
}

/** Whole days and "02:03:04" for the rest: digits read the same in every language; the page words the days. */
export function splitTimeLeft(ms: number): { days: number; hms: string } {
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const hms = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return { days: d, hms };
}
