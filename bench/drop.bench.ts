// A drop on what people run: `npm run bench:drop`. Two servers as `npm start` runs them
// (bench/drop-setup.ts: jobs and in-process chains on, production env) on one throwaway PostgreSQL
// (scripts/pg-test-server.mjs, or BENCH_DATABASE_URL), buyers seeded in bulk, every call signed (DESIGN §4).
// Per drop (200 buyers / 10 units, then 2,000 / 100), on the same processes in the same run:
//  - baseline: the same buyers' signed read (GET /api/orders) all at once: p50/p99/max;
//  - the drop: every buyer sends createOrder at once, alternating between the processes: p50/p99/max of the
//    decided answers (200, or 4602/4000: sold out / held); anything else is undecided (and a 503 is counted);
//  - after sell-out: AFTER more createOrder calls, CONCURRENCY at a time, sent once the last unit went, against
//    the same signed read sent the same way: their p99;
//  - counts from the database: exactly the units sold, stock 0, one expiry job per order.
// Then, on the throwaway PostgreSQL, the 2,000-buyer drop with the database killed in its middle (drop-outage.ts).
// Prints a table; BENCH_RECORD=1 writes bench/results/drop.json (the recorded run is made on an idle machine).
// Exits 1 when a count is wrong (oversold, undecided, a missing job); the time targets are only reported.
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Code } from '../server/schemas/codes';
import type { ApiProcess } from '../tests/support/api-process';
import { signedFetch, type Answer } from '../tests/support/signed-fetch';
import { raceDatabase, orderForm, seedEdition } from '../tests/server/routes/orders-fixtures';
import type { Database } from '../server/db/client';
import { facts, seedBuyers, startServers, type Buyer } from './drop-setup';
import { benchPostgres, pct } from './bench-postgres';
import { dropWithOutage, outageTable, type OutageResult } from './drop-outage';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DROPS = [
  { buyers: 200, units: 10, p99TargetMs: 1000 },
  { buyers: 2000, units: 100, p99TargetMs: 5000 },
];
const AFTER = Number(process.env.BENCH_AFTER ?? 200);
const CONCURRENCY = Number(process.env.BENCH_AFTER_CONCURRENCY ?? 20);
const REFUSAL_P99_TARGET_MS = 100;
const DECIDED: number[] = [Code.OK, Code.OUT_OF_STOCK, Code.ITEM_LOCKED];

const stats = (xs: number[]) => ({ p50Ms: pct(xs, 50), p99Ms: pct(xs, 99), maxMs: Math.max(0, ...xs) });
const uptime = () => execSync('uptime').toString().trim();

type Call = (i: number, b: Buyer) => Promise<Answer>;

function calls(apis: ApiProcess[]): { buy(productId: string): Call; read: Call } {
  const send = (i: number, b: Buyer, method: 'GET' | 'POST', form?: Record<string, string>) =>
    signedFetch(apis[i % apis.length]!.base, method, '/api/orders', {
      session: b,
      headers: { 'X-Forwarded-For': b.ip },
      timeoutMs: 60_000,
      ...(form ? { form } : {}),
    }).catch((err: unknown): Answer => {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      return { status: 0, code: -1, ms: 60_000, data: cause?.code ?? cause?.message ?? String(err) };
    });
  return {
    // A requestKey per submit, as the app's checkout sends (a retry would answer the order it made).
    buy: (productId) => (i, b) => send(i, b, 'POST', orderForm(productId, { requestKey: randomUUID() })),
    read: (i, b) => send(i, b, 'GET'),
  };
}

/** All at once, as a drop arrives. */
const burst = (buyers: Buyer[], call: Call) => Promise.all(buyers.map((b, i) => call(i, b)));

/** `concurrency` callers back to back until every buyer has sent once: a steady stream, not a wall. */
async function stream(buyers: Buyer[], call: Call, concurrency: number): Promise<Answer[]> {
  const out: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < buyers.length) {
        const i = next++;
        out.push(await call(i, buyers[i]!));
      }
    }),
  );
  return out;
}

/**
 * The server closes a keep-alive connection idle for 5 s (node's keepAliveTimeout); a burst sent on the
 * client's pooled connections just as they close loses requests in the client ("other side closed"), which no
 * phone opening its own connection would. Each burst starts once the last phase's connections are closed.
 */
const idleConnectionsClosed = () => new Promise((r) => setTimeout(r, 6000));

