// The drop with the database killed in its middle (`npm run bench:drop`, after the drops): PostgreSQL is stopped
// as a crash or failover stops it (`pg_ctl stop -m immediate`) while 2,000 buyers' createOrder calls are in
// flight, and started again once every call has its answer. What it measures:
//  - each answer: decided (200, sold out, held) or 503 with meta.code 4503 (database_unavailable); anything else
//    (a 500, a time-out, a reset) is unclear and counted;
//  - the 503s' time from the kill (the README promises 2 s), and from their own request;
//  - single calls during the quiet outage that follows, one at a time;
//  - after the restart: the time until a signed read answers again, then each buyer who got a 503 sends again
//    with the same requestKey, as the app's checkout does, until the answer is decided;
//  - counts from the database: orders = the buyers told 200 (first answer or replay), stock = units − sold, one
//    expiry job per order. A committed order answered 503 is found by its replay: queueing is not an outage.
import { randomUUID } from 'node:crypto';
import type { Database } from '../server/db/client';
import { Code } from '../server/schemas/codes';
import type { ApiProcess } from '../tests/support/api-process';
import { orderForm, seedEdition } from '../tests/server/routes/orders-fixtures';
import { signedFetch, type Answer } from '../tests/support/signed-fetch';
import { pct } from './bench-postgres';
import { facts, type Buyer } from './drop-setup';

export type Crashable = { crash(): Promise<void>; restart(): Promise<void> };

const BUYERS = 2000;
const UNITS = 100;
/** The kill comes this long after the burst was sent: the first orders are committed, most are in flight. */
const KILL_AFTER_MS = Number(process.env.BENCH_KILL_AFTER_MS ?? 300);
export const OUTAGE_503_TARGET_MS = 2000;
const DECIDED: number[] = [Code.OK, Code.OUT_OF_STOCK, Code.ITEM_LOCKED];

