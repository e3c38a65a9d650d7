import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { summary } from '../db/outage';

export type Queue = {
  boss: PgBoss;
  /**
   * Sends a job; the queue is created on first use so later issues only name their queues. This process's
   * workers of that queue are woken at once; other processes' pick it up at their next poll.
   */
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /**
   * Creates the queue if this process has not yet. Call it before a transaction that sends with
   * `{ db: jobDbOf(tx) }` (db/job-db.ts): created inside, it would wait for a second connection.
   */
  ensure(name: string): Promise<void>;
  /**
   * True once this process created the queue (`ensure` resolved): a send in a transaction then runs on the
   * transaction's connection alone. Code that cannot call `ensure` before its transaction asks this first.
   */
  created(name: string): boolean;
  /**
   * Registers a worker of a queue whose jobs are sent (see `send`): it drains a backlog without pausing and,
   * once idle, polls every 2 s for jobs other processes sent.
   */
  work<T extends object>(
    name: string,
    options: PgBoss.WorkOptions & { includeMetadata: true },
    handler: PgBoss.WorkWithMetadataHandler<T>,
  ): Promise<string>;
  /** The singletonKeys of a queue's jobs not finished yet (queued, waiting for a retry or running). */
  openKeys(name: string): Promise<Set<string>>;
  /** Stops fetching jobs and waits up to `timeoutMs` (default 5 s) for the ones running to finish. */
  stop(timeoutMs?: number): Promise<void>;
  /** Readiness: pg-boss started, not stopped, and none of its loops failed in the last few seconds. */
  healthy(): boolean;
};

/**
 * SQLSTATEs of two processes creating the same queue at once (pg-boss inserts its row and creates its partition
 * table): a deadlock between the two, or the other's row or table already there. Creating it again then finds
 * it made (pg-boss's createQueue does nothing for an existing queue).
 */
const CREATE_RACE = new Set(['40P01', '23505', '42P07']);

/** createQueue, tried again (up to 5 times, 50 ms apart and more) when another process creates it meanwhile. */
async function createQueue(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(name);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== 'string' || !CREATE_RACE.has(code)) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

/** How long after pg-boss's last failed poll the queue counts as down (its workers poll every 2 s). */
const FAILURE_WINDOW_MS = 3000;

// pg-boss 10 records a job's completion or failure without awaiting it (manager.js watch → onFetch): with the
// database away that rejection is unhandled and ends the process. These two commands are therefore kept when
// they fail and sent again once the database answers (both only touch jobs still active, so a late one is
// harmless); a process that stops first leaves the job active until it expires and is retried, which every
// worker here survives (each is guarded by its row's state and the transaction journal: exactly once).
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (s: string) => string>;
const SCHEMA = 'pgboss';
const UNAWAITED = new Set([plans.completeJobs!(SCHEMA), plans.failJobsById!(SCHEMA)]);

/**
 * Worker options of a cron-scheduled queue: its jobs come at most once a minute, so polling every 15 s instead
 * of pg-boss's 2 s spares the (single-connection) database a query every few hundred milliseconds.
 */
export const SCHEDULED: PgBoss.WorkOptions = { pollingIntervalSeconds: 15 };

/** Starts pg-boss on the product's own database (its tables live in the `pgboss` schema). */
export async function startQueue(database: Database, log: Logger): Promise<Queue> {
  let lastFailure = 0;
  let stopped = false;
  const unrecorded: { text: string; values: unknown[] | undefined }[] = [];
  const recordLater = () => {
    for (const { text, values } of unrecorded.splice(0)) void executeSql(text, values);
  };
  const executeSql = async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    try {
      const result = await database.executeSql(text, values);
      if (unrecorded.length > 0) recordLater();
      return result;
    } catch (err) {
      if (!UNAWAITED.has(text)) throw err;
      lastFailure = Date.now();
      if (unrecorded.length < 10_000) unrecorded.push({ text, values });
      log.warn(
        { err: summary(err) },
        'pg-boss could not record a job result yet; sent again when the database is back',
      );
      // The shape pg-boss reads its affected count from (manager.js mapCommandResponse).
      return { rows: [{ count: '0' }] };
    }
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: SCHEMA,
    // PGlite has a single connection: keep pg-boss's own polling modest.
    supervise: true,
    monitorStateIntervalSeconds: 60,
  });
  // Its loops keep going after a failure and resume by themselves when the database is back; an outage
  // would log every poll, so connection losses are logged once per outage (server/db/outage.ts).
  boss.on('error', (err) => {
    lastFailure = Date.now();
    database.outage.failed(err, 'pg-boss');
  });
  await boss.start();
  const created = new Map<string, Promise<void>>();
  const done = new Set<string>();
  const localWorkers = new Map<string, string[]>();
  // One creation per queue and process, shared by the requests of a burst that all send to it first.
  const ensure = (name: string): Promise<void> => {
    let made = created.get(name);
    if (!made) {
      made = createQueue(boss, name).then(() => {
        done.add(name);
      });
      created.set(name, made);
      made.catch(() => created.delete(name));
    }
    return made;
  };
  return {
    boss,
    ensure,
    created: (name) => done.has(name),
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
    // pg-boss 10 has no lookup by key; its job table is read directly (states are ordered: created < retry <
    // active < completed).
    async openKeys(name) {
      const { rows } = await database.executeSql(
        `SELECT DISTINCT singleton_key AS key FROM ${SCHEMA}.job
         WHERE name = $1 AND state < 'completed' AND singleton_key IS NOT NULL`,
        [name],
      );
      return new Set((rows as { key: string }[]).map((r) => r.key));
    },
    // Past the timeout pg-boss marks the jobs still running failed, so another process retries them.
    stop: async (timeoutMs = 5000) => {
      stopped = true;
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
    healthy: () => !stopped && Date.now() - lastFailure > FAILURE_WINDOW_MS,
  };
}
