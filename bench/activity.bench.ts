// `npm run bench:activity`: the activity feed (listActivity) over about 260 000 events of the catalogue
// benchmark's 100 000 items, page 1 against page 1 000 (or a filter's last page), on PGlite and, with
// BENCH_BACKENDS=pglite,postgres, on a throwaway PostgreSQL too. Writes bench/results/activity.json, prints
// a table, exits non-zero when a deep page costs more than 1.5 × the first.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { createDb, type Database } from '../server/db/client';
import { ListActivityQuery } from '../server/schemas/activity';
import { listActivity } from '../server/services/activity/feed';
import { loadCatalogue } from './catalog-load';
import { median, round, time } from './bench-postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEEP_PAGE = 1000;
const PAIRS = 20;
const TARGET_RATIO = 1.5;

/**
 * Each item's history as the services write it: CREATED, LISTED when on sale, MINTED for most SELF items,
 * a SALE to another member for about a tenth (a TRANSFER for a few), a DELISTED for some; spread over the
 * item's life, so the feed interleaves every kind.
 */
async function loadEvents(database: Database) {
  const run = (text: string) => database.executeSql(text);
  await run(`select setseed(0.7)`);
  await run(`
    insert into product_events (product_id, kind, actor_id, to_member_id, price, curr, tx_hash, created_at)
    select p.id, e.kind, p.creator_id,
      case when e.kind = 'SALE' then m.ids[1 + floor(random() * array_length(m.ids, 1))::int] end,
      case when e.kind in ('LISTED', 'SALE') then p.fix_price end,
      case when e.kind in ('LISTED', 'SALE') then p.curr end,
      case when e.kind in ('MINTED', 'SALE', 'TRANSFER') then '0x' || md5(p.id::text || e.kind) || md5(e.kind || p.id::text) end,
      p.created_at + e.after * interval '1 hour'
    from products p
    cross join (select array_agg(id order by id) ids from members) m
    cross join lateral (values
      ('CREATED', 0, true),
      ('MINTED', 0.2, p.source_type = 'SELF'),
      ('LISTED', 1, p.status = 'ON_SALE' or random() < 0.3),
      ('SALE', 24 + random() * 2000, random() < 0.1),
      ('TRANSFER', 2100 + random() * 500, random() < 0.03),
      ('DELISTED', 2700 + random() * 500, random() < 0.05)
    ) e(kind, after, happens)
    where e.happens`);
  await run(`vacuum analyze product_events`);
  const [row] = (await database.executeSql(`select count(*)::int n from product_events`)).rows as {
    n: number;
  }[];
  return row!.n;
}

/** Page 1 against page DEEP_PAGE (or the last page of a shorter list), measured alternately. */
async function measure(database: Database, name: string, filters: Record<string, string>) {
  const db = database.db;
  const first = v.parse(ListActivityQuery, { ...filters, limit: '24' });
  let cursor: string | null = null;
  let pages = 1;
  let deep = first;
  for (; pages < DEEP_PAGE; pages++) {
    const next: string | null = (await listActivity(db, { ...first, ...(cursor ? { cursor } : {}) }))
      .nextCursor;
    if (!next) break;
    cursor = next;
    deep = { ...first, cursor };
  }
  const t1: number[] = [];
  const tn: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    t1.push(await time(() => listActivity(db, first)));
    tn.push(await time(() => listActivity(db, deep)));
  }
  return {
    name,
    deepPage: pages,
    page1: round(median(t1)),
    pageN: round(median(tn)),
    ratio: round(median(tn.map((x, i) => x / t1[i]!))),
  };
}

async function runBackend(kind: 'pglite' | 'postgres') {
  let stopPg: (() => Promise<void>) | null = null;
  let url = 'memory://';
  if (kind === 'postgres') {
    const modulePath = '../scripts/pg-test-server.mjs';
    const { startPgTestServer } = (await import(modulePath)) as {
      startPgTestServer: () => Promise<{ url: string; stop: () => Promise<void> }>;
    };
    const pg = await startPgTestServer();
    [url, stopPg] = [pg.url, pg.stop];
  }
  const database = await createDb({ url, dataDir: '' });
  try {
    await database.migrate();
    console.log(`[${kind}] loading the catalogue and its events…`);
    await loadCatalogue(database);
    const events = await loadEvents(database);
    const [c] = (
      await database.executeSql(
        `select p.collection_id c, p.creator_id m from products p group by 1, 2 order by count(*) desc limit 1`,
      )
    ).rows as { c: string; m: string }[];
    console.log(`[${kind}] ${events} events; paging…`);
    const cases = [
      await measure(database, 'all kinds', {}),
      await measure(database, 'kind LISTED', { kind: 'LISTED' }),
      await measure(database, 'chain POLYGON', { chain: 'POLYGON' }),
      await measure(database, 'one collection', { collectionId: c!.c }),
      await measure(database, 'one member', { memberId: c!.m }),
      await measure(database, 'kind SALE, one member', { kind: 'SALE', memberId: c!.m }),
    ];
    return { kind, events, cases };
  } finally {
    await database.close();
    await stopPg?.();
  }
}

const backends = (process.env.BENCH_BACKENDS ?? 'pglite').split(',') as ('pglite' | 'postgres')[];
const results = [];
for (const b of backends) results.push(await runBackend(b));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/activity.json'),
  `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, load: os.loadavg(), results }, null, 2)}\n`,
);
let ok = true;
console.log(
  `\n${'backend'.padEnd(9)} ${'feed'.padEnd(24)} ${'deep page'.padEnd(10)} ms page 1 / deep  ratio`,
);
for (const r of results)
  for (const c of r.cases) {
    const pass = c.ratio <= TARGET_RATIO;
    ok &&= pass;
    console.log(
      `${r.kind.padEnd(9)} ${c.name.padEnd(24)} ${String(c.deepPage).padEnd(10)} ${c.page1} / ${c.pageN}  ${c.ratio} ${pass ? '' : 'NO'}`,
    );
  }
process.exit(ok ? 0 : 1);
