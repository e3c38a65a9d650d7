import { useEffect, useReducer } from 'react';
import { TICKET_CODE_PERIOD_SECONDS } from '@schemas/ticket-code';

const PERIOD_MS = TICKET_CODE_PERIOD_SECONDS * 1000;
const windowOf = (ms: number) => Math.floor(ms / PERIOD_MS);

type Clock = { now: number; drawnAt: number };
const tick = (c: Clock, now: number): Clock => ({
  now,
  // A new 30 s window draws a new code; within one the drawn QR stays (its time and code), as the door expects.
  drawnAt: windowOf(now) === windowOf(c.drawnAt) ? c.drawnAt : now,
});

/**
 * The phone's clock for the rotating code: `drawnAt` (the moment the current QR was drawn: changes once per
 * 30 s window), `window` (its number) and `secondsLeft` until the next one, ticking every second.
 */
export function useCodeWindow() {
  const [clock, dispatch] = useReducer(tick, null, () => {
    const now = Date.now();
    return { now, drawnAt: now };
  });
  useEffect(() => {
    const id = setInterval(() => dispatch(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const secondsLeft = Math.max(1, Math.ceil((PERIOD_MS - (clock.now % PERIOD_MS)) / 1000));
  return { drawnAt: clock.drawnAt, window: windowOf(clock.drawnAt), secondsLeft };
}
