import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/pg-test-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ApiProcess = {
  base: string;
  child: ChildProcess;
  /** Everything the process wrote (pino JSON lines and start-up text). */
  output(): string;
  /** The exit code or signal once it ended, else null. */
  exited(): string | null;
  stop(): Promise<void>;
};

/**
 * Starts the real server (`node --import tsx server/index.ts`) as its own process on a free port, with `env`
 * on top of a quiet test environment, and resolves once `/api/ready` answers 200.
 */
export async function startApiProcess(
  env: Record<string, string>,
  readyWithinMs = 180_000,
  /** Node options before the script, e.g. --cpu-prof (which NODE_OPTIONS refuses). */
  nodeArgs: string[] = [],
): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-process-'));
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  let ended: string | null = null;
  child.once('exit', (code, signal) => (ended = signal ?? String(code)));
  const base = `http://127.0.0.1:${port}`;
  const proc: ApiProcess = {
    base,
    child,
    output: () => out,
    exited: () => ended,
    async stop() {
      if (ended === null) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await done;
        clearTimeout(t);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (ended !== null) throw new Error(`server exited (${ended}) before it was ready:\n${out.slice(-4000)}`);
    if (Date.now() > deadline) {
      await proc.stop();
      throw new Error(`server not ready within ${readyWithinMs} ms:\n${out.slice(-4000)}`);
    }
    const res = await fetch(`${base}/api/ready`).catch(() => null);
    if (res?.status === 200) return proc;
    await new Promise((r) => setTimeout(r, 250));
  }
}
