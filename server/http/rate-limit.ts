import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { preparedPerDb } from '../db/prepared';
import { rateLimits } from '../db/schema';
import type { Env } from '../env';
import type { AppEnv } from './context';
import { fail } from './errors';
import { batchedCounterOf } from './rate-counter';

/** The counting upsert (it runs on every API request). */
const hitOf = preparedPerDb((db) =>
  db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), windowStart: sql.placeholder('windowStart'), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
    .prepare('rate_limit_hit'),
);

/**
 * Fixed one-minute window per client IP and bucket, counted in the database so that every API process
 * shares the count. `limit` overrides RATE_LIMIT_PER_MINUTE for sensitive buckets (a number, or read from env).
 * `batched` buckets (the general API and RPC limits, hit by every request) count in the process and share
 * their counts once a second (rate-counter.ts); the sensitive ones write each request.
 */
export function rateLimit(
  bucket: string,
  limit?: number | ((env: Env) => number),
  mode: 'each' | 'batched' = 'each',
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db, env, now, log } = c.var.deps;
    const max = typeof limit === 'function' ? limit(env) : (limit ?? env.RATE_LIMIT_PER_MINUTE);
    const t = now();
    const windowStart = new Date(Math.floor(t.getTime() / 60_000) * 60_000);
    const key = `${bucket}:${c.var.clientIp}`;
    const count =
      mode === 'batched'
        ? batchedCounterOf(db, (err) => log.warn({ err }, 'rate-limit counts not saved')).hit(
            key,
            windowStart,
          )
        : ((await hitOf(db).execute({ key, windowStart }))[0]?.count ?? 1);
    c.header('RateLimit-Limit', String(max));
    c.header('RateLimit-Remaining', String(Math.max(0, max - count)));
    if (count > max) {
      c.header('Retry-After', String(60 - t.getUTCSeconds()));
      fail('RATE_LIMITED');
    }
    await next();
  });
}

/** The login bucket's limit (LOGIN_RATE_LIMIT_PER_MINUTE, 10 by default). */
export const loginLimit = (env: Env) => env.LOGIN_RATE_LIMIT_PER_MINUTE;
