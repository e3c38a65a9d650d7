import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHealthProbe } from '../../../server/http/health';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
let probed: ServerType;
let plain: ServerType;
let honoCalls = 0;

const listen = (createServer?: ReturnType<typeof withHealthProbe>) =>
  new Promise<ServerType>((resolve) => {
    const server = serve(
      {
        fetch: (req: Request) => {
          honoCalls += 1;
          return s.app.fetch(req);
        },
        port: 0,
        hostname: '127.0.0.1',
        ...(createServer ? { createServer } : {}),
      },
      () => resolve(server),
    );
  });
const url = (server: ServerType, path: string) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
/** Status, headers (but the date) and body: what a client can tell apart. */
async function seen(res: Response) {
  const headers = Object.fromEntries([...res.headers].filter(([k]) => k !== 'date'));
  return { status: res.status, headers, body: await res.text() };
}

beforeAll(async () => {
  s = await startTestServer();
  probed = await listen(withHealthProbe());
  plain = await listen();
  // The probe's headers are computed once at start; the route's first answer waits for them too.
  await fetch(url(probed, '/api/health'));
});
afterAll(async () => {
  for (const server of [probed, plain]) {
    // fetch keeps its connections alive: close them rather than wait for their timeout.
    (server as import('node:http').Server).closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  await s.close();
});

describe('the health probe ahead of Hono (withHealthProbe)', () => {
  it('answers GET and HEAD /api/health without Hono, exactly as the route does', async () => {
    for (const method of ['GET', 'HEAD']) {
      const before = honoCalls;
      const fast = await seen(await fetch(url(probed, '/api/health'), { method }));
      expect(honoCalls).toBe(before);
      const route = await seen(await fetch(url(plain, '/api/health'), { method }));
      expect(honoCalls).toBe(before + 1);
      expect(fast).toEqual(route);
      expect(fast.status).toBe(200);
      expect(fast.headers['content-security-policy']).toBeTruthy();
    }
    expect(JSON.parse((await seen(await fetch(url(probed, '/api/health')))).body)).toEqual({
      meta: { code: 200, message: 'ok' },
      data: { status: 'up' },
    });
  });

  it('passes every other request to Hono', async () => {
    const before = honoCalls;
    expect((await fetch(url(probed, '/api/health?full=1'))).status).toBe(200);
    expect((await fetch(url(probed, '/api/health'), { method: 'POST' })).status).toBe(404);
    expect((await fetch(url(probed, '/api/openapi.json'))).status).toBe(200);
    expect(honoCalls).toBe(before + 3);
  });
});
