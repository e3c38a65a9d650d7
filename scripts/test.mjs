// `npm test` (and CI): every check in order, failing fast, then one summary line `N passed, M failed`.
// Locally SKIP_PG=1 and SKIP_E2E=1 skip the PostgreSQL and browser stages; CI never skips.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPgBin, startPgTestServer } from './pg-test-server.mjs';
import { outcomeLines, playwrightOutcomes } from './test-outcomes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const CI = Boolean(process.env.CI) && process.env.CI !== 'false';
const isRoot = process.getuid?.() === 0;
const CHROMIUM = '/usr/bin/chromium';
/** Debian's chromium-headless-shell, which playwright.config.ts prefers when it is there. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const RESULTS = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const runStarted = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const sections = [];
const cleanups = [];
let current = null;
let child = null;
/** Children of stages run side by side (runCaptured), stopped with the run on SIGINT/SIGTERM. */
const running = new Set();

function header(title) {
  current = title;
  console.log(`\n${'='.repeat(78)}\n== ${title}\n${'='.repeat(78)}`);
}

function skipWanted(name) {
  if (process.env[name] !== '1') return false;
  if (CI) {
    console.log(`(${name}=1 ignored: CI never skips stages)`);
    return false;
  }
  return true;
}

/** Runs a command with inherited output; resolves to its exit code. */
function run(cmd, args, env = {}) {
  console.log(`$ ${[cmd, ...args].map((a) => path.relative(root, a) || a).join(' ')}`);
  return new Promise((resolve) => {
    child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', (err) => {
      console.error(err.message);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      child = null;
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** Runs a command with its output kept (for stages run side by side); resolves to its exit code and output. */
function runCaptured(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const started = Date.now();
    const c = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    running.add(c);
    c.stdout.on('data', (d) => chunks.push(d));
    c.stderr.on('data', (d) => chunks.push(d));
    const done = (code, err) => {
      running.delete(c);
      const output = Buffer.concat(chunks).toString() + (err ? `${err.message}\n` : '');
      resolve({ code, output, seconds: (Date.now() - started) / 1000 });
    };
    c.once('error', (err) => done(127, err));
    c.once('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

function apt(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    console.log(`$ apt-get ${args.join(' ')}`);
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) return false;
  }
  return true;
}

async function finish(code) {
  for (const c of running) c.kill('SIGTERM');
  for (const fn of cleanups.splice(0).reverse()) await fn().catch((e) => console.error(e));
  printSlowest();
  printOutcomes();
  console.log(`\n${'='.repeat(78)}`);
  for (const s of sections)
    console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.title}${s.note ? `  (${s.note})` : ''}`);
  if (totals.skipped) console.log(`${totals.skipped} skipped`);
  console.log(`total ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

/** A stage without its own test counts is one unit; stages with a JSON report add its test counts. */
async function stage(title, fn) {
  header(title);
  const started = Date.now();
  let result;
  try {
    result = await fn();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    result = { ok: false };
  }
  if (typeof result === 'number') result = { ok: result === 0 };
  // A stage run side by side with others reports its own process's time, not the wait for it.
  const seconds = (result.seconds ?? (Date.now() - started) / 1000).toFixed(1);
  if (result.skipped) {
    sections.push({ title, ok: true, note: 'skipped' });
    return;
  }
  if (result.counts && result.counts.passed + result.counts.failed > 0) {
    totals.passed += result.counts.passed;
    totals.skipped += result.counts.skipped ?? 0;
    // A crashed run (failed suite, no failed test) still counts as a failure.
    totals.failed += result.counts.failed || (result.ok ? 0 : 1);
  } else if (result.ok) totals.passed += 1;
  else totals.failed += 1;
  // Tests that passed only on their retry (CI) are among the passed, and said so: they are named at the end.
  const flaky = result.counts?.flaky ? ` (${result.counts.flaky} on a retry)` : '';
  const note = result.counts
    ? `${result.counts.passed} passed${flaky}, ${result.counts.failed} failed, ${seconds} s`
    : `${seconds} s`;
  sections.push({ title, ok: result.ok, note });
  console.log(`-- ${title}: ${result.ok ? 'ok' : 'FAILED'} in ${seconds} s`);
  if (!result.ok) {
    console.error(`\n✖ ${title} failed`);
    await finish(1);
  }
}

/** Files of a runner's JSON report with their time in seconds, from `read`; none when it is missing. */
function fileTimes(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return [];
  }
}

/** Vitest: each file's wall time in its worker. */
const vitestFileTimes = (r) =>
  r.testResults.map((t) => ({
    name: path.relative(root, t.name),
    seconds: (t.endTime - t.startTime) / 1000,
  }));

/** Playwright: each spec file's summed test time per project (retries included: they are time spent). */
function playwrightFileTimes(r) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const key = `${spec.file ?? suite.file} [${t.projectName}]`;
        const ms = (t.results ?? []).reduce((sum, x) => sum + (x.duration ?? 0), 0);
        byFile.set(key, (byFile.get(key) ?? 0) + ms);
      }
    for (const s of suite.suites ?? []) walk({ file: suite.file, ...s });
  };
  for (const s of r.suites ?? []) walk(s);
  return [...byFile].map(([name, ms]) => ({ name, seconds: ms / 1000 }));
}

