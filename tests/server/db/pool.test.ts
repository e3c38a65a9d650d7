import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseDown } from '../../../server/db/errors';
import { BoundedPool, DatabaseBusyError, isDatabaseBusy, type PoolLimits } from '../../../server/db/pool';
import { refusalOf } from '../../../server/http/errors';
import { Code } from '../../../server/schemas/codes';

// Waiting for a busy pool is a bounded queue (4504 past its bound), a database that does not answer
// is an outage (4503), and the two never mix.
const base = process.env.TEST_DATABASE_URL;
const limits = (over: Partial<PoolLimits>): PoolLimits => ({
  max: 2,
  connectTimeoutMs: 1500,
  queueWaitMs: 10_000,
  queueMax: 10,
  ...over,
});
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'connected',
    (err: unknown) => err,
  );

describe('BoundedPool against a database that does not answer', () => {
  const sockets: Socket[] = [];
  let silent: Server;
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => silent?.close(r));
  });

  it('answers an outage after the connect timeout, and refuses the queue behind it at once', async () => {
    // Accepts TCP and never speaks: the start-up handshake never completes (a host that hangs).
    silent = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as AddressInfo;
    const downs: unknown[] = [];
    const pool = new BoundedPool(
      { connectionString: `postgres://x@127.0.0.1:${port}/x` },
      // One slot and a queue wait far longer than the test: a waiter answered must have been refused.
      limits({ max: 1, connectTimeoutMs: 300, queueWaitMs: 60_000 }),
      (err) => downs.push(err),
    );
    const started = Date.now();
    const [first, queued] = await Promise.all([outcome(pool.connect()), outcome(pool.connect())]);
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const err of [first, queued]) {
      expect(isDatabaseDown(err)).toBe(true);
      expect(isDatabaseBusy(err)).toBe(false);
      expect(refusalOf(err)?.code).toBe(Code.DATABASE_UNAVAILABLE);
    }
    expect(downs.length).toBeGreaterThan(0);
    expect(pool.load).toEqual({ inUse: 0, waiting: 0 });
    await pool.end();
  }, 20_000);
});

describe.skipIf(!base)('BoundedPool on PostgreSQL with every connection busy', () => {
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    for (const p of pools) await p.end();
  });
  const open = (over: Partial<PoolLimits>) => {
    const pool = new BoundedPool({ connectionString: base }, limits(over));
    pools.push(pool);
    return pool;
  };

  it("queues past pg-pool's connect timeout instead of calling it an outage; the slot goes to the first waiter", async () => {
    // pg-pool alone would fail this wait after connectTimeoutMs ("timeout exceeded when trying to connect").
    const pool = open({ max: 1, connectTimeoutMs: 200, queueWaitMs: 10_000 });
    const held = await pool.connect();
    const db = drizzle({ client: pool });
    // then(): a Drizzle query starts when it is awaited.
    const waiting = db.execute(sql`select 1 as one`).then((r) => r);
    await new Promise((r) => setTimeout(r, 600));
    expect(pool.load).toEqual({ inUse: 1, waiting: 1 });
    held.release();
    const { rows } = (await waiting) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ one: 1 }]);
    expect(pool.load).toEqual({ inUse: 0, waiting: 0 });
  });

  it('refuses with DatabaseBusyError (4504) past the queue length at once and past the wait, never 4503', async () => {
    const pool = open({ max: 2, queueMax: 2, queueWaitMs: 300 });
    const held = [await pool.connect(), await pool.connect()];
    const queued = [outcome(pool.connect()), outcome(pool.connect())];
    const full = await outcome(pool.connect());
    expect(full).toBeInstanceOf(DatabaseBusyError);
    expect((full as DatabaseBusyError).reason).toBe('queue_full');
    for (const err of await Promise.all(queued)) {
      expect((err as DatabaseBusyError).reason).toBe('wait_exceeded');
    }
    // Through Drizzle (a wrapped driver error) it is still a busy database, not an outage.
    const viaDrizzle = await outcome(drizzle({ client: pool }).execute(sql`select 1`));
    expect(isDatabaseDown(viaDrizzle)).toBe(false);
    expect(refusalOf(viaDrizzle)?.code).toBe(Code.DATABASE_BUSY);
    for (const c of held) c.release();
    expect(pool.load).toEqual({ inUse: 0, waiting: 0 });
    // Freed, the pool serves again.
    expect(((await pool.query('select 2 as two')) as pg.QueryResult).rows).toEqual([{ two: 2 }]);
  });
});
