import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../server/schemas/codes';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ OPEN_POLYGON: false });
}, 60_000);
afterAll(() => s.close());

/** Moves the server's clock past the answer's 1 s cache (server/http/readiness.ts) instead of waiting it out. */
const pastCache = () => {
  s.clock.now = new Date(s.clock.now.getTime() + 1100);
};

const ready = async () => {
  const res = await s.app.request('/api/ready');
  return { status: res.status, body: (await res.json()) as { meta: { code: number }; data: any } };
};

describe('GET /api/ready', () => {
  it('answers 200 unsigned with every part up', async () => {
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body.data).toEqual({ status: 'up', database: 'up', chains: { ETHEREUM: 'up' }, jobs: 'up' });
  });

  it('answers 503 naming the part that is down, and 200 again once it is back (after the 1 s cache)', async () => {
    const healthy = s.deps.queue.healthy;
    s.deps.queue.healthy = () => false;
    pastCache();
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.body.meta.code).toBe(Code.UNAVAILABLE);
    expect(down.body.data).toMatchObject({ status: 'down', database: 'up', jobs: 'down' });
    s.deps.queue.healthy = healthy;
    pastCache();
    expect((await ready()).status).toBe(200);
  });

  it('stays 200 but says degraded while a chain is down: the processes stay in rotation for browsing', async () => {
    const get = s.deps.chains.get;
    s.deps.chains.get = () => Promise.reject(new Error('node unreachable'));
    pastCache();
    const degraded = await ready();
    expect(degraded.status).toBe(200);
    expect(degraded.body.data).toEqual({
      status: 'degraded',
      database: 'up',
      chains: { ETHEREUM: 'down' },
      jobs: 'up',
    });
    s.deps.chains.get = get;
    pastCache();
    expect((await ready()).body.data.status).toBe('up');
  });

  it('counts a database probe stuck behind a busy pool as up, and one with the pool not busy as down', async () => {
    // The probe never answers, as when every pooled connection is taken by a drop's orders.
    const execute = s.deps.db.execute;
    (s.deps.db as { execute: unknown }).execute = () => new Promise(() => {});
    try {
      s.deps.databaseBusy = () => true;
      pastCache();
      const busy = await ready();
      expect(busy.status).toBe(200);
      expect(busy.body.data).toMatchObject({ status: 'up', database: 'up' });
      s.deps.databaseBusy = () => false;
      pastCache();
      const stuck = await ready();
      expect(stuck.status).toBe(503);
      expect(stuck.body.data).toMatchObject({ status: 'down', database: 'down' });
    } finally {
      (s.deps.db as { execute: unknown }).execute = execute;
      delete s.deps.databaseBusy;
    }
  });

  it('leaves /api/health a constant liveness answer', async () => {
    const res = await s.app.request('/api/health');
    expect(res.status).toBe(200);
  });
});