/** The 10 slowest files of each runner that ran, so a slow newcomer is seen in every run's log. */
function printSlowest() {
  const reports = [
    ['Vitest (PGlite)', 'vitest.json', vitestFileTimes],
    ['Vitest on PostgreSQL', 'vitest-pg.json', vitestFileTimes],
    ['Playwright', 'playwright.json', playwrightFileTimes],
  ];
  for (const [title, file, read] of reports) {
    const times = fileTimes(path.join(RESULTS, file), read).sort((a, b) => b.seconds - a.seconds);
    if (times.length === 0) continue;
    console.log(`\nSlowest files, ${title}:`);
    for (const t of times.slice(0, 10)) console.log(`  ${t.seconds.toFixed(1).padStart(7)} s  ${t.name}`);
  }
}

/** Where scripts/vitest-outcomes-reporter.ts writes a Vitest run's failed and flaky tests: beside its JSON report. */
const outcomesFile = (file) => file.replace(/\.json$/, '-outcomes.json');

/**
 * Each runner's failed tests and those that passed only on their retry (vite.config.ts and playwright.config.ts
 * retry once on CI), named at the very end of the log: the runners' own accounts scroll away above it.
 */
function printOutcomes() {
  const reports = [
    ['Vitest (PGlite)', outcomesFile('vitest.json'), (r) => r],
    ['Vitest on PostgreSQL', outcomesFile('vitest-pg.json'), (r) => r],
    ['Database outage drill', outcomesFile('vitest-outage.json'), (r) => r],
    ['Playwright', 'playwright.json', (r) => playwrightOutcomes(r, root)],
  ];
  for (const [title, file, read] of reports) {
    let outcomes;
    try {
      outcomes = read(JSON.parse(readFileSync(path.join(RESULTS, file), 'utf8')));
    } catch {
      continue;
    }
    for (const line of outcomeLines(title, outcomes, `test-results/${file}`)) console.log(line);
  }
}

function vitestCounts(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    let flaky = 0;
    try {
      flaky = JSON.parse(readFileSync(outcomesFile(file), 'utf8')).flaky.length;
    } catch {
      // No outcomes file (a crashed run): no count of retried tests.
    }
    return {
      flaky,
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    };
  } catch {
    return null;
  }
}

function playwrightCounts(file) {
  try {
    const s = JSON.parse(readFileSync(file, 'utf8')).stats;
    return { passed: s.expected + s.flaky, flaky: s.flaky, failed: s.unexpected, skipped: s.skipped };
  } catch {
    return null;
  }
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    console.error(`\n${sig}: stopping${current ? ` during "${current}"` : ''}`);
    child?.kill(sig);
    for (const c of running) c.kill(sig);
    void finish(130);
  });
}

