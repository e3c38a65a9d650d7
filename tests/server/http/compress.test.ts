import { createHash, createHmac, randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SIGNING_KEY } from '../../../server/env';
import { canonicalString } from '../../../server/schemas/signature';
import { startTestServer, type TestServer } from '../../support/server';
import { collection, creator, item } from '../routes/discovery-fixtures';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
  const { memberId } = await creator(s.deps.db, 'Compressed Creator');
  const c = await collection(s.deps.db, memberId);
  for (let i = 0; i < 12; i++) await item(s.deps.db, c, memberId);
});
afterAll(() => s.close());

/** A signed GET (DESIGN §4) whose raw answer the test reads, compressed or not. */
function signedGet(pathWithQuery: string, headers: Record<string, string>) {
  const ts = String(s.clock.now.getTime());
  const nonce = randomBytes(12).toString('hex');
  const sig = createHmac('sha256', DEV_SIGNING_KEY)
    .update(canonicalString('GET', pathWithQuery, ts, nonce, createHash('sha256').update('').digest('hex')))
    .digest('hex');
  return s.app.request(pathWithQuery, {
    headers: { 'X-Timestamp': ts, 'X-Nonce': nonce, 'X-Signature': sig, ...headers },
  });
}

const json = async (res: Response) => JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString());

describe('API compression (hono/compress over 1 KiB)', () => {
  it('gzips a large answer for a client that accepts gzip and says it varies', async () => {
    const res = await signedGet('/api/products?sort=newest&limit=24', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await json(res);
    expect(body.meta.code).toBe(200);
    expect(body.data.items).toHaveLength(12);
  });

  it('sends the same answer uncompressed, with its length, when gzip is not accepted', async () => {
    const res = await signedGet('/api/products?sort=newest&limit=24', { 'Accept-Encoding': 'gzip;q=0' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    const text = await res.text();
    expect(Number(res.headers.get('Content-Length'))).toBe(Buffer.byteLength(text));
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    expect(JSON.parse(text).data.items).toHaveLength(12);
  });

  it('leaves an answer under 1 KiB uncompressed', async () => {
    const res = await signedGet('/api/products?sort=newest&limit=1&type=PHYSICAL', {
      'Accept-Encoding': 'gzip',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBeLessThan(1024);
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)));

    const refused = await s.app.request('/api/products', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Content-Encoding')).toBeNull();
  });

  it('gzips /api/openapi.json', async () => {
    const res = await s.app.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect((await json(res)).paths['/api/products']).toBeTruthy();
  });
});

describe('GET /api/health', () => {
  it('answers before the API middleware, with the security headers every answer carries', async () => {
    const res = await s.app.request('/api/health', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ meta: { code: 200, message: 'ok' }, data: { status: 'up' } });
    expect(res.headers.get('Content-Type')).toBe('application/json');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('RateLimit-Limit')).toBeNull(); // no rate-limit write per health check
    const other = await s.app.request('/api/openapi.json');
    for (const h of [
      'Content-Security-Policy',
      'X-Frame-Options',
      'X-Content-Type-Options',
      'Referrer-Policy',
    ]) {
      expect(res.headers.get(h)).toBeTruthy();
      expect(res.headers.get(h)).toBe(other.headers.get(h));
    }
  });
});
