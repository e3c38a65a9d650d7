import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** The request header that moves one request's clock forward by whole days (journeys only: TEST_CLOCK). */
export const TEST_CLOCK_HEADER = 'x-test-clock-offset-days';
const DAY_MS = 86_400_000;

/**
 * A per-request test clock for the browser journeys (e.g. spending coins "after the pending period"): with
 * TEST_CLOCK on, a request carrying `x-test-clock-offset-days: N` (0–3650) runs its services with a
 * `deps.now()` N days later. Only that request's deps change (journeys run in parallel on one server), jobs
 * keep the real clock, and it applies after the signature and session checks (which keep the real time).
 * With TEST_CLOCK off (the default) the header is ignored.
 */
export const testClock: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.var.deps;
  const raw = deps.env.TEST_CLOCK ? c.req.header(TEST_CLOCK_HEADER) : undefined;
  if (raw !== undefined && /^\d{1,4}$/.test(raw) && Number(raw) <= 3650) {
    const offset = Number(raw) * DAY_MS;
    c.set('deps', { ...deps, now: () => new Date(deps.now().getTime() + offset) });
  }
  await next();
};
