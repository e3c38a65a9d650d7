import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client';

export type Queue = {
  boss: PgBoss;
  /** Sends a job; the queue is created on first use so later issues only name their queues. */
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  stop(): Promise<void>;
};

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
  const ensure = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
  };
  return {
    boss,
    async send(name, data, options) {
      await ensure(name);
      return options ? boss.send(name, data, options) : boss.send(name, data);
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
