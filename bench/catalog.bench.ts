// `npm run bench:catalog`: search and explore paging over BENCH_ITEMS items (100 000 by default) on PGlite
// and PostgreSQL (see bench/README.md). Writes bench/results/catalog.json, prints a table, exits non-zero
// when a target is missed. BENCH_BACKENDS=pglite (or =postgres) runs one backend only; BENCH_PG_URL runs the
// PostgreSQL part on a server of your own and keeps what it loads there (a million items load once).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { createDb, type Database } from '../server/db/client';
import pg from 'pg';
import { ListProductsQuery } from '../server/schemas/catalog';
import { RankingQuery } from '../server/schemas/product-lists';
import { listProducts, productListQuery } from '../server/services/catalog/product-list';
import { listPropertyFacets } from '../server/services/catalog/facets';
import { productRanking } from '../server/services/catalog/ranking';
import { searchCatalog } from '../server/services/catalog/search';
import { benchKeywords } from './catalog-keywords';
import { loadCatalogue, SIZES } from './catalog-load';

type Db = Database['db'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
// The targets: search p95 ≤ 20 ms at a million items on PostgreSQL, a deep page within 10 % of the first.
const TARGETS = { searchP95Ms: { postgres: 20, pglite: 120 }, deepPageRatio: 1.1 } as const;
const DEEP_PAGE = 1000;
const PAGE_SIZE = 24;
/** Search passes over the keywords (after one warm-up pass); each keyword's time is its median. */
const SEARCH_PASSES = 3;
/** Page 1 / page 1000 measurements, alternating, so both meet the same machine load. */
const PAIRS = 40;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
const median = (xs: number[]) => quantile(xs, 0.5);
const round = (x: number) => Math.round(x * 100) / 100;

async function measureSearch(db: Db) {
  const keywords = benchKeywords();
  for (const k of keywords) await searchCatalog(db, k.keyword, 24);
  const times = keywords.map(() => [] as number[]);
  const hits = keywords.map(() => 0);
  for (let pass = 0; pass < SEARCH_PASSES; pass++)
    for (const [i, k] of keywords.entries())
      times[i]!.push(
        await time(async () => {
          const r = await searchCatalog(db, k.keyword, 24);
          hits[i] = r.items.length + r.collections.length + r.creators.length;
        }),
      );
  const runs = keywords.map((k, i) => ({ ...k, ms: median(times[i]!), hits: hits[i]! }));
  const stats = (xs: number[]) => ({ p50: round(median(xs)), p95: round(quantile(xs, 0.95)) });
  const kinds = [...new Set(runs.map((r) => r.kind))];
  return {
    keywords: runs.length,
    ...stats(runs.map((r) => r.ms)),
    max: round(Math.max(...runs.map((r) => r.ms))),
    /** p95 over every single call (no per-keyword median), for comparison. */
    rawP95: round(quantile(times.flat(), 0.95)),
    byKind: Object.fromEntries(
      kinds.map((kind) => {
        const xs = runs.filter((r) => r.kind === kind);
        return [kind, { ...stats(xs.map((r) => r.ms)), noHits: xs.filter((r) => r.hits === 0).length }];
      }),
    ),
    slowest: [...runs]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((r) => `${r.keyword} (${round(r.ms)} ms)`),
  };
}

/** Server-side execution time of a query (EXPLAIN ANALYZE), and its plan's scan lines. */
async function explain(database: Database, query: { sql: string; params: unknown[] }) {
  const rows = (await database.executeSql(`explain analyze ${query.sql}`, query.params)).rows;
  const lines = rows.map((r) => String(Object.values(r as object)[0]));
  const exec = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1] ?? NaN);
  return {
    exec,
    scans: lines.filter((l) => /Scan|Sort/.test(l)).map((l) => l.trim().replace(/\s+\(cost.*$/, '')),
  };
}

async function measureExplore(database: Database, sort: (typeof SORTS)[number]) {
  const db = database.db;
  const first = v.parse(ListProductsQuery, { sort, limit: String(PAGE_SIZE) });
  let cursor: string | null = null;
  for (let page = 1; page < DEEP_PAGE; page++) {
    cursor = (await listProducts(db, { ...first, ...(cursor ? { cursor } : {}) })).nextCursor;
    if (!cursor) throw new Error(`${sort}: the list ended at page ${page}`);
  }
  const deep = { ...first, cursor: cursor! };
  const t1: number[] = [];
  const t1000: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const a = await time(() => listProducts(db, first));
    const b = await time(() => listProducts(db, deep));
    t1.push(a);
    t1000.push(b);
    ratios.push(b / a);
  }
  const plans = [];
  for (let i = 0; i < 5; i++)
    plans.push([
      await explain(database, productListQuery(db, first).toSQL()),
      await explain(database, productListQuery(db, deep).toSQL()),
    ]);
  return {
    sort,
    page1: { median: round(median(t1)), min: round(Math.min(...t1)) },
    page1000: { median: round(median(t1000)), min: round(Math.min(...t1000)) },
    /** Median of the paired page-1000 / page-1 times. */
    ratio: round(median(ratios)),
    execMs: {
      page1: round(median(plans.map((p) => p[0]!.exec))),
      page1000: round(median(plans.map((p) => p[1]!.exec))),
    },
    plan1000: plans[0]![1]!.scans,
  };
}

