// `npm run bench:coins`: the loyalty coin liability report (coinLiabilityReport) of a merchant with 10 000
// members' lots and ledger (and a second merchant of the same size beside it), on PGlite and, with
// BENCH_BACKENDS=pglite,postgres, on a throwaway PostgreSQL (BENCH_DATABASE_URL to use one already running).
// Writes bench/results/coins-liability.json, prints a table and the plan of the report's ledger query, and exits
// non-zero when the median on PostgreSQL passes 200 ms.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type Database } from '../server/db/client';
import { coinLiabilityReport } from '../server/services/loyalty/coins/report';
import { benchPostgres, median, round, time } from './bench-postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MEMBERS = Number(process.env.BENCH_COIN_MEMBERS ?? 10_000);
const LOTS_PER_MEMBER = 5;
const RUNS = 20;
const TARGET_MS = 200;

/**
 * One merchant's coins as the services leave them: LOTS_PER_MEMBER lots a member over the last 300 days (an
 * EARN row each), about half partly spent (a SPEND row), those past their expiry expired (an EXPIRE row), a
 * tenth of the spends partly reversed. Every lot's remaining equals its rows, as the invariants require.
 */
async function loadMerchant(database: Database, mcId: string): Promise<string> {
  const run = (text: string) => database.executeSql(text);
  const [m] = (
    await run(`
    with o as (insert into members (name, email) values ('Owner ${mcId}', 'owner-${mcId.toLowerCase()}@coins.bench') returning id),
    mc as (insert into merchants (mc_id, owner_id, name, type, plan, plan_status, status)
      select '${mcId}', o.id, 'Shop ${mcId}', 'COUPON', 'ENTERPRISE', 'ACTIVE', 'ACTIVE' from o returning id, owner_id)
    insert into loyalty_coins (merchant_id, name, symbol, value_minor) select id, 'Coin', 'CN', 10 from mc
    returning merchant_id, (select owner_id from mc) owner`)
  ).rows as { merchant_id: string; owner: string }[];
  const id = m!.merchant_id;
  await run(`
    insert into coin_lots (merchant_id, member_id, earned_at, spendable_from, expires_at, amount, remaining)
    select '${id}', mb.id, x.t, x.t + interval '14 days',
      date_trunc('month', x.t at time zone 'Asia/Hong_Kong') at time zone 'Asia/Hong_Kong' + interval '7 months', x.a, x.a
    from (select id from members where email like 'm%@coins.bench') mb
    cross join lateral (
      select now() - random() * interval '300 days' t, 1 + floor(random() * 200)::bigint a
      from generate_series(1, ${LOTS_PER_MEMBER}) where mb.id is not null) x`);
  await run(`
    insert into coin_ledger (merchant_id, member_id, kind, delta, lot_id, idempotency_key, request_hash, leg, created_at)
    select merchant_id, member_id, 'EARN', amount, id, 'earn:' || id, 'bench', 0, earned_at
    from coin_lots where merchant_id = '${id}'`);
  await run(`
    with s as materialized (
      select id, member_id, 1 + floor(random() * remaining)::bigint n, spendable_from + interval '1 day' spent_at
      from coin_lots where merchant_id = '${id}' and random() < 0.5 and spendable_from + interval '1 day' < now()),
    u as (update coin_lots l set remaining = l.remaining - s.n from s where l.id = s.id returning l.id)
    insert into coin_ledger (merchant_id, member_id, kind, delta, lot_id, idempotency_key, request_hash, leg, created_at)
    select '${id}', member_id, 'SPEND', -n, id, 'spend:' || id, 'bench', 0, spent_at from s`);
  await run(`
    with r as materialized (
      select g.id, g.member_id, g.lot_id, greatest(1, (-g.delta) / 2) n from coin_ledger g
      where g.merchant_id = '${id}' and g.kind = 'SPEND' and random() < 0.1),
    u as (update coin_lots l set remaining = l.remaining + r.n from r where l.id = r.lot_id returning l.id)
    insert into coin_ledger (merchant_id, member_id, kind, delta, lot_id, idempotency_key, request_hash, leg, reverses_id)
    select '${id}', member_id, 'REVERSE', n, lot_id, 'reverse:' || id, 'bench', 0, id from r`);
  await run(`
    with e as materialized (
      select id, member_id, remaining from coin_lots where merchant_id = '${id}' and expires_at <= now() and remaining > 0),
    u as (update coin_lots l set remaining = 0 from e where l.id = e.id returning l.id)
    insert into coin_ledger (merchant_id, member_id, kind, delta, lot_id, idempotency_key, request_hash, leg)
    select '${id}', member_id, 'EXPIRE', -remaining, id, 'expire:' || id, 'bench', 0 from e`);
  return m!.owner;
}

