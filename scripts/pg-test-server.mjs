// A throwaway PostgreSQL for tests: initdb into a temp dir, listen on a free loopback port, no fsync.
// `node scripts/pg-test-server.mjs` alone starts one and prints its URL until Ctrl-C.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Directory holding initdb and postgres (newest installed major version), or null. */
export function findPgBin() {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** True once the server answers a query (it accepts connections a little before startup ends). */
async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Starts PostgreSQL; returns { url, stop, crash, restart } (the last two for the outage test, which passes
 * `durable: true`). As root, initdb and postgres run as the `postgres` user
 * (PostgreSQL refuses to run as root).
 */
export async function startPgTestServer({ log = () => {}, durable = false } = {}) {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const wrap = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);

  const [initCmd, initArgs] = wrap(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  execFileSync(initCmd, initArgs, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });

  const port = await freePort();
  const [pgCmd, pgArgs] = wrap(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'fsync=off',
    // Without `durable` a commit is answered before its WAL is written (fast tests); a crash (`crash()`)
    // would then lose commits already answered, so the outage test asks for durable commits. fsync stays
    // off: the operating system keeps what a killed server wrote.
    '-c',
    `synchronous_commit=${durable ? 'on' : 'off'}`,
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  let child;
  let stderr = '';
  let exited = false;
  function launch() {
    exited = false;
    child = spawn(pgCmd, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });
    child.stderr.on('data', (d) => (stderr += d));
    child.once('exit', () => (exited = true));
  }

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    if (!exited) {
      const gone = new Promise((resolve) => {
        const t = setTimeout(() => (child.kill('SIGKILL'), resolve()), 10_000);
        child.once('exit', () => (clearTimeout(t), resolve()));
      });
      // A fast shutdown by pg_ctl, which signals the postmaster itself: as root the child is runuser, which does
      // not pass SIGINT on, so each stop waited out the 10 s above (pg_ctl: a fifth of a second).
      const [cmd, args] = wrap(path.join(bin, 'pg_ctl'), [
        'stop',
        '-D',
        data,
        '-m',
        'fast',
        '-w',
        '-t',
        '10',
      ]);
      try {
        execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });
      } catch {
        child.kill('SIGINT');
      }
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  async function waitAnswering() {
    const deadline = Date.now() + 30_000;
    while (!(await answers(url))) {
      if (exited || Date.now() > deadline) {
        await stop();
        throw new Error(`PostgreSQL did not start:\n${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Kills the server as a crash or failover would: `pg_ctl stop -m immediate` (no shutdown checkpoint). */
  async function crash() {
    const [cmd, args] = wrap(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w']);
    execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });
    if (!exited) await new Promise((resolve) => child.once('exit', resolve));
  }

  /** Starts the server again on the same port and data after `crash` (crash recovery runs first). */
  async function restart() {
    launch();
    await waitAnswering();
  }

  launch();
  await waitAnswering();
  log(`PostgreSQL ${path.basename(path.dirname(bin))} on ${url} (data in ${dir})`);
  return { url, port, dir, stop, crash, restart };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pg = await startPgTestServer({ log: console.log });
  const stop = () => pg.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
