import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { createDb, overPglite, startPglite, type Database } from '../../server/db/client';
import { captureBaseline, lease, resetToBaseline, type Baseline } from './pglite-reuse';

/**
 * What the server projects' global setup (tests/support/global-db.ts) migrated once for the whole run:
 * a PGlite dump file and, on PostgreSQL, a template database. tests/support/server-setup.ts hands them in;
 * outside Vitest (bench/) both are absent and every database is migrated on its own, as before.
 */
export type Templates = { pglite?: string | undefined; postgres?: string | undefined };

let templates: Templates = {};
// One read of the dump per process: with `isolate: false` every later file of the worker reuses it.
let dump: { path: string; blob: Promise<Blob> } | undefined;

export function useTemplates(next: Templates): void {
  templates = next;
}

/** Clients closed by earlier files of this worker, reset to the template (tests/support/pglite-reuse.ts). */
const idle: PGlite[] = [];
let baseline: Promise<Baseline> | undefined;

/** An in-memory PGlite, already migrated: a copy of the template when there is one. */
export async function pgliteDatabase(): Promise<Database> {
  const path = templates.pglite;
  if (!path) {
    const database = await createDb({ url: 'memory://', dataDir: '' });
    await database.migrate();
    return database;
  }
  if (dump?.path !== path) {
    dump = { path, blob: readFile(path).then((bytes) => new Blob([bytes])) };
    baseline = undefined;
    for (const c of idle.splice(0)) await c.close();
  }
  const client = idle.pop() ?? (await startPglite({ loadDataDir: await dump.blob }));
  // Read from the first client, fresh from the dump, before any file has used it.
  baseline ??= captureBaseline(client);
  const known = await baseline;
  const mine = lease(client);
  let closed = false;
  return overPglite(mine.client, async () => {
    if (closed) return;
    closed = true;
    mine.end();
    if (await resetToBaseline(client, known)) idle.push(client);
    else await client.close();
  });
}

/**
 * A new database of its own on the PostgreSQL at `base`, migrated, and its URL (for API processes). Copied
 * from the run's template when there is one; CREATE DATABASE … TEMPLATE copies files, far cheaper than
 * running the migrations again.
 */
export async function postgresDatabase(
  base: string,
  prefix = 't',
): Promise<{ database: Database; url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = await createDb({ url: base, dataDir: '' });
  try {
    await admin.executeSql(
      templates.postgres
        ? `CREATE DATABASE ${name} TEMPLATE ${templates.postgres}`
        : `CREATE DATABASE ${name}`,
    );
  } finally {
    await admin.close();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await createDb({ url: url.toString(), dataDir: '' });
  if (!templates.postgres) await database.migrate();
  return { database, url: url.toString() };
}
