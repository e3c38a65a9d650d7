import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';

/** The API reference page, rendered by Redoc from /api/openapi.json, served from this server. */
let s: TestServer;
const get = (path: string, headers: Record<string, string> = {}) => s.app.request(path, { headers });
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe('API reference (/api/docs)', () => {
  it('is an unsigned page that loads Redoc from this server under its own CSP', async () => {
    const res = await get('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<redoc spec-url="/api/openapi.json"');
    const src = /<script src="([^"]+)"><\/script>/.exec(html)![1]!;
    expect(src).toMatch(/^\/api\/docs\/redoc-[\d.]+\.standalone\.js$/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('worker-src');
    expect(csp).not.toMatch(/https?:/);
    const js = await get(src, { 'Accept-Encoding': 'gzip' });
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('content-encoding')).toBe('gzip');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect(Number(js.headers.get('content-length'))).toBeGreaterThan(100_000);
  });
});
