import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';
import { IMMUTABLE } from './static';

const require = createRequire(import.meta.url);
const BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');
const VERSION = (require('redoc/package.json') as { version: string }).version;
/** The renderer's URL carries its version, so browsers keep it until the package is upgraded. */
export const REDOC_PATH = `/api/docs/redoc-${VERSION}.standalone.js`;

/**
 * The reference page's own CSP: Redoc (a well-kept renderer, served from its npm package, no CDN) runs from
 * this origin, styles itself with style tags (styled-components) and runs its search index in a blob worker.
 */
export const apiDocsHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
});

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Reference of the Marketplace API: every operation, its parameters, answers and codes." />
    <link rel="icon" type="image/png" sizes="48x48" href="/icons/favicon-48.png" />
    <title>Marketplace API reference</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <redoc spec-url="/api/openapi.json" path-in-middle-panel="true" required-props-first="true"></redoc>
    <script src="${REDOC_PATH}"></script>
  </body>
</html>
`;

/** The bundle (about 1 MB) read and gzipped once per process, on the first visit of the page. */
let bundle: Promise<{ plain: Buffer; gzip: Buffer }> | undefined;
const loadBundle = () =>
  (bundle ??= readFile(BUNDLE).then((plain) => ({ plain, gzip: gzipSync(plain, { level: 9 }) })));

async function serveBundle(c: Context<AppEnv>) {
  const { plain, gzip } = await loadBundle();
  const gz = /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '');
  const body = gz ? gzip : plain;
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Content-Length': String(body.byteLength),
    'Cache-Control': IMMUTABLE,
    Vary: 'Accept-Encoding',
    ...(gz ? { 'Content-Encoding': 'gzip' } : {}),
  });
}

/**
 * GET /api/docs: the API reference rendered by Redoc from /api/openapi.json, the same document clients read.
 * Only this page loads the renderer; it is unsigned like the document (isUnsignedPath) and carries its own CSP.
 */
export function mountApiDocs(app: Hono<AppEnv>) {
  app.get('/api/docs', apiDocsHeaders, (c) => c.html(PAGE, 200, { 'Cache-Control': 'no-cache' }));
  app.get(REDOC_PATH, apiDocsHeaders, serveBundle);
}