async function runBackend(kind: 'pglite' | 'postgres') {
  const pg = kind === 'postgres' ? await benchPostgres() : null;
  const database = await createDb({ url: pg?.url ?? 'memory://', dataDir: '' });
  try {
    await database.migrate();
    console.log(`[${kind}] loading ${MEMBERS} members' coins for two merchants…`);
    await database.executeSql(`
      insert into members (name, email) select 'Member ' || g, 'm' || g || '@coins.bench' from generate_series(1, ${MEMBERS}) g`);
    const owner = await loadMerchant(database, 'COINBENCH');
    await loadMerchant(database, 'COINOTHER');
    await database.executeSql(`vacuum analyze coin_lots`);
    await database.executeSql(`vacuum analyze coin_ledger`);
    const [c] = (await database.executeSql(`select count(*)::int n from coin_ledger`)).rows as {
      n: number;
    }[];
    const deps = { db: database.db, now: () => new Date() };
    const report = await coinLiabilityReport(deps, owner);
    // The baseline, measured in the same run and interleaved with the report: the bare one-pass sum of the
    // merchant's ledger (what any balance figure costs at the least), so the ratio says what the report adds.
    const [merchant] = (await database.executeSql(`select id from merchants where mc_id = 'COINBENCH'`))
      .rows as {
      id: string;
    }[];
    const bare = () =>
      database.executeSql(`select sum(delta) from coin_ledger where merchant_id = '${merchant!.id}'`);
    await bare();
    const times: number[] = [];
    const baseTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      baseTimes.push(await time(bare));
      times.push(await time(() => coinLiabilityReport(deps, owner)));
    }
    const plan = (
      await database.executeSql(`explain analyze select sum(delta) filter (where kind = 'EARN'), sum(delta)
        from coin_ledger where merchant_id = (select id from merchants where mc_id = 'COINBENCH')`)
    ).rows.map((r) => Object.values(r as object)[0] as string);
    return {
      kind,
      ledgerRows: c!.n,
      report,
      medianMs: round(median(times)),
      maxMs: round(Math.max(...times)),
      baselineMedianMs: round(median(baseTimes)),
      ratio: round(median(times) / median(baseTimes)),
      plan,
    };
  } finally {
    await database.close();
    await pg?.stop();
  }
}

const backends = (process.env.BENCH_BACKENDS ?? 'pglite').split(',') as ('pglite' | 'postgres')[];
const results = [];
for (const b of backends) results.push(await runBackend(b));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/coins-liability.json'),
  `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, load: os.loadavg(), results }, null, 2)}\n`,
);
let ok = true;
for (const r of results) {
  const pass = r.kind !== 'postgres' || r.medianMs <= TARGET_MS;
  ok &&= pass;
  console.log(
    `\n[${r.kind}] ${r.ledgerRows} ledger rows; report median ${r.medianMs} ms, max ${r.maxMs} ms; ` +
      `bare ledger sum ${r.baselineMedianMs} ms (ratio ${r.ratio})` +
      (r.kind === 'postgres' ? ` (target ≤ ${TARGET_MS} ms: ${pass ? 'met' : 'MISSED'})` : ''),
  );
  console.log(
    `outstanding ${r.report.outstanding} of ${r.report.issued} issued, ${r.report.holders} holders`,
  );
  console.log(r.plan.join('\n'));
}
process.exit(ok ? 0 : 1);
