// The expiry project's own server (orders expire after 40 s): started by the first test that needs it, not by
// playwright.config.ts `webServer`, which would start it for every run (a 2-core CI machine then builds two
// demo databases at once, and a run of other specs waits for both).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CI = Boolean(process.env.CI) && process.env.CI !== 'false';

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Sends SIGTERM (the server closes PGlite and deletes its DATA_DIR) and waits up to 10 s before SIGKILL. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * `test` with the project's server running: scripts/e2e-server.mjs on the port of the project's baseURL with
 * ORDER_TTL_SECONDS=40, started once per worker and stopped after it. Outside CI a server already answering
 * there is reused, as the config's webServer does.
 */
export const test = base.extend<object, { expiryServer: void }>({
  expiryServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, info) => {
      const baseURL = new URL(info.project.use.baseURL!);
      const health = new URL('/api/health', baseURL).href;
      if (!CI && (await healthy(health))) return use();
      const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
        cwd: root,
        env: { ...process.env, E2E_PORT: baseURL.port, ORDER_TTL_SECONDS: '40' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      try {
        const deadline = Date.now() + 180_000;
        while (!(await healthy(health))) {
          if (child.exitCode !== null)
            throw new Error(`the expiry server exited (${child.exitCode}):\n${output}`);
          if (Date.now() > deadline)
            throw new Error(`the expiry server did not answer ${health}:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        await use();
      } finally {
        await stop(child);
      }
    },
    // Starting PGlite with the demo data takes a while on a loaded machine.
    { scope: 'worker', auto: true, timeout: 200_000 },
  ],
});