mkdirSync(RESULTS, { recursive: true });
// The slowest-files summary reads these: a report left by an earlier run must not pass for this one's.
for (const f of ['vitest.json', 'vitest-pg.json', 'vitest-outage.json']) {
  rmSync(path.join(RESULTS, f), { force: true });
  rmSync(path.join(RESULTS, outcomesFile(f)), { force: true });
}
rmSync(path.join(RESULTS, 'playwright.json'), { force: true });
const runE2E = !skipWanted('SKIP_E2E');
const runPg = !skipWanted('SKIP_PG');

await stage('Chromium (browser for Playwright)', async () => {
  if (!runE2E) return { skipped: true };
  const installed = (pkg) => spawnSync('dpkg', ['-s', pkg], { stdio: 'ignore' }).status === 0;
  if (!existsSync(CHROMIUM)) {
    if (!isRoot)
      throw new Error(
        `${CHROMIUM} is missing: run \`sudo apt-get install -y chromium chromium-headless-shell fonts-noto-cjk\``,
      );
    // One apt-get for all three; the headless shell alone may be missing from an older Debian release.
    if (
      !apt(['chromium', 'chromium-headless-shell', 'fonts-noto-cjk']) &&
      !apt(['chromium', 'fonts-noto-cjk'])
    )
      throw new Error('apt-get install chromium failed');
  } else if (isRoot && !installed('fonts-noto-cjk')) {
    // CJK screenshots show boxes without these fonts.
    if (!apt(['fonts-noto-cjk'])) throw new Error('apt-get install fonts-noto-cjk failed');
  }
  // The headless shell runs the journeys a fifth faster than the full browser (playwright.config.ts); without
  // it (a Debian release that lacks the package, or no root) they run on chromium.
  if (!existsSync(HEADLESS_SHELL) && isRoot && !apt(['chromium-headless-shell']))
    console.log('chromium-headless-shell could not be installed: the journeys run on the full chromium');
  const browser = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
  const v = spawnSync(browser, ['--version'], { encoding: 'utf8' });
  console.log(`${v.stdout?.trim() || browser} (${browser})`);
  return 0;
});

await stage('PostgreSQL server binaries', async () => {
  if (!runPg) return { skipped: true };
  if (!findPgBin()) {
    if (!isRoot) throw new Error('PostgreSQL is missing: run `sudo apt-get install -y postgresql`');
    if (!apt(['postgresql'])) throw new Error('apt-get install postgresql failed');
    if (!findPgBin()) throw new Error('initdb not found under /usr/lib/postgresql/*/bin after install');
  }
  console.log(findPgBin());
  return 0;
});

/**
 * The static checks and the contract compile read the tree and write nothing the others read, so they run side
 * by side (about 4 CPU-minutes in all, on 2 cores); each one's output is printed whole, in this order, once it
 * is done, with its own time.
 */
