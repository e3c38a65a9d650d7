// The app's server for a browser bench (Lighthouse, the door's verdict): `npm start` or the journeys' e2e server
// on a port, started and stopped as a child process, and only handed over once its own start-up work is done.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** CPU seconds (user + system) the process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

/**
 * Waits until the server's own start-up work is over (a first start deploys the contracts and mints the demo
 * items in the background): Lighthouse times the page's tasks on this machine, so a busy server beside the
 * browser would inflate them. Idle = under 5 % of a core over three seconds in a row; at most 3 minutes.
 */
async function settled(pid) {
  const deadline = Date.now() + 180_000;
  let quiet = 0;
  let last = cpuSeconds(pid);
  while (quiet < 3 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    quiet = now - last < 0.05 ? quiet + 1 : 0;
    last = now;
  }
}

/** How each kind of server is started: its script and environment. */
function serverCommand(kind, client, port) {
  if (kind === 'start') {
    // What `npm start` runs, with its own defaults (NODE_ENV production, LOG_LEVEL info, PGlite in DATA_DIR,
    // demo data on the first start); it builds dist/client itself when the sources are newer.
    const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.tmp/start-data'));
    const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
    for (const k of ['NODE_ENV', 'LOG_LEVEL', 'DATABASE_URL', 'DEMO_DATA']) delete env[k];
    return { script: 'scripts/start.mjs', env };
  }
  const env = { ...process.env, E2E_PORT: String(port), E2E_CLIENT_DIR: client, E2E_LOG_LEVEL: 'warn' };
  return { script: 'scripts/e2e-server.mjs', env };
}

/** Starts the `kind` server on `port` (serving `client` for e2e); resolves once /api/health answers. */
export async function startAppServer(kind, client, port) {
  const { script, env } = serverCommand(kind, client, port);
  const child = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it answered`))),
  );
  const deadline = Date.now() + 300_000;
  const ready = (async () => {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the server did not answer /api/health within 300 s');
  })();
  try {
    await Promise.race([ready, exited]);
    await settled(child.pid);
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
