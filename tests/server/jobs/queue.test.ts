import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
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
});
