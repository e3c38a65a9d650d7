import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

/**
 * The client address for rate limits; X-Forwarded-For only when TRUST_PROXY says a proxy sets it, and only
 * when its first entry is an IP address (the header is client text: it becomes part of a stored key).
 */
export const clientIp = createMiddleware<AppEnv>(async (c, next) => {
  let ip = '';
  if (c.var.deps.env.TRUST_PROXY) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? '';
    if (isIP(first)) ip = first;
  }
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address ?? '';
    } catch {
      ip = 'local'; // app.request() in tests has no socket
    }
  }
  c.set('clientIp', ip || 'unknown');
  await next();
});
