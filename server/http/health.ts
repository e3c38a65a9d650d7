import { createServer, type RequestListener, type ServerOptions } from 'node:http';
import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import { Code } from '../schemas/codes';
import { apiSecurityHeaders } from './security';

const PATH = '/api/health';
const BODY = JSON.stringify({ meta: { code: Code.OK, message: 'ok' }, data: { status: 'up' } });

/** The headers `security` puts on a JSON answer, read once by running it on a throwaway app. */
async function headersOf(security: MiddlewareHandler): Promise<Record<string, string>> {
  const probe = new Hono()
    .use(security)
    .get('/', (c) => c.body(BODY, 200, { 'Content-Type': 'application/json' }));
  const res = await probe.request('/');
  return { ...Object.fromEntries(res.headers), 'content-length': String(Buffer.byteLength(BODY)) };
}

/** The API's headers, computed once per process for both ways in (the route and the listener). */
let apiHeaders: Promise<Record<string, string>> | undefined;
const apiHeadersOnce = () => (apiHeaders ??= headersOf(apiSecurityHeaders));

/**
 * GET /api/health for load balancers and the bench: registered ahead of every middleware, it answers one
 * constant body with headers computed once (the same security headers as every other answer). A plain
 * header object lets @hono/node-server write the answer without building a Headers per request; the
 * health check needs no deps, client address, rate limit, signature or session (DESIGN §4: unsigned).
 */
export function healthCheck(security: MiddlewareHandler = apiSecurityHeaders): Handler {
  let headers: Record<string, string> | undefined;
  const ready = (security === apiSecurityHeaders ? apiHeadersOnce() : headersOf(security)).then(
    (h) => (headers = h),
  );
  // Synchronous once the headers are known: a handler's promise costs @hono/node-server a microtask hop.
  return () =>
    headers ? new Response(BODY, { headers }) : ready.then((h) => new Response(BODY, { headers: h }));
}

/**
 * A `createServer` for @hono/node-server's `serve` whose listener answers GET and HEAD /api/health itself,
 * with the route's exact status, headers and body, before a request reaches Hono. Probes come several
 * times a second from every load balancer and carry nothing to check; built as Hono's Request, context and
 * compose they cost a third more than this (bench/README.md, "health"). Anything else, and a probe that
 * comes before the headers are computed, goes to `next` (the sandbox issuer's server or node's).
 */
export function withHealthProbe(next: typeof createServer = createServer): typeof createServer {
  let headers: Record<string, string> | undefined;
  void apiHeadersOnce().then((h) => (headers = h));
  const wrapped = (options: ServerOptions, listener: RequestListener) =>
    next(options, (req, res) => {
      if (headers && req.url === PATH && (req.method === 'GET' || req.method === 'HEAD')) {
        res.writeHead(200, headers);
        res.end(req.method === 'HEAD' ? undefined : BODY);
        return;
      }
      listener(req, res);
    });
  return wrapped as typeof createServer;
}
