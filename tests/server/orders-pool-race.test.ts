import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { orderLines, orders, products } from '../../server/db/schema';
import { Code } from '../../server/schemas/codes';
import { EXPIRE_QUEUE } from '../../server/services/orders/create';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { createTestSession } from '../support/members';
import { signedFetch, type Answer } from '../support/signed-fetch';
import { loadEnv, orderForm, raceDatabase, seedEdition } from './routes/orders-fixtures';

// Queueing is not an outage: a burst far larger than the pool, with the jobs running (their
// polls share the pool), on PostgreSQL (TEST_DATABASE_URL). With pg-pool's own 1.5 s wait for a free client,
// such a burst answered some buyers 503 database_unavailable while PostgreSQL was up.
const base = process.env.TEST_DATABASE_URL;
const BUYERS = 40;
const UNITS = 10;

describe.skipIf(!base)('40 buyers for 10 units through a pool of 2 connections (PostgreSQL, jobs on)', () => {
  let database: Database;
  let api: ApiProcess;
  let productId: string;
  const buyers: { memberId: string; token: string }[] = [];

  beforeAll(async () => {
    const made = await raceDatabase(base!);
    database = made.database;
    productId = await seedEdition(database, UNITS);
    for (let i = 0; i < BUYERS; i++)
      buyers.push(await createTestSession(database.db, { name: `Pool buyer ${i}` }));
    // A short connect timeout and a wide queue wait: the burst waits far longer than the timeout for a free
    // connection (under pg-pool's single timeout that was an outage), and a loaded CI machine cannot turn a
    // slow burst into 4504s.
    api = await startApiProcess({
      ...loadEnv(made.url),
      JOBS: 'true',
      DB_POOL_MAX: '2',
      DB_CONNECT_TIMEOUT_MS: '500',
      DB_POOL_QUEUE_WAIT_MS: '60000',
    });
  }, 300_000);

  afterAll(async () => {
    await api?.stop();
    await database?.close();
  }, 60_000);

  it('answers no 503, sells exactly the units, and every order has its expiry job; a replay answers the order', async () => {
    const keys = buyers.map((_, i) => `pool-${i}-${randomBytes(4).toString('hex')}`);
    const answers: Answer[] = await Promise.all(
      buyers.map((session, i) =>
        signedFetch(api.base, 'POST', '/api/orders', {
          session,
          form: orderForm(productId, { requestKey: keys[i]! }),
          timeoutMs: 90_000,
        }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500).map((a) => a.code)).toEqual([]);
    const won = answers.flatMap((a, i) => (a.code === Code.OK ? [i] : []));
    expect(won).toHaveLength(UNITS);
    const refused = answers.filter((a) => a.code !== Code.OK).map((a) => a.code);
    expect(refused.filter((c) => c !== Code.OUT_OF_STOCK && c !== Code.ITEM_LOCKED)).toEqual([]);

    const [item] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(item).toMatchObject({ stock: 0, pendingOrders: UNITS });
    const sold = await database.db
      .select({ id: orders.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.productId, productId));
    const ids = new Set(sold.map((r) => r.id));
    expect(ids).toEqual(new Set(won.map((i) => (answers[i]!.data as { id: string }).id)));
    const { rows } = await database.executeSql(
      `SELECT singleton_key AS key FROM pgboss.job WHERE name = $1 AND state = 'created'`,
      [EXPIRE_QUEUE],
    );
    expect(new Set((rows as { key: string }[]).map((r) => r.key))).toEqual(ids);

    // The same submit again (a client whose answer was lost): the order it made, not a second one.
    const first = won[0]!;
    const again = await signedFetch(api.base, 'POST', '/api/orders', {
      session: buyers[first]!,
      form: orderForm(productId, { requestKey: keys[first]! }),
    });
    expect(again).toMatchObject({ code: Code.OK, data: { id: (answers[first]!.data as { id: string }).id } });
  }, 180_000);
});
