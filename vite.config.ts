/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { appShell } from './scripts/vite-app-shell';
import { linguiMacro } from './scripts/vite-lingui-macro';
import { mantineLazyDefaults } from './scripts/vite-mantine-lazy-defaults';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = process.env.PORT ?? '8080';
const CI = Boolean(process.env.CI) && process.env.CI !== 'false';

/**
 * Server test files that need a process of their own: they mock modules (vi.mock), fake the clock or stub
 * globals or the environment, which would leak into the files after them in the shared `server` project.
 * tests/support/shared-guard.ts fails the run when a shared file does one of these.
 */
const ISOLATED_SERVER_TESTS = [
  'tests/server/payments-refund-race.test.ts',
  'tests/server/payments/reconcile.test.ts',
  'tests/server/payments/refund-payment.test.ts',
  'tests/machines/usage-events.machine.test.ts',
  'tests/machines/otp.machine.test.ts',
  'tests/machines/card-activation.machine.test.ts',
];

// Both server projects: every file's database is a copy of one migrated once (tests/support/global-db.ts).
const serverTests = {
  environment: 'node',
  include: ['tests/server/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
  globalSetup: ['tests/support/global-db.ts'],
  setupFiles: ['tests/support/server-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * UI test files that need a process of their own (the `ui-isolated` project): session.test.ts loads the session
 * module afresh (vi.resetModules, as a reload does) and installs an IndexedDB, which the other files must not
 * have (src/lib/token-cipher.ts would store keys in it in the background); ticket-store.test.ts, the holder's
 * IndexedDB store, likewise.
 */
const ISOLATED_UI_TESTS = [
  'tests/src/lib/session.test.ts',
  'tests/src/features/tickets/ticket-store.test.ts',
  // Replaces the header's member modules with stand-ins to see which a visitor's page fetches.
  'tests/src/routes/root-layout.test.tsx',
  // Whether the page has asked for its toast host yet is module state (src/lib/toast-host.ts).
  'tests/src/components/ToastHost.test.tsx',
  // The page views' queue waiting for its machine is module state (src/features/usage/page-views.ts).
  'tests/src/features/usage/page-views.test.ts',
];

export default defineConfig({
  plugins: [
    // Lingui's macros by Babel in the files that import one (scripts/vite-lingui-macro.ts), not in every file.
    linguiMacro(),
    react(),
    lingui(),
    // Mantine's default CSS variables computed on first use, not while the first load evaluates its modules.
    mantineLazyDefaults(),
    // index.html's shell: route preloads and a stylesheet that does not hold back its first paint.
    appShell(),
    // The one service worker (src/sw.ts → /sw.js), registered only by src/lib/offline-shell.ts from the pages
    // that must open offline. Its precache is index.html alone: a phone never downloads the whole app on install;
    // the page hands the worker the files it loaded. The web app manifest is public/'s, not generated here.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['index.html'] },
      devOptions: { enabled: false },
    }),
    // Precompressed copies (name.br, name.gz) beside each text asset; the server picks one by Accept-Encoding
    // (server/http/static.ts), so nothing is compressed per request. PRECOMPRESS=0 leaves them out: the tests'
    // build (scripts/test.mjs), where they would be a quarter of the build's CPU and change no chunk.
    process.env.PRECOMPRESS !== '0' &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        threshold: 512,
        // Brotli at quality 11 ran one file at a time (the plugin's default on 2 cores): two at once took a build
        // from 51 s to 43 s on this machine, the same bytes.
        scheduler: { limit: 2 },
        include: /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/,
      }),
  ],
  resolve: {
    alias: { '@': r('./src'), '@machines': r('./machines'), '@schemas': r('./server/schemas') },
  },
  // The manifest lets bench/initial-js.mjs follow each route's chunks and catalogs.
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    manifest: true,
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/files': `http://127.0.0.1:${apiPort}` } },
  test: {
    // Whether a pool starts a new worker for each file is decided for the whole pool, not per project: the
    // threads pool keeps its workers (the shared `server` and `ui` projects), the forks pool stays one process per
    // file (`server-isolated`, `ui-isolated`).
    poolOptions: { threads: { isolate: false } },
    // On CI a failed test runs once more, as the journeys do (playwright.config.ts): one failure under a busy
    // machine's load no longer fails the run, and a test that passes on its second try is listed as flaky at the
    // end of the log (scripts/vitest-outcomes-reporter.ts, scripts/test.mjs). Every project inherits it
    // (`extends: true`). Locally a failure is a failure the first time.
    retry: CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          ...serverTests,
          name: 'server',
          exclude: ['**/node_modules/**', ...ISOLATED_SERVER_TESTS],
          // A worker runs many files: the app's imports are paid once per worker, not once per file, and PGlite
          // opens faster in a process that opened one before. Each file still gets a database of its own.
          pool: 'threads',
          isolate: false,
          globalSetup: ['tests/support/global-db.ts', 'tests/support/shared-guard.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...serverTests,
          name: 'server-isolated',
          include: ISOLATED_SERVER_TESTS,
          pool: 'forks',
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          // One worker runs many files, so the imports (~6 CPU-s a file) are paid once per worker. Needs the
          // root's `poolOptions.threads.isolate: false` too: Vitest sets a pool's isolation for all its projects.
          // The window lives as long as the worker (tests/support/jsdom-shared-environment.ts), ui-setup.ts
          // resets the page at each file's end, ui-shared-guard.ts refuses files that would leak through modules.
          pool: 'threads',
          isolate: false,
          environment: './tests/support/jsdom-shared-environment.ts',
          include: ['tests/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...ISOLATED_UI_TESTS],
          setupFiles: ['tests/support/ui-setup.ts'],
          globalSetup: ['tests/support/ui-shared-guard.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui-isolated',
          // A process and a window per file: the forks pool stays isolated.
          pool: 'forks',
          isolate: true,
          environment: 'jsdom',
          include: ISOLATED_UI_TESTS,
          setupFiles: ['tests/support/ui-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
