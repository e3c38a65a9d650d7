import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { orderEvents, paymentEvents } from '../../server/db/schema';
import { CARD_SANDBOX_SECRET } from '../../server/env';
import { signCallback } from '../../server/payments/provider';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { postgresDatabase } from '../support/db-template';
import { createTestSession } from '../support/members';
import { signedFetch } from '../support/signed-fetch';
import type { TestServer } from '../support/server';
import { makeOrder } from './payments/fixtures';

// PostgreSQL only (row locks and unique keys across processes): `TEST_DATABASE_URL=… npx vitest run` this file.
const base = process.env.TEST_DATABASE_URL;
const REPLAYS = 50;

describe.skipIf(!base)('a payment callback replayed 50 times at once on two API processes', () => {
  let database: Database;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    const own = await postgresDatabase(base!);
    database = own.database;
    const shared = {
      DATABASE_URL: own.url,
      // No workers: the test counts the fulfilment jobs the payment queued, which nothing may take away.
      JOBS: 'false',
      OPEN_POLYGON: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
    };
    apis.push(await startApiProcess(shared));
    apis.push(await startApiProcess(shared));
  }, 400_000);

  afterAll(async () => {
    for (const api of apis) await api.stop();
    await database?.close();
  }, 60_000);

  it('ends with one CAPTURE, the order FULLPAID once and one orders.fulfil job, while the buyer polls checkPayment', async () => {
    const db = database.db;
    const buyer = await createTestSession(db);
    const fake = { deps: { db }, clock: { now: new Date() } } as unknown as TestServer;
    const { order } = await makeOrder(fake, { buyer, total: 2000n });
    const started = await signedFetch(apis[0]!.base, 'POST', '/api/payments', {
      session: buyer,
      form: { orderId: order.id, method: 'SANDBOX_CARD' },
    });
    expect(started.code).toBe(200);
    const ref = started.data.ref as string;
    const body = new URLSearchParams({
      ref,
      id: `ch_${randomBytes(12).toString('hex')}`,
      outcome: 'APPROVED',
      amount: '2000',
      currency: 'HKD',
    }).toString();
    const callback = (api: ApiProcess) =>
      fetch(`${api.base}/api/callbacks/payments/sandbox-card`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Payment-Signature': signCallback(CARD_SANDBOX_SECRET, body, Date.now()),
        },
        body,
      }).then(async (r) => ({ status: r.status, ...((await r.json()) as { data: { duplicate: boolean } }) }));

    let polling = true;
    const seen: string[] = [];
    const poll = apis.map(async (api) => {
      while (polling) {
        const r = await signedFetch(api.base, 'GET', '/api/payments/check', {
          session: buyer,
          query: { ref },
        });
        seen.push(`${r.code}:${r.data?.orderStatus}`);
      }
    });
    const answers = await Promise.all(Array.from({ length: REPLAYS }, (_, i) => callback(apis[i % 2]!)));
    polling = false;
    await Promise.all(poll);

    expect(answers.map((a) => a.status)).toEqual(Array(REPLAYS).fill(200));
    expect(answers.filter((a) => !a.data.duplicate)).toHaveLength(1);
    expect(seen.every((s) => s === '200:NEW' || s === '200:FULLPAID')).toBe(true);
    const captures = await db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(captures).toHaveLength(1);
    const paid = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.event, 'order.paid')));
    expect(paid.map((e) => e.toLabel)).toEqual(['FULLPAID']);
    const final = await signedFetch(apis[1]!.base, 'GET', '/api/payments/check', {
      session: buyer,
      query: { ref },
    });
    expect(final.data).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'FULLPAID' });
    const { rows } = await database.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'orders.fulfil' AND data->>'orderId' = $1`,
      [order.id],
    );
    expect((rows[0] as { n: number }).n).toBe(1);
  }, 120_000);
});
