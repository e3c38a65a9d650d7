import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import { Code } from '../schemas/codes';

const BODY = JSON.stringify({ meta: { code: Code.OK, message: 'ok' }, data: { status: 'up' } });

/** The headers `security` puts on a JSON answer, read once by running it on a throwaway app. */
async function headersOf(security: MiddlewareHandler): Promise<Record<string, string>> {
  const probe = new Hono()
    .use(security)
    .get('/', (c) => c.body(BODY, 200, { 'Content-Type': 'application/json' }));
  const res = await probe.request('/');
  return { ...Object.fromEntries(res.headers), 'content-length': String(Buffer.byteLength(BODY)) };
}

/**
 * GET /api/health for load balancers and the bench: registered ahead of every middleware, it answers one
 * constant body with headers computed once (the same security headers as every other answer). A plain
 * header object lets @hono/node-server write the answer without building a Headers per request; the
 * health check needs no deps, client address, rate limit, signature or session (DESIGN §4: unsigned).
 */
export function healthCheck(security: MiddlewareHandler): Handler {
  let headers: Record<string, string> | undefined;
  const ready = headersOf(security).then((h) => (headers = h));
  // Synchronous once the headers are known: a handler's promise costs @hono/node-server a microtask hop.
  return () =>
    headers ? new Response(BODY, { headers }) : ready.then((h) => new Response(BODY, { headers: h }));
}
