import { Hono } from 'hono';
import { testClock } from './http/test-clock';
import { compress } from 'hono/compress';
import { clientIp } from './http/client-ip';
import type { AppEnv, Deps } from './http/context';
import { refuse } from './http/envelope';
import { refusalOf, RETRY_AFTER_BUSY_S } from './http/errors';
import { healthCheck } from './http/health';
import { openApiRoute } from './http/openapi';
import { mountApiDocs } from './http/api-docs';
import { rateLimit } from './http/rate-limit';
import { readinessCheck } from './http/readiness';
import { apiSecurityHeaders, fileSecurityHeaders, securityHeadersFor } from './http/security';
import { readSession } from './http/session';
import { verifySignature } from './http/signature';
import { urlencodedBody } from './http/form-body';
import { Code } from './schemas/codes';
import { rpcRoutes } from './chain/rpc-route';
import { shareRoutes } from './share/routes';
import { apiRoutes } from './routes';
import { uploadBodyLimit } from './routes/files';
import { registrationBodyLimit } from './routes/merchants';
import { redirectToStorage } from './storage/redirect';

/** The API reference page and its renderer: documents under /api with a CSP of their own (api-docs.ts). */
const isDocsPath = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');
/** JSON answers (the API and the chains' JSON-RPC) get the API's headers, everything else the documents'. */
const isJsonPath = (path: string) => path.startsWith('/api/') || path.startsWith('/rpc/');

/** Files a page loads, not pages: the build's hashed assets and stored files (http/static.ts). */
const isFilePath = (path: string) => path.startsWith('/assets/') || path.startsWith('/files/');

/** Assembles middleware and resource routers; `index.ts` adds the static SPA and the listener. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  // First, so the health check runs none of the middleware below (it carries the API's security headers).
  app.get('/api/health', healthCheck(apiSecurityHeaders));
  const documents = securityHeadersFor(deps.storage.origin);
  app.use('*', (c, next) => {
    if (isDocsPath(c.req.path)) return next();
    const path = c.req.path;
    if (isFilePath(path)) return fileSecurityHeaders(c, next);
    return (isJsonPath(path) ? apiSecurityHeaders : documents)(c, next);
  });
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Readiness for load balancers (database, chains, jobs): like health, before compression, rate limit,
  // signature and session.
  app.get('/api/ready', readinessCheck());
  // API answers over 1 KiB (lists, /api/openapi.json) are gzipped; envelope.ts gives each its length.
  app.use('/api/*', compress());
  app.onError((err, c) => {
    const refusal = refusalOf(err);
    if (refusal) {
      // A refusal not raised as an ApiError got past the validation layer: logged so its schema is fixed.
      // (A database outage is logged once by the pool, not once per request.)
      if (
        refusal !== err &&
        refusal.code !== Code.DATABASE_UNAVAILABLE &&
        refusal.code !== Code.DATABASE_BUSY
      ) {
        deps.log.warn({ err, path: c.req.path }, 'input refused outside the validator');
      }
      if (refusal.code === Code.DATABASE_BUSY) c.header('Retry-After', String(RETRY_AFTER_BUSY_S));
      return refuse(c, refusal.code, refusal.message, refusal.data);
    }
    deps.log.error({ err, path: c.req.path }, 'unhandled error');
    return refuse(c, Code.SERVER_ERROR);
  });

  // The OpenAPI document of every operation (server/http/openapi.ts), built on first request.
  app.get('/api/openapi.json', openApiRoute(app));
  // Its reference page (Redoc from its npm package), unsigned and outside the rate limit like the document.
  mountApiDocs(app);

  // Share pages (/s/…), their previews, robots.txt and sitemap.xml: answered here, ahead of the SPA's files.
  app.route('/', shareRoutes);

  // The in-process chains' JSON-RPC for browser wallets: outside /api (wallets neither sign requests nor send
  // the envelope), allow-listed methods only.
  app.route('/rpc', rpcRoutes);

  // Files kept in a bucket: `/files/<key>` links (older rows, fixed paths) redirect there; the disk store's
  // files are served by index.ts.
  if (deps.storage.origin) app.get('/files/*', redirectToStorage(deps.storage));

  const api = new Hono<AppEnv>();
  // An oversize upload is refused before the signature check reads (and buffers) the body.
  api.use('/files', uploadBodyLimit);
  api.use('/orders/deliver', uploadBodyLimit);
  api.use('/merchants/application/documents', uploadBodyLimit);
  api.use('/merchants/register', registrationBodyLimit);
  api.use(
    '*',
    clientIp,
    rateLimit('api', undefined, 'batched'),
    urlencodedBody,
    verifySignature,
    readSession,
    testClock,
  );
  api.route('/', apiRoutes);
  app.route('/api', api);
  app.all('/api/*', (c) => refuse(c, Code.NOT_FOUND));

  return app;
}

export type App = ReturnType<typeof createApp>;