/**
 * Loads the catalogue, or on a server of one's own (BENCH_PG_URL) reuses the one loaded there by an earlier
 * run. On PostgreSQL the load has a connection of its own: a batch or the VACUUM of a million items can pass
 * the API pool's 20 s reply limit. Null when the catalogue was already there.
 */
async function load(database: Database, url: string): Promise<number | null> {
  if (database.kind === 'postgres' && process.env.BENCH_PG_URL) {
    const [row] = (await database.executeSql('select count(*)::int as n from products')).rows as {
      n: number;
    }[];
    if (row!.n > 0) {
      if (row!.n !== SIZES.items)
        throw new Error(`BENCH_PG_URL holds ${row!.n} items, BENCH_ITEMS is ${SIZES.items}`);
      console.log(`\n[postgres] reusing the ${row!.n} items at BENCH_PG_URL`);
      return null;
    }
  }
  console.log(`\n[${database.kind}] loading ${SIZES.items} items…`);
  const log = (line: string) => console.log(`[${database.kind}] ${line}`);
  if (database.kind !== 'postgres') return loadCatalogue(database, { log });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await loadCatalogue(database, { log, execute: (text) => client.query(text) });
  } finally {
    await client.end();
  }
}

async function runBackend(kind: 'pglite' | 'postgres') {
  let stopPg: (() => Promise<void>) | null = null;
  let url = 'memory://';
  const ownPg = kind === 'postgres' ? process.env.BENCH_PG_URL : undefined;
  if (ownPg) url = ownPg;
  else if (kind === 'postgres') {
    const modulePath = '../scripts/pg-test-server.mjs'; // plain JS, no types: imported by path
    const { startPgTestServer } = (await import(modulePath)) as {
      startPgTestServer: () => Promise<{ url: string; stop: () => Promise<void> }>;
    };
    const pg = await startPgTestServer();
    [url, stopPg] = [pg.url, pg.stop];
  }
  const database = await createDb({ url, dataDir: '' });
  try {
    await database.migrate();
    const loadMs = await load(database, url);
    console.log(`[${kind}] searching…`);
    const search = await measureSearch(database.db);
    console.log(`[${kind}] search p50 ${search.p50} ms, p95 ${search.p95} ms; paging…`);
    const explore = [];
    for (const sort of SORTS) explore.push(await measureExplore(database, sort));
    const best = async (fn: () => Promise<unknown>) => {
      const xs = [];
      for (let i = 0; i < 5; i++) xs.push(await time(fn));
      return round(median(xs));
    };
    const ranking = v.parse(RankingQuery, { period: '7d' });
    const other = {
      ranking7d: await best(() => productRanking(database.db, ranking, new Date())),
      facetsAll: await best(() => listPropertyFacets(database.db)),
    };
    return { kind, loadMs, search, explore, otherMedianMs: other };
  } finally {
    await database.close();
    await stopPg?.();
  }
}

const loadBefore = os.loadavg().map(round);
const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const results = [];
for (const b of backends) results.push(await runBackend(b));

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
  loadAverage: { before: loadBefore, after: os.loadavg().map(round) },
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
// A million items (the search target's size) are kept apart from the default run of both databases.
writeFileSync(
  path.join(root, `bench/results/${SIZES.items >= 1_000_000 ? 'catalog-1m' : 'catalog'}.json`),
  `${JSON.stringify({ date: new Date().toISOString(), machine, sizes: SIZES, results }, null, 2)}\n`,
);

let ok = true;
console.log(`\n${'backend'.padEnd(9)} ${'metric'.padEnd(36)} ${'value'.padEnd(26)} ${'target'.padEnd(9)} ok`);
for (const r of results) {
  const target = TARGETS.searchP95Ms[r.kind];
  const rows: [string, string, string, boolean][] = [
    [
      'search p95 (200 keywords)',
      `${r.search.p95} ms (p50 ${r.search.p50})`,
      `≤ ${target} ms`,
      r.search.p95 <= target,
    ],
    ...r.explore.map((e): [string, string, string, boolean] => [
      `explore ${e.sort}: page ${DEEP_PAGE} / page 1`,
      `${e.page1000.median} / ${e.page1.median} ms → ${e.ratio}`,
      `≤ ${TARGETS.deepPageRatio}`,
      e.ratio <= TARGETS.deepPageRatio,
    ]),
  ];
  for (const [m, val, t, pass] of rows) {
    ok &&= pass;
    console.log(
      `${r.kind.padEnd(9)} ${m.padEnd(36)} ${val.padEnd(26)} ${t.padEnd(9)} ${pass ? 'yes' : 'NO'}`,
    );
  }
}
console.log(
  `\nwritten bench/results/${SIZES.items >= 1_000_000 ? 'catalog-1m' : 'catalog'}.json (${machine.cpus} cores, load ${machine.loadAverage.after.join(' ')})`,
);
process.exit(ok ? 0 : 1);
