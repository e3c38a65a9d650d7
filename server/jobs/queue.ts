import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client';

export type Queue = {
  boss: PgBoss;
  /**
   * Sends a job; the queue is created on first use so later issues only name their queues. This process's
   * workers of that queue are woken at once; other processes' pick it up at their next poll.
   */
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /**
   * Registers a worker of a queue whose jobs are sent (see `send`): it drains a backlog without pausing and,
   * once idle, polls every 2 s for jobs other processes sent.
   */
  work<T extends object>(
    name: string,
    options: PgBoss.WorkOptions & { includeMetadata: true },
    handler: PgBoss.WorkWithMetadataHandler<T>,
  ): Promise<string>;
  /** Stops fetching jobs and waits up to `timeoutMs` (default 5 s) for the ones running to finish. */
  stop(timeoutMs?: number): Promise<void>;
};

/**
 * Worker options of a cron-scheduled queue: its jobs come at most once a minute, so polling every 15 s instead
 * of pg-boss's 2 s spares the (single-connection) database a query every few hundred milliseconds.
 */
export const SCHEDULED: PgBoss.WorkOptions = { pollingIntervalSeconds: 15 };

/** Starts pg-boss on the product's own database (its tables live in the `pgboss` schema). */
export async function startQueue(database: Database, log: Logger): Promise<Queue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // PGlite has a single connection: keep pg-boss's own polling modest.
    supervise: true,
    monitorStateIntervalSeconds: 60,
  });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  await boss.start();
  const created = new Set<string>();
  const localWorkers = new Map<string, string[]>();
  const ensure = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
  };
  return {
    boss,
    async send(name, data, options) {
      await ensure(name);
      const id = options ? await boss.send(name, data, options) : await boss.send(name, data);
      for (const worker of localWorkers.get(name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async work<T extends object>(
      name: string,
      options: PgBoss.WorkOptions & { includeMetadata: true },
      handler: PgBoss.WorkWithMetadataHandler<T>,
    ) {
      // A worker that found jobs fetches again at once (pg-boss would wait out its interval first), so a
      // backlog such as a first start's demo mints drains at full speed; an idle one polls every 2 s.
      let id = '';
      id = await boss.work<T>(name, options, async (jobs) => {
        await handler(jobs);
        if (jobs.length > 0) boss.notifyWorker(id);
      });
      localWorkers.set(name, [...(localWorkers.get(name) ?? []), id]);
      return id;
    },
    // Past the timeout pg-boss marks the jobs still running failed, so another process retries them.
    stop: (timeoutMs = 5000) => boss.stop({ graceful: true, timeout: timeoutMs }),
  };
}