type Timed = Answer & { at: number };
const stats = (xs: number[]) => ({
  n: xs.length,
  p50Ms: pct(xs, 50),
  p99Ms: pct(xs, 99),
  maxMs: Math.max(0, ...xs),
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function sender(apis: ApiProcess[]) {
  return (i: number, b: Buyer, method: 'GET' | 'POST', form?: Record<string, string>): Promise<Timed> =>
    signedFetch(apis[i % apis.length]!.base, method, '/api/orders', {
      session: b,
      headers: { 'X-Forwarded-For': b.ip },
      timeoutMs: 60_000,
      ...(form ? { form } : {}),
    })
      .catch((err: unknown): Answer => {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        return { status: 0, code: -1, ms: 60_000, data: cause?.code ?? cause?.message ?? String(err) };
      })
      .then((a) => ({ ...a, at: performance.now() }));
}

const unavailable = (a: Answer) => a.status === 503 && a.code === Code.DATABASE_UNAVAILABLE;

export async function dropWithOutage(database: Database, apis: ApiProcess[], pool: Buyer[], pg: Crashable) {
  const send = sender(apis);
  const buyers = pool.slice(0, BUYERS);
  const productId = await seedEdition(database, UNITS);
  const keys = buyers.map(() => randomUUID());
  const buy = (i: number) => send(i, buyers[i]!, 'POST', orderForm(productId, { requestKey: keys[i]! }));
  // As in the drops: the burst starts once the last phase's keep-alive connections are closed.
  await sleep(6000);

  const inFlight = buyers.map((_, i) => buy(i));
  await sleep(KILL_AFTER_MS);
  const killedAt = performance.now();
  await pg.crash();
  const answers = await Promise.all(inFlight);
  const lastAnswer = Math.max(...answers.map((a) => a.at));

  // The outage after the burst: a buyer at a time.
  const quiet: Timed[] = [];
  for (let i = 0; i < 20; i++) quiet.push(await send(i, buyers[i]!, 'GET'));

  const restartAt = performance.now();
  await pg.restart();
  const restarted = performance.now();
  let back = await send(0, buyers[0]!, 'GET');
  while (back.status !== 200 && performance.now() - restarted < 60_000) {
    await sleep(100);
    back = await send(0, buyers[0]!, 'GET');
  }
  const recoveredMs = Math.round(back.at - restarted);

  // Each 503 (and any unclear answer) sent again with its requestKey until decided.
  const final = [...answers];
  let replays = 0;
  for (let round = 0; round < 10; round++) {
    const open = final.flatMap((a, i) => (DECIDED.includes(a.code) ? [] : [i]));
    if (open.length === 0) break;
    const again = await Promise.all(open.map((i) => buy(i)));
    replays += again.length;
    open.forEach((i, k) => (final[i] = again[k]!));
    if (again.some((a) => !DECIDED.includes(a.code))) await sleep(1000);
  }

  const sold = final.filter((a) => a.code === Code.OK).length;
  const soldBeforeReplay = answers.filter((a) => a.code === Code.OK).length;
  const db = await facts(database, productId);
  const first503 = answers.filter(unavailable);
  const counts = {
    decidedBeforeKill: answers.filter((a) => DECIDED.includes(a.code) && a.at <= killedAt).length,
    decided: answers.filter((a) => DECIDED.includes(a.code)).length,
    status503: first503.length,
    unclear: answers.filter((a) => !DECIDED.includes(a.code) && !unavailable(a)).length,
    quiet503: quiet.filter(unavailable).length,
    replays,
    undecidedAfterReplays: final.filter((a) => !DECIDED.includes(a.code)).length,
    soldBeforeReplay,
    sold,
    ...db,
  };
  return {
    buyers: BUYERS,
    units: UNITS,
    killAfterMs: KILL_AFTER_MS,
    answersDoneAfterKillMs: Math.round(lastAnswer - killedAt),
    unavailableSinceKill: stats(first503.map((a) => Math.round(Math.max(0, a.at - killedAt)))),
    unavailableSinceSent: stats(first503.map((a) => a.ms)),
    quietOutage: stats(quiet.map((a) => a.ms)),
    restartMs: Math.round(restarted - restartAt),
    recoveredMs,
    counts,
    correct:
      counts.unclear === 0 &&
      counts.quiet503 === quiet.length &&
      counts.undecidedAfterReplays === 0 &&
      counts.sold === counts.orders &&
      counts.stock === UNITS - counts.sold &&
      counts.withExpiryJob === counts.orders,
  };
}

export type OutageResult = Awaited<ReturnType<typeof dropWithOutage>>;

export function outageTable(r: OutageResult) {
  const s = (x: { n: number; p50Ms: number; p99Ms: number; maxMs: number }) =>
    `${x.p50Ms} / ${x.p99Ms} / ${x.maxMs} ms (${x.n})`;
  const rows: [string, string | number][] = [
    [`database killed ${r.killAfterMs} ms into ${r.buyers} buyers / ${r.units} units`, ''],
    ['503 since the kill p50 / p99 / max', s(r.unavailableSinceKill)],
    [
      `503 within ${OUTAGE_503_TARGET_MS} ms of the kill`,
      r.unavailableSinceKill.maxMs <= OUTAGE_503_TARGET_MS ? 'yes' : 'no',
    ],
    ['503 since sent p50 / p99 / max', s(r.unavailableSinceSent)],
    ['last answer after the kill', `${r.answersDoneAfterKillMs} ms`],
    ['single calls in the quiet outage', s(r.quietOutage)],
    ['restart / first 200 after it', `${r.restartMs} ms / ${r.recoveredMs} ms`],
    [
      'decided (before the kill) / 503 / unclear',
      `${r.counts.decided} (${r.counts.decidedBeforeKill}) / ${r.counts.status503} / ${r.counts.unclear}`,
    ],
    ['replays / undecided after them', `${r.counts.replays} / ${r.counts.undecidedAfterReplays}`],
    [
      'sold (before replays) / orders / stock left',
      `${r.counts.sold} (${r.counts.soldBeforeReplay}) / ${r.counts.orders} / ${r.counts.stock}`,
    ],
    ['orders with expiry job', r.counts.withExpiryJob],
    ['counts correct', r.correct ? 'yes' : 'NO'],
  ];
  const w = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`${k.padEnd(w)} | ${v}`);
}
