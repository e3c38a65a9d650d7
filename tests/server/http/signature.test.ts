import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../server/schemas/codes';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('request signature', () => {
  it('accepts a correctly signed request', async () => {
    const res = await s.request('GET', '/api/dictionary', { query: { type: 'SPEC' } });
    expect(res.status).toBe(200);
    expect(res.meta.code).toBe(Code.OK);
  });

  it('refuses a request without signature headers', async () => {
    const res = await s.request('GET', '/api/dictionary', { query: { type: 'SPEC' }, unsigned: true });
    expect([res.status, res.meta.code]).toEqual([401, Code.SIGNATURE_MISSING]);
  });

  it('refuses a timestamp more than 300 s away', async () => {
    const stale = s.clock.now.getTime() - 301_000;
    const res = await s.request('GET', '/api/dictionary', { query: { type: 'SPEC' }, timestamp: stale });
    expect(res.meta.code).toBe(Code.SIGNATURE_EXPIRED);
    const future = s.clock.now.getTime() + 301_000;
    expect(
      (await s.request('GET', '/api/dictionary', { query: { type: 'X' }, timestamp: future })).meta.code,
    ).toBe(Code.SIGNATURE_EXPIRED);
    const edge = s.clock.now.getTime() - 299_000;
    expect(
      (await s.request('GET', '/api/dictionary', { query: { type: 'X' }, timestamp: edge })).meta.code,
    ).toBe(Code.OK);
  });

  it('refuses a replayed nonce', async () => {
    const nonce = 'abcdef0123456789abcd';
    const first = await s.request('GET', '/api/dictionary', { query: { type: 'SPEC' }, nonce });
    expect(first.meta.code).toBe(Code.OK);
    const again = await s.request('GET', '/api/dictionary', { query: { type: 'SPEC' }, nonce });
    expect([again.status, again.meta.code]).toEqual([401, Code.SIGNATURE_REPLAYED]);
  });

  it('refuses a body changed after signing', async () => {
    const res = await s.request('POST', '/api/dictionary', {
      form: { type: 'SPEC' },
      sendBody: 'type=COLOR',
    });
    expect(res.meta.code).toBe(Code.SIGNATURE_INVALID);
  });

  it('refuses a signature made with another key', async () => {
    const res = await s.request('GET', '/api/dictionary', { query: { type: 'SPEC' }, key: 'not-the-key' });
    expect(res.meta.code).toBe(Code.SIGNATURE_INVALID);
  });

  it('leaves health and the OpenAPI document unsigned', async () => {
    expect((await s.app.request('/api/health')).status).toBe(200);
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as { paths: Record<string, any> };
    expect(doc.paths['/api/dictionary']?.get?.operationId).toBe('listDictionary');
  });
});
