import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import lockfile from 'proper-lockfile';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SESSION_SETUP } from './schema/text-search';
import type { Logger } from 'pino';
import { createOutage, type Outage } from './outage';
import { BoundedPool, type PoolLimits } from './pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database every service takes; the same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** pg-boss's adapter: multi-statement text without parameters goes through PGlite's exec. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  migrate(): Promise<void>;
  /** PGlite only: the whole cluster as an uncompressed tarball, which `createDb`'s `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
  /** Reachability as last seen by the pool and the job queue (always up on PGlite). */
  outage: Outage;
  /**
   * Whether requests wait for one of the pool's connections while the database answers: a burst, not an
   * outage (readiness counts it as up). Always false on PGlite (one connection, no pool).
   */
  busy(): boolean;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database: PostgreSQL when `url` is postgres://…, an in-memory PGlite for `memory://`,
 * otherwise PGlite stored under `dataDir/pglite`. `loadDataDir` starts a new PGlite from a `dumpDataDir()`
 * tarball instead of an empty cluster (the tests' migrated template: no initdb, no migrations per file).
 */
export async function createDb(opts: {
  url: string;
  dataDir: string;
  log?: Logger;
  loadDataDir?: Blob;
  /** PostgreSQL only: the pool's size and queue (default DEFAULT_POOL_LIMITS). */
  pool?: PoolLimits;
}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(opts.url))
    return openPostgres(opts.url, opts.log, opts.pool ?? DEFAULT_POOL_LIMITS);
  const dir = opts.url === 'memory://' ? undefined : resolve(join(opts.dataDir, 'pglite'));
  if (dir) mkdirSync(dir, { recursive: true });
  const release = dir ? await lockDataDir(dir) : async () => {};
  const client = await startPglite({
    ...(dir ? { dataDir: dir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  }).catch(async (err: unknown) => {
    await release();
    throw err;
  });
  return overPglite(client, async () => {
    await client.close();
    await release();
  });
}

/**
 * A PGlite with the extensions the schema uses (pg_trgm: search), on `dataDir` or in memory, its session set
 * up as every connection of the app is (SESSION_SETUP).
 */
export async function startPglite(opts: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  const client = await PGlite.create({ ...opts, extensions: { pg_trgm } });
  try {
    await client.exec(SESSION_SETUP);
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  }
  return client;
}

/**
 * The Database over an open PGlite; `close` says what closing it does (the tests hand a client to the next
 * file instead of closing it: tests/support/db-template.ts).
 */
export function overPglite(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values = []) {
      if (values.length === 0 && text.includes(';')) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    outage: createOutage(undefined),
    busy: () => false,
    dumpDataDir: () => client.dumpDataDir('none'),
    close,
  };
}

/**
 * PGlite is one embedded PostgreSQL: two processes on the same files corrupt them. The lock makes a second
 * `npm start` on the same DATA_DIR stop with a clear message instead; a crashed holder's lock goes stale.
 */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, { stale: 15_000, update: 5_000, lockfilePath: `${dir}.lock` });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') {
      throw new Error(
        `The database in ${dir} is in use by another marketplace process. Stop it first, or start this one ` +
          `with another DATA_DIR (or DATABASE_URL=postgres://… for several processes).`,
      );
    }
    throw err;
  }
}

/**
 * Pool settings that let the API survive a database outage: a statement PostgreSQL runs over 15 s
 * is cancelled and a reply that never comes (a network partition) gives up after 20 s; TCP keep-alive finds
 * dead idle connections. The pool's size, its connect timeout (a connection that cannot be made in 1.5 s
 * fails, so a call answers 503 within 2 s instead of hanging) and the bounded wait for a busy pool's next
 * connection are PoolLimits (server/db/pool.ts, from server/env.ts). Migrations run on a connection of their
 * own without these limits.
 */
export const POOL_OPTIONS = {
  statement_timeout: 15_000,
  query_timeout: 20_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
} satisfies pg.PoolConfig;

/** The defaults of server/env.ts, for callers without an Env (tests, benches). */
export const DEFAULT_POOL_LIMITS: PoolLimits = {
  max: 10,
  connectTimeoutMs: 1500,
  queueWaitMs: 10_000,
  queueMax: 2000,
};

async function openPostgres(url: string, log: Logger | undefined, limits: PoolLimits): Promise<Database> {
  const outage = createOutage(log);
  const pool = new BoundedPool({ connectionString: url, ...POOL_OPTIONS }, limits, (err) =>
    outage.failed(err, 'pool'),
  );
  // Without these listeners a connection lost while idle (pool) or between two queries of a transaction
  // (client) is an unhandled 'error' event, which ends the process. The next query on it fails instead and
  // its request answers DATABASE_UNAVAILABLE; pg-pool drops the broken client when it is released.
  pool.on('error', (err) => outage.failed(err, 'pool'));
  pool.on('connect', (client) => {
    outage.reachable();
    client.on('error', (err) => outage.failed(err, 'client'));
    // Queued before the query the connection was made for (pg-pool hands the client over after this event).
    // Should it fail, the connection is broken and that query fails too.
    client.query(SESSION_SETUP).catch(() => {});
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async executeSql(text, values = []) {
      const result = await pool.query(text, values as unknown[]);
      return { rows: result.rows };
    },
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (err) => outage.failed(err, 'migrations'));
      await client.connect();
      try {
        await migratePg(drizzlePg({ client, casing: 'snake_case' }) as never, { migrationsFolder });
      } finally {
        await client.end().catch(() => {});
      }
    },
    outage,
    busy: () => !outage.down && pool.load.waiting > 0,
    close: () => pool.end(),
  };
}
