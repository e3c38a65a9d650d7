// `npm run bench`: builds the SPA, measures the initial JS of home, explore and item detail, /api/health
// throughput and Lighthouse mobile on those three pages (BENCH_SKIP_LIGHTHOUSE=1 skips it), writes
// bench/results/latest.json and prints a table. Exits non-zero when a target is missed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureHealth } from './health.mjs';
import { measureInitialJs } from './initial-js.mjs';
import { measureProducts } from './products.mjs';
import { lighthouseRows, lighthouseServerArg, measureLighthouse } from './lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('vite build…');
  const b = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

console.log('\n(a) initial JS of home, explore and item detail');
const js = measureInitialJs();
for (const r of js.routes)
  console.log(`  ${r.route}: ${r.gzipKiB} KiB gz in ${r.chunks.length} chunks (largest ${r.chunks[0].file})`);

console.log('\n(b) GET /api/health, 50 connections, 10 s per run');
const health = await measureHealth({ seconds: Number(process.env.BENCH_SECONDS ?? 10) });

// Needs the Debian postgresql package (a throwaway server, like the tests'); BENCH_SKIP_PRODUCTS=1 skips it.
let products = null;
if (process.env.BENCH_SKIP_PRODUCTS !== '1') {
  console.log('\n(b2) signed listProducts, app vs bare node:http + pg, 1, 10 and 50 connections');
  products = await measureProducts({ seconds: Number(process.env.BENCH_SECONDS ?? 10) });
}

let lighthouse = null;
if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
  // `npm run bench -- --server=start` measures the `npm start` server (bench/lighthouse.mjs).
  const server = lighthouseServerArg(process.argv.slice(2)) ?? 'e2e';
  console.log(`\n(c) Lighthouse mobile, home, explore, item detail and step 1, on the ${server} server`);
  lighthouse = await measureLighthouse({ server });
}

const result = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  },
  initialJs: js,
  health,
  products,
  lighthouse,
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify(result, null, 2)}\n`);

const rows = [
  ...js.routes.map((r) => [
    `initial JS ${r.route}`,
    `${r.gzipKiB} KiB`,
    `≤ ${js.budgetKiB} KiB`,
    r.withinBudget,
  ]),
  [
    'kept out of initial JS',
    js.markerFree ? 'none found' : [...new Set(js.routes.flatMap((r) => r.markers))].join(', '),
    'none',
    js.markerFree,
  ],
  ['health bare', `${health.bareReqPerSec} req/s`, '', true],
  ['health app', `${health.appReqPerSec} req/s`, '', health.errors === 0],
  ['app / bare', String(health.ratio), `≥ ${health.target}`, health.meetsTarget],
  ...(products?.levels ?? []).map((l) => [
    `listProducts ${l.connections} conn`,
    `${l.ratio} (${l.app.reqPerSec}/${l.bare.reqPerSec})`,
    `≥ ${products.target}`,
    l.ratio >= products.target && l.app.bad + l.bare.bad === 0,
  ]),
  ...(lighthouse ? lighthouseRows(lighthouse) : []),
];
console.log('');
console.log(`${'metric'.padEnd(26)} ${'value'.padEnd(14)} ${'target'.padEnd(12)} ok`);
for (const [m, v, t, ok] of rows)
  console.log(`${m.padEnd(26)} ${v.padEnd(14)} ${t.padEnd(12)} ${ok ? 'yes' : 'NO'}`);
console.log(`\nwritten bench/results/latest.json (${result.machine.cpus} cores, ${result.machine.cpuModel})`);
process.exit(rows.every((r) => r[3]) ? 0 : 1);
