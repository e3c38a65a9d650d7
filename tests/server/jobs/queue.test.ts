import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { jobDbOf } from '../../../server/db/job-db';
import { startQueue, type Queue } from '../../../server/jobs/queue';
import { freshDatabase } from '../../support/server';

// Workers poll every 30 s here: anything handled sooner was woken by a send or by the backlog rule.
const SLOW = { includeMetadata: true as const, batchSize: 1, pollingIntervalSeconds: 30 };
const until = async (done: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return done();
};

describe('Queue', () => {
  let database: Database;
  let queue: Queue;
  beforeAll(async () => {
    database = await freshDatabase();
    queue = await startQueue(database, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it("wakes this process's idle worker when it sends a job, instead of waiting for the next poll", async () => {
    const handled: number[] = [];
    await queue.boss.createQueue('test.wake');
    await queue.work<{ n: number }>('test.wake', SLOW, async (jobs) => {
      for (const j of jobs) handled.push(j.data.n);
    });
    await new Promise((r) => setTimeout(r, 300)); // the worker's first (empty) fetch is done: it now sleeps 30 s
    await queue.send('test.wake', { n: 1 });
    expect(await until(() => handled.length === 1, 5_000)).toBe(true);
  });

  it('drains a backlog without pausing between jobs', async () => {
    const handled: number[] = [];
    await queue.boss.createQueue('test.backlog');
    for (let n = 0; n < 5; n++) await queue.boss.send('test.backlog', { n }); // not through Queue.send: no wake
    await queue.work<{ n: number }>('test.backlog', SLOW, async (jobs) => {
      for (const j of jobs) handled.push(j.data.n);
    });
    expect(await until(() => handled.length === 5, 5_000)).toBe(true);
  });

  // An order's expiry job is written in the order's own transaction (server/db/job-db.ts).
  it('sends a job on a transaction: it is there after the commit and gone with a rollback', async () => {
    await queue.ensure('test.tx');
    const keys = ['committed', 'rolled-back'];
    await database.db.transaction(async (tx) => {
      await queue.send('test.tx', { n: 1 }, { singletonKey: keys[0], startAfter: 3600, db: jobDbOf(tx) });
    });
    await database.db
      .transaction(async (tx) => {
        await queue.send('test.tx', { n: 2 }, { singletonKey: keys[1], db: jobDbOf(tx) });
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await queue.openKeys('test.tx')).toEqual(new Set([keys[0]]));
    const { rows } = await database.executeSql(
      "SELECT data, start_after > now() + interval '59 minutes' AS later FROM pgboss.job WHERE name = $1",
      ['test.tx'],
    );
    expect(rows).toEqual([{ data: { n: 1 }, later: true }]);
  });
});
