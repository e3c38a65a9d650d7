// The real product for Playwright: a fresh PGlite in a temp DATA_DIR, demo data, the built SPA (run
// `vite build` first; `npm test` does). Started by playwright.config.ts `webServer`.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

// E2E_CLIENT_DIR: serve a SPA built elsewhere (`vite build --outDir <dir>`) instead of dist/client, so a
// build for one test run does not replace the checkout's. The server reads `dist/client` from its working
// directory, which becomes a temp directory linking there.
if (process.env.E2E_CLIENT_DIR) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'e2e-cwd-'));
  mkdirSync(path.join(cwd, 'dist'));
  symlinkSync(path.resolve(process.env.E2E_CLIENT_DIR), path.join(cwd, 'dist', 'client'), 'dir');
  process.on('exit', () => rmSync(cwd, { recursive: true, force: true }));
  process.chdir(cwd);
}

Object.assign(process.env, {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: process.env.E2E_PORT ?? '4173',
  HOST: '127.0.0.1',
  DEMO_DATA: 'true',
  // Every journey logs in from 127.0.0.1; the production limit of 10 a minute would throttle the suite.
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  // Card activation waits 3 minutes in production (spec §4); the journeys watch it finish in seconds.
  CARD_ACTIVATION_DELAY_SECONDS: process.env.CARD_ACTIVATION_DELAY_SECONDS ?? '5',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // A journey moves one request's clock with x-test-clock-offset-days (the coin journey's pending period).
  TEST_CLOCK: 'true',
});

register();
await import('../server/index.ts');
