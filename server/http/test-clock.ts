import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** The request header that moves one request's clock forward by whole days (journeys only: TEST_CLOCK). */
export const TEST_CLOCK_HEADER = 'x-test-clock-offset-days';
/** The request header that gives the order one request places its own unpaid-order TTL (journeys only). */
export const TEST_ORDER_TTL_HEADER = 'x-test-order-ttl-seconds';
const DAY_MS = 86_400_000;

/**
 * Per-request test settings for the browser journeys, with TEST_CLOCK on (with it off, the default, both
 * headers are ignored). Only that request's deps change (journeys run in parallel on one server), jobs keep
 * the real clock, and they apply after the signature and session checks (which keep the real time).
 * - `x-test-clock-offset-days: N` (0–3650) runs its services with a `deps.now()` N days later (e.g. spending
 *   coins "after the pending period").
 * - `x-test-order-ttl-seconds: N` (20–86400, ORDER_TTL_SECONDS's bounds) places its order with that TTL: the
 *   expiry journey watches an order expire on the server every other journey uses, whose orders keep 30 minutes.
 */
export const testClock: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.var.deps;
  if (!deps.env.TEST_CLOCK) return next();
  const days = c.req.header(TEST_CLOCK_HEADER);
  const ttl = c.req.header(TEST_ORDER_TTL_HEADER);
  let moved = deps;
  if (days !== undefined && /^\d{1,4}$/.test(days) && Number(days) <= 3650) {
    const offset = Number(days) * DAY_MS;
    moved = { ...moved, now: () => new Date(deps.now().getTime() + offset) };
  }
  if (ttl !== undefined && /^\d{2,5}$/.test(ttl) && Number(ttl) >= 20 && Number(ttl) <= 86_400) {
    moved = { ...moved, env: { ...deps.env, ORDER_TTL_SECONDS: Number(ttl) } };
  }
  if (moved !== deps) c.set('deps', moved);
  await next();
};
