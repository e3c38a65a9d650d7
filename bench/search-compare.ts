// `npx tsx bench/search-compare.ts`: today's searchCatalog against the earlier one (ts_rank over all
// matches; git ref SEARCH_BEFORE, default 042e9ed) on the kept PostgreSQL at BENCH_PG_URL (bench/README.md,
// "Search at a million items"), over the bench's 200 keywords, alternating per keyword so both meet the same
// machine load. Prints p50/p95 per kind for both and how many answers are identical (SHOW=1 lists the others).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createDb } from '../server/db/client';
import type { SearchResult } from '../server/schemas/catalog';
import { searchCatalog as after } from '../server/services/catalog/search';
import { benchKeywords } from './catalog-keywords';

type Search = typeof after;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.BENCH_PG_URL;
if (!url) throw new Error('BENCH_PG_URL: the kept PostgreSQL holding the catalogue (bench/README.md)');

/**
 * The old search.ts from git, its imports pointed back at server/ (it lives in bench/.tmp/); and the old
 * search-items.ts beside it when that commit has one, so a change to either file is compared.
 */
async function searchBefore(): Promise<Search> {
  const ref = process.env.SEARCH_BEFORE ?? '042e9ed';
  const dir = path.join(root, 'bench/.tmp');
  mkdirSync(dir, { recursive: true });
  const show = (file: string) => {
    try {
      return execFileSync('git', ['show', `${ref}:server/services/catalog/${file}`], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'ignore'],
      }).toString();
    } catch {
      return null;
    }
  };
  const repoint = (source: string) =>
    source
      .replace(/from '\.\.\/\.\.\//g, "from '../../server/")
      .replace(/from '\.\/([\w-]+)'/g, "from '../../server/services/catalog/$1'")
      .replace("from '../../server/services/catalog/search-items'", "from './search-items-before'");
  const items = show('search-items.ts');
  if (items) writeFileSync(path.join(dir, 'search-items-before.ts'), repoint(items));
  const old = show('search.ts');
  if (!old) throw new Error(`no server/services/catalog/search.ts at ${ref}`);
  const source = repoint(old)
    // The creators' search document became a stored column (migration 0018).
    .replace(/memberSearchVector\(members\)/g, 'members.searchVector')
    .replace('collections, memberSearchVector, members', 'collections, members');
  const file = path.join(dir, 'search-before.ts');
  writeFileSync(file, source);
  return ((await import(file)) as { searchCatalog: Search }).searchCatalog;
}

const before = await searchBefore();
const database = await createDb({ url, dataDir: '' });
const db = database.db;
// KINDS=typo,person: only those kinds of keyword (bench/catalog-keywords.ts).
const kinds = process.env.KINDS?.split(',');
const keywords = benchKeywords().filter((k) => !kinds || kinds.includes(k.kind));
const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
const ids = (r: SearchResult) =>
  JSON.stringify([r.items.map((x) => x.id), r.collections.map((x) => x.id), r.creators.map((x) => x.id)]);

for (const k of keywords) await Promise.all([before(db, k.keyword, 24), after(db, k.keyword, 24)]);
const times = { before: keywords.map(() => [] as number[]), after: keywords.map(() => [] as number[]) };
for (let pass = 0; pass < 3; pass++)
  for (const [i, k] of keywords.entries()) {
    times.before[i]!.push(await time(() => before(db, k.keyword, 24)));
    times.after[i]!.push(await time(() => after(db, k.keyword, 24)));
  }

/**
 * CPU time, which the machine's load changes much less than wall time: this process's, plus the server's
 * connections' when PostgreSQL runs on this machine (their /proc stat, in clock ticks of 10 ms), per pid.
 */
type Cpu = { node: number; server: Map<number, number> | null };
async function cpuMs(): Promise<Cpu> {
  const { user, system } = process.cpuUsage();
  const result = (await db.execute(
    sql`select pid from pg_stat_activity where backend_type = 'client backend'`,
  )) as unknown as { rows: { pid: number }[] };
  const server = new Map<number, number>();
  for (const { pid } of result.rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      server.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      return { node: (user + system) / 1000, server: null };
    }
  }
  return { node: (user + system) / 1000, server };
}
/** A connection closed in between (idle) loses its share; one opened in between counts whole. */
const serverSpent = (start: Cpu, end: Cpu) =>
  start.server && end.server
    ? [...end.server].reduce((sum, [pid, ms]) => sum + ms - (start.server!.get(pid) ?? 0), 0)
    : null;
const cpu: Record<'before' | 'after', { node: number; server: number | null }[]> = { before: [], after: [] };
for (let pass = 0; pass < 2; pass++)
  for (const [name, search] of [
    ['before', before],
    ['after', after],
  ] as const) {
    const start = await cpuMs();
    for (const k of keywords) await search(db, k.keyword, 24);
    const end = await cpuMs();
    const server = serverSpent(start, end);
    cpu[name].push({
      node: (end.node - start.node) / keywords.length,
      server: server === null ? null : server / keywords.length,
    });
  }

let same = 0;
let sameItems = 0;
for (const k of keywords) {
  const [b, a] = [await before(db, k.keyword, 24), await after(db, k.keyword, 24)];
  if (ids(a) === ids(b)) same++;
  else if (process.env.SHOW) console.log(`differs: ${k.kind} "${k.keyword}"`);
  if (JSON.stringify(a.items.map((x) => x.id)) === JSON.stringify(b.items.map((x) => x.id))) sameItems++;
}
for (const [name, tt] of Object.entries(times)) {
  const ms = tt.map((xs) => quantile(xs, 0.5));
  const kinds = [...new Set(keywords.map((k) => k.kind))].map((kind) => {
    const xs = ms.filter((_, i) => keywords[i]!.kind === kind);
    return `${kind} ${quantile(xs, 0.5).toFixed(1)}/${quantile(xs, 0.95).toFixed(1)}`;
  });
  console.log(
    `${name}: p50 ${quantile(ms, 0.5).toFixed(1)} ms, p95 ${quantile(ms, 0.95).toFixed(1)} ms, max ` +
      `${Math.max(...ms).toFixed(1)} | p50/p95 by kind: ${kinds.join(', ')}`,
  );
}
for (const [name, runs] of Object.entries(cpu))
  console.log(
    `${name}: CPU per search, this process ${runs.map((r) => r.node.toFixed(2)).join(' / ')} ms, the server's ` +
      `connections ${runs.map((r) => (r.server === null ? '?' : r.server.toFixed(2))).join(' / ')} ms`,
  );
console.log(`identical answers: ${same}/${keywords.length} (items alone: ${sameItems})`);
await database.close();
