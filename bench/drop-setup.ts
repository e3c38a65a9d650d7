// What bench/drop.bench.ts runs against: a PostgreSQL database, two servers started as `npm start` starts
// them, and buyers with live sessions written in bulk.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../server/db/client';
import { hashToken } from '../server/http/session';
import { startApiProcess, type ApiProcess } from '../tests/support/api-process';

export type Buyer = { memberId: string; token: string; ip: string };

/**
 * `count` members with a live session each, in two statements (2,000 sign-ups through the API would take
 * minutes and measure argon2, not the drop). Each buyer gets a client address of its own for X-Forwarded-For,
 * so the per-IP limit counts as it would for buyers on their own phones behind a load balancer.
 */
export async function seedBuyers(database: Database, count: number): Promise<Buyer[]> {
  const buyers = Array.from({ length: count }, (_, i) => ({
    memberId: randomUUID(),
    token: randomBytes(32).toString('hex'),
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  }));
  const ids = buyers.map((b) => b.memberId);
  await database.executeSql(
    `insert into members (id, name, email)
       select id, 'Drop buyer', 'drop-' || id || '@example.com' from unnest($1::uuid[]) as t(id)`,
    [ids],
  );
  await database.executeSql(
    `insert into sessions (token_hash, member_id, expires_at)
       select h, m, now() + interval '1 day' from unnest($1::text[], $2::uuid[]) as t(h, m)`,
    [buyers.map((b) => hashToken(b.token)), ids],
  );
  return buyers;
}

/**
 * Two servers as `npm start` runs them on one PostgreSQL (README, Scale-out): server/index.ts with
 * NODE_ENV=production and its defaults (in-process chains on, LOG_LEVEL info, pool 10 and its queue), one
 * DATA_DIR as two `npm start`s in one checkout share (the chain's platform key and the custody key). Jobs run in
 * both (JOBS' default) unless `jobs` is 'one'. Not the defaults: DEMO_DATA off (the demo catalogue is not the
 * drop) and TRUST_PROXY on (the buyers' own addresses, as behind a load balancer). The second starts once the
 * first is ready: the first start writes the key files and deploys the contracts.
 */
export async function startServers(
  url: string,
  jobs: 'both' | 'one',
): Promise<{ apis: ApiProcess[]; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'drop-bench-'));
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, DEMO_DATA: 'false', TRUST_PROXY: 'true' };
  const apis: ApiProcess[] = [];
  const stop = async () => {
    for (const api of apis) await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    apis.push(await startApiProcess({ ...env, JOBS: 'true' }));
    apis.push(await startApiProcess({ ...env, JOBS: jobs === 'both' ? 'true' : 'false' }));
  } catch (err) {
    await stop();
    throw err;
  }
  return { apis, stop };
}

/** From the database: an item's stock left, the orders of it, and how many of them have their expiry job. */
export async function facts(database: Database, productId: string) {
  const [item] = (await database.executeSql('select stock from products where id = $1', [productId]))
    .rows as {
    stock: number;
  }[];
  const orderIds = (
    (
      await database.executeSql('select distinct order_id from order_lines where product_id = $1', [
        productId,
      ])
    ).rows as { order_id: string }[]
  ).map((r) => r.order_id);
  const [jobs] = (
    await database.executeSql(
      `select count(distinct singleton_key)::int as n from pgboss.job
        where name = 'orders.expire' and singleton_key = any($1::text[])`,
      [orderIds],
    )
  ).rows as { n: number }[];
  return { stock: item!.stock, orders: orderIds.length, withExpiryJob: jobs!.n };
}
