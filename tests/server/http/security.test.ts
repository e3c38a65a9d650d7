import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSecurityHeaders, securityHeadersFor } from '../../../server/http/security';
import { serveClient } from '../../../server/http/static';
import { startTestServer, type TestServer } from '../../support/server';

const answer = async (mw: typeof apiSecurityHeaders) =>
  (
    await new Hono()
      .use(mw)
      .get('/', (c) => c.json({}))
      .request('/')
  ).headers;

describe('security headers', () => {
  it('gives JSON answers a CSP that allows nothing and no document-only headers', async () => {
    const h = await answer(apiSecurityHeaders);
    expect(h.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(h.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(h.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection']) {
      expect(h.has(name)).toBe(false);
    }
  });

  it("gives documents the SPA's CSP, with the files origin where files come from a bucket", async () => {
    const csp = (await answer(securityHeadersFor('https://cdn.example.test'))).get(
      'content-security-policy',
    )!;
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(eval|inline)'/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.test/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('headers by what is served (server/app.ts)', () => {
  let s: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'security-client-'));
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dir, 'assets/index-AbC123.js'), 'export {};\n');
    s = await startTestServer();
    serveClient(s.app, dir);
  });
  afterAll(async () => {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives the pages' files the short set and documents the SPA's CSP", async () => {
    const asset = await s.app.request('/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.has('cross-origin-opener-policy')).toBe(false);
    // A stored file opened as a page may run nothing.
    const file = await s.app.request('/files/demo/none.svg');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");

    const page = await s.app.request('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});
