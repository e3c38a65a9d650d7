import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlencodedBody } from '../../../server/http/form-body';

// The urlencoded body read from Node's stream (server/http/form-body.ts) must give the handlers what Hono's
// own path gives: the same bytes and the same fields. A real Node server, since `app.request` has no stream.
const app = new Hono();
app.use('*', urlencodedBody);
app.all('/echo', async (c) => {
  const bytes = Buffer.from(await c.req.arrayBuffer());
  // The form validator reads the cached FormData; parseBody reads the fields from it too.
  const fields = await c.req.parseBody({ all: true });
  // Whether @hono/node-server built its full fetch Request (what the middleware saves): its cache symbol.
  const built = Object.getOwnPropertySymbols(c.req.raw).some((s) => s.description === 'requestCache');
  return c.json({ hex: bytes.toString('hex'), fields, built });
});

let server: ServerType;
let base: string;
beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('urlencoded bodies read from the Node stream', () => {
  it('keeps the exact bytes and decodes the fields as the fetch standard does', async () => {
    const body = 'a=1&b=%E2%9C%93&lines%5B0%5D%5BproductId%5D=p1&c%5B%5D=x&c%5B%5D=y&d=two+words&e=&f=%25';
    const res = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body,
    });
    const out = (await res.json()) as { hex: string; fields: Record<string, unknown>; built: boolean };
    expect(Buffer.from(out.hex, 'hex').toString()).toBe(body);
    expect(out.fields).toEqual({
      a: '1',
      b: '✓',
      'lines[0][productId]': 'p1',
      'c[]': ['x', 'y'],
      d: 'two words',
      e: '',
      f: '%',
    });
    expect(out.built).toBe(false);
  });

  it('reads a body sent in several chunks whole', async () => {
    const value = 'v'.repeat(200_000);
    const res = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new Blob([`big=${value}&after=1`]).stream(),
      duplex: 'half',
    } as RequestInit);
    const out = (await res.json()) as { fields: Record<string, string> };
    expect(out.fields['big']).toHaveLength(200_000);
    expect(out.fields['after']).toBe('1');
  });

  it('leaves multipart bodies to Hono', async () => {
    const form = new FormData();
    form.append('name', 'Ada');
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    const res = await fetch(`${base}/echo`, { method: 'POST', body: form });
    const out = (await res.json()) as { fields: Record<string, unknown>; built: boolean };
    expect(out.fields['name']).toBe('Ada');
    expect(out.fields['file']).toBeTruthy();
    expect(out.built).toBe(true);
  });
});
