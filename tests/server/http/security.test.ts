import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, securityHeadersFor } from '../../../server/http/security';

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
