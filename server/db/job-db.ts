import type PgBoss from 'pg-boss';
import type { Db } from './client';

type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss's `db` option over a Drizzle transaction: a job sent with it is inserted on the transaction's own
 * connection, so it commits or rolls back with the rows it is about (an order and its expiry job).
 * pg-boss's SQL uses each `$n` in several places with different types (text, then timestamptz), which only
 * parses as one bound parameter, so the text goes to the driver's client as it is: the transaction's session
 * holds it (node-postgres: the checked-out PoolClient; PGlite: its Transaction), both with query(text, values).
 * Drizzle keeps that field private; tests/server/jobs/queue.test.ts checks it on both drivers. Create the
 * queue first (Queue.ensure): created inside, it would wait for a second connection while this one is held.
 */
export function jobDbOf(tx: Db): PgBoss.Db {
  const client = (tx as unknown as { session?: { client?: Partial<Queryable> } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('jobDbOf: not a Drizzle transaction');
  const queryable = client as Queryable;
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const { rows } = await queryable.query(text, values);
      return { rows };
    },
  };
}
