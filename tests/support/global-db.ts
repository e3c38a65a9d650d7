import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../server/db/client';

// Global setup of the server projects (the main process, before any worker starts): one database is migrated and
// every test file's database starts as a copy of it (tests/support/db-template.ts). On PGlite the copy is a dump
// file, kept between runs until a migration changes; on TEST_DATABASE_URL a template database for this run.

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a `dumpDataDir()` tarball of a migrated PGlite. */
    pgliteTemplate: string;
    /** Name of a migrated template database on TEST_DATABASE_URL's server; '' without one. */
    postgresTemplate: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const CACHE = path.join(root, 'node_modules/.cache/marketplace-tests');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Everything a migrated PGlite's bytes depend on: the migrations, createDb (extensions) and PGlite itself. */
function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = path.join(root, 'server/db/migrations');
  const files = readdirSync(migrations, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  const inputs = [
    ...files,
    path.join(root, 'server/db/client.ts'),
    path.join(root, 'node_modules/@electric-sql/pglite/package.json'),
  ];
  for (const file of inputs) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const file = path.join(CACHE, `pglite-${templateKey()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(CACHE, { recursive: true });
  const database = await createDb({ url: 'memory://', dataDir: '' });
  try {
    await database.migrate();
    const dump = await database.dumpDataDir!();
    // Written aside and renamed: a run starting meanwhile (another project, another terminal) never reads half.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  // Dumps of older migration sets are dead weight, once no run of another checkout can still be reading them.
  for (const name of readdirSync(CACHE)) {
    const other = path.join(CACHE, name);
    if (/^pglite-\w+\.tar$/.test(name) && other !== file && statSync(other).mtimeMs < Date.now() - DAY_MS)
      rmSync(other, { force: true });
  }
  return file;
}

/**
 * A migrated database on the PostgreSQL at `base` that CREATE DATABASE … TEMPLATE copies. PostgreSQL refuses to
 * copy a database anyone is connected to, so the migrating pool is closed and further connections refused.
 */
async function postgresTemplate(base: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `tpl_${randomBytes(6).toString('hex')}`;
  const admin = await createDb({ url: base, dataDir: '' });
  try {
    await admin.executeSql(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await createDb({ url: url.toString(), dataDir: '' });
    await database.migrate().finally(() => database.close());
    await admin.executeSql(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  } finally {
    await admin.close();
  }
  return {
    name,
    async drop() {
      const again = await createDb({ url: base, dataDir: '' });
      await again.executeSql(`DROP DATABASE IF EXISTS ${name}`).finally(() => again.close());
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('pgliteTemplate', await pgliteTemplate());
  const base = process.env.TEST_DATABASE_URL;
  const pg = base ? await postgresTemplate(base) : undefined;
  project.provide('postgresTemplate', pg?.name ?? '');
  return async () => {
    await pg?.drop();
  };
}