/** Answers by status/code; a client-side failure (status 0) by its cause (a time-out, a reset). */
const codeCounts = (answers: Answer[]) => {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status === 0 ? `0/${String(a.data)}` : `${a.status}/${a.code}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};

async function drop(database: Database, apis: ApiProcess[], pool: Buyer[], d: (typeof DROPS)[number]) {
  const { buy, read } = calls(apis);
  const buyers = pool.slice(0, d.buyers);
  const late = pool.slice(d.buyers, d.buyers + AFTER);
  await idleConnectionsClosed();
  const reads = await burst(buyers, read);
  const productId = await seedEdition(database, d.units);
  await idleConnectionsClosed();
  const answers = await burst(buyers, buy(productId));
  // Sent after every answer of the burst came back: the last unit has gone.
  const lateReads = await stream(late, read, CONCURRENCY);
  const refusals = await stream(late, buy(productId), CONCURRENCY);
  const decided = answers.filter((a) => DECIDED.includes(a.code));
  const sold = answers.filter((a) => a.code === Code.OK).length;
  const db = await facts(database, productId);
  const refused = refusals.filter((a) => a.code === Code.OUT_OF_STOCK || a.code === Code.ITEM_LOCKED);
  return {
    buyers: d.buyers,
    units: d.units,
    decided: stats(decided.map((a) => a.ms)),
    read: stats(reads.filter((a) => a.code === Code.OK).map((a) => a.ms)),
    afterSellOut: {
      requests: late.length,
      concurrency: CONCURRENCY,
      refusal: stats(refused.map((a) => a.ms)),
      read: stats(lateReads.filter((a) => a.code === Code.OK).map((a) => a.ms)),
      notRefused: late.length - refused.length,
    },
    counts: {
      sold,
      undecided: answers.length - decided.length,
      status503: [...answers, ...refusals].filter((a) => a.status === 503).length,
      answers: codeCounts(answers),
      ...db,
    },
    p99TargetMs: d.p99TargetMs,
  };
}

type DropResult = Awaited<ReturnType<typeof drop>>;

function correct(r: DropResult) {
  const c = r.counts;
  return (
    c.undecided === 0 &&
    c.sold === r.units &&
    c.orders === r.units &&
    c.stock === 0 &&
    c.withExpiryJob === c.orders &&
    r.afterSellOut.notRefused === 0
  );
}

function table(results: DropResult[]) {
  const rows: (string | number)[][] = [['metric', ...results.map((r) => `${r.buyers} / ${r.units}`)]];
  const add = (name: string, f: (r: DropResult) => string | number) => rows.push([name, ...results.map(f)]);
  const s = (x: { p50Ms: number; p99Ms: number; maxMs: number }) => `${x.p50Ms} / ${x.p99Ms} / ${x.maxMs}`;
  add('decided p50 / p99 / max ms', (r) => s(r.decided));
  add('read (same burst) p50 / p99 / max ms', (r) => s(r.read));
  add('decided p99 / read p99', (r) => (r.decided.p99Ms / Math.max(1, r.read.p99Ms)).toFixed(2));
  add(
    'decided p99 target',
    (r) => `≤ ${r.p99TargetMs} ms: ${r.decided.p99Ms <= r.p99TargetMs ? 'yes' : 'no'}`,
  );
  add('after sell-out refusal p50 / p99 / max', (r) => s(r.afterSellOut.refusal));
  add('after sell-out read p50 / p99 / max', (r) => s(r.afterSellOut.read));
  add(`refusal p99 target ≤ ${REFUSAL_P99_TARGET_MS} ms`, (r) =>
    r.afterSellOut.refusal.p99Ms <= REFUSAL_P99_TARGET_MS ? 'yes' : 'no',
  );
  add('sold / orders / stock left', (r) => `${r.counts.sold} / ${r.counts.orders} / ${r.counts.stock}`);
  add('orders with expiry job', (r) => r.counts.withExpiryJob);
  add('undecided / 503', (r) => `${r.counts.undecided} / ${r.counts.status503}`);
  add('answers (status/code)', (r) => JSON.stringify(r.counts.answers));
  add('counts correct', (r) => (correct(r) ? 'yes' : 'NO'));
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  for (const row of rows) console.log(row.map((c, i) => String(c).padEnd(widths[i]!)).join(' | '));
}

async function main() {
  const before = uptime();
  const { url, stop: stopPg, crashable } = await benchPostgres();
  const made = await raceDatabase(url);
  const { database } = made;
  const jobs = process.env.BENCH_JOBS === 'one' ? 'one' : 'both';
  const servers = await startServers(made.url, jobs).catch(async (err: unknown) => {
    await database.close();
    await stopPg();
    throw err;
  });
  try {
    const most = Math.max(...DROPS.map((d) => d.buyers));
    const pool = await seedBuyers(database, most + AFTER);
    // Not recorded: the processes' first orders and reads (JIT, prepared statements, the queue's creation).
    await drop(database, servers.apis, pool.slice(-40), { buyers: 20, units: 2, p99TargetMs: 0 });
    const results: DropResult[] = [];
    for (const d of DROPS) results.push(await drop(database, servers.apis, pool, d));
    table(results);
    // Last: it kills the database the servers share (BENCH_DATABASE_URL's server is never killed).
    let outage: OutageResult | null = null;
    if (crashable && process.env.BENCH_OUTAGE !== '0') {
      outage = await dropWithOutage(database, servers.apis, pool, crashable);
      console.log('');
      outageTable(outage);
    }
    if (process.env.BENCH_RECORD === '1') {
      const file = path.join(root, 'bench/results/drop.json');
      mkdirSync(path.dirname(file), { recursive: true });
      const machine = { cpus: os.cpus().length, node: process.version, jobs };
      const record = {
        when: new Date().toISOString(),
        machine,
        uptimeBefore: before,
        uptimeAfter: uptime(),
        results,
        outage,
      };
      writeFileSync(file, JSON.stringify(record, null, 2));
      console.log(`written ${path.relative(root, file)}`);
    }
    console.log(`uptime before: ${before}\nuptime after:  ${uptime()}`);
    if (!results.every(correct) || (outage && !outage.correct)) process.exitCode = 1;
  } finally {
    await servers.stop();
    await database.close();
    await stopPg();
  }
}

await main();
