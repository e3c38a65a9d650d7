import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { serveStatic as serveStream } from '@hono/node-server/serve-static';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { etag } from 'hono/etag';
import { serveStatic } from 'hono/serve-static';
import { getMimeType } from 'hono/utils/mime';

/** Hashed build output: its name changes with its content, so a browser may keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other public files (favicon, robots.txt): short, so a new build reaches everyone within the hour. */
export const SHORT = 'public, max-age=3600';

/** A file's bytes, or null when it does not exist (or is a directory); sets the length of what is sent. */
async function readBytes(path: string, c: Context): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const bytes = await readFile(path);
    c.header('Content-Length', String(bytes.byteLength));
    return bytes as Uint8Array<ArrayBuffer>; // readFile's Buffer is never on a SharedArrayBuffer
  } catch {
    return null;
  }
}

const isDir = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory();

/**
 * Serves the built SPA like a CDN would. Hono's serveStatic picks the precompressed copy (name.br, then
 * name.gz, written by vite-plugin-compression2) that Accept-Encoding allows with q > 0, or the file itself
 * when there is none (a dev build). Hashed /assets/* are immutable; /sw.js is revalidated; index.html (also the fallback of every
 * unknown path, for hash routes) and other public files carry a strong ETag (hono/etag, one per encoding)
 * and answer 304 to If-None-Match. A missing /assets/* file is a 404, not index.html, so a stale chunk fails
 * as a load error instead of running HTML as a script.
 */
export function serveClient<E extends Env>(app: Hono<E>, dir: string) {
  const root = resolve(dir);
  const assets = `${root}${sep}assets${sep}`;
  // The shell, and the service worker (src/sw.ts): a new build must reach a phone at its next visit, not in an hour.
  const revalidated = new Set([resolve(root, 'index.html'), resolve(root, 'sw.js')]);
  const onFound = (path: string, c: Context) => {
    const file = resolve(path);
    c.header(
      'Cache-Control',
      file.startsWith(assets) ? IMMUTABLE : revalidated.has(file) ? 'no-cache' : SHORT,
    );
    // Also on the uncompressed answer: a shared cache must not hand it to a client that accepts br.
    const type = getMimeType(file);
    if (!type || COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) c.header('Vary', 'Accept-Encoding');
  };
  const common = { precompressed: true, getContent: readBytes, onFound };
  const files = serveStatic({ ...common, root, isDir });
  const index = serveStatic({ ...common, root, path: 'index.html' });
  const validated = etag();

  app.use('/assets/*', files);
  app.get('/assets/*', (c) => c.notFound());
  app.use('/*', validated, files);
  app.get('*', validated, index);
}

/**
 * Stored files under `${dataDir}/files` at /files/*, streamed with Range support (video, audio). Upload and
 * avatar keys are random and written once (services/content/files.ts, members/profile.ts), hence
 * immutable; other keys (demo media, blog covers) are rewritten by seeding under the same name.
 */
export function serveFiles<E extends Env>(app: Hono<E>, dataDir: string) {
  const policy: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) {
      const once = /^\/files\/(uploads|avatars)\//.test(c.req.path);
      c.res.headers.set('Cache-Control', once ? IMMUTABLE : SHORT);
    }
  };
  // Private files (merchant documents) are read through the API by who may, never served here.
  app.all('/files/private/*', (c) => c.notFound());
  app.use('/files/*', policy, serveStream({ root: dataDir }));
  app.get('/files/*', (c) => c.notFound());
}