const sideBySide = [
  ['Prettier (prettier --check .)', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['ESLint (eslint .)', bin('eslint'), ['.']],
  // TypeScript 7 (the native compiler, package alias typescript-7): a third of 5.9's CPU time for the same check.
  // typescript@5.9 stays for the tools that load TypeScript's JavaScript API (typescript-eslint, Lingui).
  // One checker instead of its default four: each checker builds its own types of the shared modules (the
  // database schema, the API's route types), so four took twice the CPU (47 s against 22 s here) for no gain on
  // 2 cores that Prettier and ESLint share.
  [
    'TypeScript (tsc 7 --noEmit)',
    process.execPath,
    [
      path.join(root, 'node_modules/typescript-7/bin/tsc'),
      '-p',
      'tsconfig.json',
      '--noEmit',
      '--checkers',
      '1',
    ],
  ],
  ['i18n catalogs (scripts/i18n-check.mjs)', process.execPath, [path.join(root, 'scripts/i18n-check.mjs')]],
  [
    'Contracts (solc, scripts/compile-contracts.mjs)',
    process.execPath,
    [path.join(root, 'scripts/compile-contracts.mjs')],
  ],
].map(([title, cmd, args]) => ({ title, cmd, args, done: runCaptured(cmd, args) }));
for (const { title, cmd, args, done } of sideBySide) {
  await stage(title, async () => {
    console.log(`$ ${[cmd, ...args].map((a) => path.relative(root, a) || a).join(' ')}`);
    const { code, output, seconds } = await done;
    process.stdout.write(output);
    return { ok: code === 0, seconds };
  });
}

/**
 * Vitest's arguments for a run that writes its JSON report (counts, slowest files) to `file`, and its failed and
 * flaky tests beside it (outcomesFile), for the summary at the log's end.
 */
const vitestArgs = (file, args) => [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--reporter=./scripts/vitest-outcomes-reporter.ts',
  `--outputFile.json=${file}`,
  `--outputFile.outcomes=${outcomesFile(file)}`,
  ...args,
];

async function vitest(title, file, args, env) {
  await stage(title, async () => {
    rmSync(file, { force: true });
    rmSync(outcomesFile(file), { force: true });
    const code = await run(bin('vitest'), vitestArgs(file, args), env);
    return { ok: code === 0, counts: vitestCounts(file) };
  });
}

/**
 * What runs again on a real PostgreSQL: the tests where locking matters (PGlite has one connection, so its row
 * locks never contend). Everything else is the same PostgreSQL engine on PGlite and ran in the stage before;
 * running the whole server project twice put the suite near CI's 90 minutes. Path filters, as vitest takes them.
 */
const POSTGRES_SUITES = [
  'race.test.ts',
  'tests/server/routes/payouts.test.ts',
  'tests/server/routes/stamps.test.ts',
  'tests/server/services/orders/',
  'tests/server/payments/record.test.ts',
  'tests/server/chain/tx-journal.test.ts',
  'tests/server/jobs/queue.test.ts',
  // The pool's bounded queue needs connections that can all be busy.
  'tests/server/db/pool.test.ts',
  // Named prepared statements per shape: node-postgres prepares them per pooled connection.
  'tests/server/services/catalog/product-list.test.ts',
  // The search's plans (first passes, probes, bitmaps) as the server PostgreSQL chooses them, and its
  // similarity threshold set on each pooled connection.
  'tests/server/services/catalog/search-answers.test.ts',
  'tests/server/db/session.test.ts',
];

// Two workers: Vitest's default on 2 cores is one (cores − 1), which left a core idle while the run took
// 35 minutes; with two the whole suite passed on this machine even with other work running beside it.
await vitest('Vitest (PGlite)', path.join(RESULTS, 'vitest.json'), ['--maxWorkers=2', '--minWorkers=1']);

if (runPg) {
  const pg = await (async () => {
    header('Starting a throwaway PostgreSQL');
    try {
      return await startPgTestServer({ log: console.log });
    } catch (err) {
      console.error(err.message);
      sections.push({ title: 'Starting a throwaway PostgreSQL', ok: false });
      totals.failed += 1;
      return finish(1);
    }
  })();
  cleanups.push(() => pg.stop());
  await vitest(
    'Vitest server project on PostgreSQL',
    path.join(RESULTS, 'vitest-pg.json'),
    // server-isolated holds the files that mock modules (the refund race among them).
    // Two workers, as on PGlite: Vitest's default on 2 cores is one.
    [
      '--maxWorkers=2',
      '--minWorkers=1',
      '--project',
      'server',
      '--project',
      'server-isolated',
      ...POSTGRES_SUITES,
    ],
    {
      TEST_DATABASE_URL: pg.url,
    },
  );
  await pg.stop();
} else {
  sections.push({ title: 'Vitest server project on PostgreSQL', ok: true, note: 'skipped' });
}

/**
 * Two API processes on a PostgreSQL the test kills (pg_ctl stop -m immediate) and starts again. It
 * starts its own cluster, after the stage above has stopped its own, and spends most of its minute waiting (for
 * the cluster, the processes, the restart), so it runs beside the build, which is all CPU; its output is printed
 * whole once both are done. Its margins are wide: 503 within 2 s (the slowest answer took 24 ms), 200 within 5 s.
 */
const outageReport = path.join(RESULTS, 'vitest-outage.json');
const drill = runPg
  ? runCaptured(
      bin('vitest'),
      vitestArgs(outageReport, ['--project', 'server', 'tests/server/outage.test.ts']),
      { OUTAGE_TEST: '1' },
    )
  : null;

/**
 * The SPA the journeys and the initial-JS guard use, built into test-results/client instead of dist/client and
 * without the precompressed copies (PRECOMPRESS=0, vite.config.ts): Brotli at quality 11 is a quarter of the
 * build's CPU, the server serves the plain files when there is no copy, and the chunks, which are what the
 * guard measures (gzip, computed by it), are the same. dist/client stays the one `npm start` builds and serves.
 */
const testClient = path.join(RESULTS, 'client');

/**
 * The journeys' server (scripts/e2e-server.mjs: migrations, demo data, contracts on the in-process chain) boots
 * beside the build, which leaves a core mostly idle (Rollup bundles on one thread), instead of in front of the
 * first journey: Playwright finds it up and uses it (E2E_SERVER_READY, playwright.config.ts). It reads the
 * built files per request (E2E_CLIENT_DIR); the empty directory it finds at boot is the one the build fills.
 */
const e2ePort = process.env.E2E_PORT ?? '4173';
const e2eServer = runE2E ? startE2EServer() : null;

function startE2EServer() {
  rmSync(testClient, { recursive: true, force: true });
  mkdirSync(testClient, { recursive: true });
  const log = openSync(path.join(RESULTS, 'e2e-server.log'), 'w');
  const c = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    stdio: ['ignore', log, log],
    env: { ...process.env, E2E_PORT: e2ePort, E2E_CLIENT_DIR: testClient },
  });
  const exited = new Promise((resolve) => c.once('exit', (code, signal) => resolve(code ?? signal)));
  running.add(c);
  cleanups.push(async () => {
    // SIGTERM lets it close PGlite and delete its temporary data directory.
    if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    running.delete(c);
  });
  return { exited };
}

