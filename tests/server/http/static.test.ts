import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, SHORT, serveClient, serveFiles } from '../../../server/http/static';

const INDEX = `<!doctype html><html lang="en"><head><title>shell</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;
const SCRIPT = `export const answer = ${JSON.stringify('y'.repeat(4000))};\n`;
const dirs: string[] = [];

/** A built client dir like `vite build` writes it, with (or, as in a dev build, without) .br/.gz copies. */
function clientDir(precompressed: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'static-client-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': INDEX,
    'assets/index-AbC123.js': SCRIPT,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'sw.js': 'self.addEventListener("fetch", () => {});',
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    if (precompressed && text.length > 512) {
      writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
    }
  }
  return dir;
}

function clientApp(precompressed = true) {
  const app = new Hono();
  app.get('/api/ping', (c) => c.text('pong'));
  serveClient(app, clientDir(precompressed));
  return app;
}

const get = (app: Hono, path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('serveClient', () => {
  const app = clientApp();

  it('sends the brotli copy of a hashed asset to a client that accepts it, cached for a year', async () => {
    const res = await get(app, '/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
    const body = await bytes(res);
    expect(Number(res.headers.get('Content-Length'))).toBe(body.byteLength);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('honours q-values: br;q=0 gets gzip, everything refused gets the file itself', async () => {
    const gz = await get(app, '/assets/index-AbC123.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0.8' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(SCRIPT);

    const none = await get(app, '/assets/index-AbC123.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers.get('Content-Encoding')).toBeNull();
    expect(none.headers.get('Vary')).toBe('Accept-Encoding');
    expect((await bytes(none)).toString()).toBe(SCRIPT);
  });

  it('sends the file itself, with its length and Vary, when no encoding is accepted', async () => {
    const res = await get(app, '/assets/index-AbC123.js');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(Number(res.headers.get('Content-Length'))).toBe(Buffer.byteLength(SCRIPT));
    expect(await res.text()).toBe(SCRIPT);
  });

  it('revalidates index.html with a strong ETag per encoding and answers 304 when it still matches', async () => {
    const br = await get(app, '/', { 'Accept-Encoding': 'br' });
    expect(br.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Cache-Control')).toBe('no-cache');
    const tag = br.headers.get('ETag');
    expect(tag).toMatch(/^"[^"]+"$/);

    const again = await get(app, '/', { 'Accept-Encoding': 'br', 'If-None-Match': tag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(tag);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect(await again.text()).toBe('');

    const gz = await get(app, '/index.html', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gz.headers.get('ETag')).not.toBe(tag);
    expect((await get(app, '/index.html', { 'Accept-Encoding': 'gzip', 'If-None-Match': tag! })).status).toBe(
      200,
    );
  });

  it('falls back to index.html (no-cache, ETag) for unknown paths, but not for a missing asset', async () => {
    const res = await get(app, '/explore', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('ETag')).toBeTruthy();
    expect(gunzipSync(await bytes(res)).toString()).toBe(INDEX);

    expect((await get(app, '/assets/index-Old999.js')).status).toBe(404);
    expect(await (await get(app, '/api/ping')).text()).toBe('pong');
  });

  it('gives other public files a short max-age', async () => {
    const res = await get(app, '/favicon.svg', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('Cache-Control')).toBe(SHORT);
    expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('Content-Encoding')).toBeNull(); // under the build's 512-byte threshold
  });

  it('revalidates the service worker (a new build reaches phones at their next visit)', async () => {
    const res = await get(app, '/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
  });

  it('serves a dev build without precompressed copies', async () => {
    const dev = clientApp(false);
    const res = await get(dev, '/assets/index-AbC123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(await res.text()).toBe(SCRIPT);
    expect(await (await get(dev, '/', { 'Accept-Encoding': 'br' })).text()).toBe(INDEX);
  });
});

describe('serveFiles', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'static-files-'));
  dirs.push(dataDir);
  for (const key of ['uploads/m1/0b7c.png', 'demo/media/clip.mp4']) {
    mkdirSync(join(dataDir, 'files', key, '..'), { recursive: true });
    writeFileSync(join(dataDir, 'files', key), '0123456789');
  }
  const app = new Hono();
  serveFiles(app, dataDir);

  it('caches uploads (random names, written once) for a year and fixed demo names briefly', async () => {
    const upload = await get(app, '/files/uploads/m1/0b7c.png');
    expect(upload.status).toBe(200);
    expect(upload.headers.get('Content-Type')).toBe('image/png');
    expect(upload.headers.get('Cache-Control')).toBe(IMMUTABLE);
    const demo = await get(app, '/files/demo/media/clip.mp4', { Range: 'bytes=2-5' });
    expect(demo.status).toBe(206);
    expect(await demo.text()).toBe('2345');
    expect(demo.headers.get('Cache-Control')).toBe(SHORT);
  });

  it('answers 404 without a cache policy for a missing file', async () => {
    const res = await get(app, '/files/uploads/m1/missing.png');
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBeNull();
  });
});
