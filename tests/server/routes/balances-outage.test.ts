import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database, type Db } from '../../../server/db/client';
import { DatabaseBusyError } from '../../../server/db/pool';
import { Code } from '../../../server/schemas/codes';
import { freePort } from '../../../scripts/pg-test-server.mjs';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

// While the database was down, getBalance once answered 503 without a meta.code. Here the app's database
// is swapped for a PostgreSQL that is not there (nothing listens on its port) after the member signed up.
describe('getBalance while the database is down or its pool is busy', () => {
  let s: TestServer;
  let down: Database;
  let session: { memberId: string; token: string };

  beforeAll(async () => {
    s = await startTestServer();
    session = await createTestSession(s.deps.db, { now: s.clock.now });
    const port = await freePort();
    down = await createDb({
      url: `postgres://postgres@127.0.0.1:${port}/gone`,
      dataDir: '',
      pool: { max: 2, connectTimeoutMs: 500, queueWaitMs: 10_000, queueMax: 10 },
    });
  });
  afterAll(async () => {
    await down?.close();
    await s?.close();
  });

  it('answers 503 with meta.code 4503 (database_unavailable), not a bare 503', async () => {
    const up = await s.request('GET', '/api/wallet/balance', { session, query: { blockchain: 'ETHEREUM' } });
    expect(up).toMatchObject({ status: 200, meta: { code: Code.OK } });
    s.deps.db = down.db;
    const res = await s.request('GET', '/api/wallet/balance', { session, query: { blockchain: 'ETHEREUM' } });
    expect(res).toMatchObject({
      status: 503,
      meta: { code: Code.DATABASE_UNAVAILABLE, message: 'database_unavailable' },
      data: null,
    });
    expect(down.outage.down).toBe(true);
  });

  it('answers a pool busy past its queue 503 with meta.code 4504 (database_busy) and Retry-After', async () => {
    // Every query of this database is refused as the pool refuses one past its queue's bound.
    s.deps.db = new Proxy({} as Db, {
      get: () => () => {
        throw new DatabaseBusyError('wait_exceeded');
      },
    });
    const res = await s.request('GET', '/api/wallet/balance', { session, query: { blockchain: 'ETHEREUM' } });
    expect(res).toMatchObject({ status: 503, meta: { code: Code.DATABASE_BUSY, message: 'database_busy' } });
    expect(res.headers.get('Retry-After')).toBe('2');
  });
});