/** Resolves once the journeys' server answers /api/health; rejects when it exits or takes 3 minutes. */
async function e2eServerUp(server) {
  const deadline = Date.now() + 180_000;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the journeys' server exited while starting: see test-results/e2e-server.log`);
    const up = await fetch(`http://127.0.0.1:${e2ePort}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the journeys' server did not answer in 3 minutes: see test-results/e2e-server.log`);
}

// The build runs even without the browser stage: the initial-JS guard reads it.
await stage('Vite build (test-results/client, not precompressed)', () =>
  run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', testClient, '--emptyOutDir'], {
    PRECOMPRESS: '0',
  }),
);
// Fails when ethers, three.js, model-viewer, the inspector or Mantine's overlays reach the first screen of
// home, explore or item detail, or when their initial JS grows past the ceiling (bench/README.md).
await stage('Initial JS guard (bench/initial-js.mjs --check)', () =>
  run(process.execPath, [path.join(root, 'bench/initial-js.mjs'), '--check', '--dir', testClient]),
);

if (drill) {
  await stage('Database outage drill (two API processes, PostgreSQL restarted)', async () => {
    const { code, output, seconds } = await drill;
    process.stdout.write(output);
    return { ok: code === 0, counts: vitestCounts(outageReport), seconds };
  });
} else sections.push({ title: 'Database outage drill', ok: true, note: 'skipped' });

if (runE2E) {
  await stage('Playwright (e2e, Chromium)', async () => {
    const file = path.join(RESULTS, 'playwright.json');
    rmSync(file, { force: true });
    await e2eServerUp(e2eServer);
    // playwright.config.ts writes its JSON report to this file.
    // E2E_CLIENT_DIR for a server the config's webServer would start itself (the one above not answering).
    const code = await run(bin('playwright'), ['test'], {
      E2E_SERVER_READY: '1',
      E2E_PORT: e2ePort,
      E2E_CLIENT_DIR: testClient,
    });
    return { ok: code === 0, counts: playwrightCounts(file) };
  });
} else sections.push({ title: 'Playwright (e2e, Chromium)', ok: true, note: 'skipped' });

await finish(0);
