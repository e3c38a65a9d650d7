import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { orderLines, orders, products } from '../../server/db/schema';
import { Code } from '../../server/schemas/codes';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { createTestSession } from '../support/members';
import { signedFetch, type Answer } from '../support/signed-fetch';
import { courier, linesForm, loadEnv, orderForm, raceDatabase, seedEdition } from './routes/orders-fixtures';

// Concurrency on PostgreSQL, with two API processes on one database: 200 buyers race for the 10
// units of one item. Runs only on PostgreSQL (TEST_DATABASE_URL), where transactions really run at once.
const base = process.env.TEST_DATABASE_URL;
const BUYERS = 200;
const UNITS = 10;

describe.skipIf(!base)('200 buyers race for 10 units (two API processes on PostgreSQL)', () => {
  let database: Database;
  const apis: ApiProcess[] = [];
  let productId: string;
  const buyers: { memberId: string; token: string }[] = [];

  beforeAll(async () => {
    const made = await raceDatabase(base!);
    database = made.database;
    productId = await seedEdition(database, UNITS);
    for (let i = 0; i < BUYERS; i++)
      buyers.push(await createTestSession(database.db, { name: `Buyer ${i}` }));
    const env = loadEnv(made.url);
    apis.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
  }, 300_000);

  afterAll(async () => {
    for (const api of apis) await api.stop();
    await database?.close();
  }, 60_000);

  it('ends with exactly 10 orders, stock 0 and 190 clear refusals (4602 or 4000), no server error', async () => {
    const answers: Answer[] = await Promise.all(
      buyers.map((session, i) =>
        signedFetch(apis[i % 2]!.base, 'POST', '/api/orders', {
          session,
          form: orderForm(productId, { requestKey: `race-${i}-${randomBytes(4).toString('hex')}` }),
          timeoutMs: 60_000,
        }),
      ),
    );
    const byCode = new Map<number, number>();
    for (const a of answers) byCode.set(a.code, (byCode.get(a.code) ?? 0) + 1);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(byCode.get(Code.OK)).toBe(UNITS);
    expect((byCode.get(Code.OUT_OF_STOCK) ?? 0) + (byCode.get(Code.ITEM_LOCKED) ?? 0)).toBe(BUYERS - UNITS);

    const [item] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(item).toMatchObject({ stock: 0, pendingOrders: UNITS });
    const rows = await database.db
      .select({ id: orders.id, buyerId: orders.buyerId, quantity: orderLines.quantity })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.productId, productId));
    expect(rows).toHaveLength(UNITS);
    expect(new Set(rows.map((r) => r.buyerId)).size).toBe(UNITS);
    const winners = answers.filter((a) => a.code === Code.OK).map((a) => (a.data as { id: string }).id);
    expect(new Set(winners)).toEqual(new Set(rows.map((r) => r.id)));
  }, 120_000);

  // A cart checks out one seller's goods as one order of several lines. Two goods of 3 units
  // each; 40 buyers check out carts holding both, half listing them one way round and half the other (the
  // order in which row locks would be taken if the server did not sort them), some with two of the first.
  it('carts of two goods: all lines or none, never oversold, no deadlock, no server error', async () => {
    const seller = await createTestSession(database.db, { name: 'Cart seller' });
    const [first, second] = await Promise.all(
      ['Mug', 'Tote'].map((name) => seedEdition(database, 3, { seller, name, sourceType: 'PHYSICAL' })),
    );
    const carts = buyers.slice(0, 40).map((session, i) => {
      const lines = [
        { productId: first!, quantity: i % 4 === 0 ? 2 : 1 },
        { productId: second!, quantity: 1 },
      ];
      return { session, lines: i % 2 === 0 ? lines : lines.reverse() };
    });
    const answers: Answer[] = await Promise.all(
      carts.map(({ session, lines }, i) =>
        signedFetch(apis[i % 2]!.base, 'POST', '/api/orders', {
          session,
          form: {
            ...orderForm(first!, { requestKey: `cart-${i}-${randomBytes(4).toString('hex')}` }),
            ...linesForm(lines),
            ...courier,
          },
          timeoutMs: 60_000,
        }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const refused = answers.filter((a) => a.code !== Code.OK).map((a) => a.code);
    expect(refused.filter((c) => c !== Code.OUT_OF_STOCK && c !== Code.ITEM_LOCKED)).toEqual([]);

    const sold = async (productId: string) =>
      database.db
        .select({ orderId: orderLines.orderId, quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.productId, productId));
    const [a, b] = [await sold(first!), await sold(second!)];
    const units = (rows: { quantity: number }[]) => rows.reduce((n, r) => n + r.quantity, 0);
    // Every order that was made holds both lines; no line was sold without its order's other line.
    const winners = answers.filter((x) => x.code === Code.OK).map((x) => (x.data as { id: string }).id);
    expect(winners.length).toBeGreaterThan(0);
    expect(new Set(a.map((r) => r.orderId))).toEqual(new Set(winners));
    expect(new Set(b.map((r) => r.orderId))).toEqual(new Set(winners));
    for (const [id, rows] of [
      [first!, a],
      [second!, b],
    ] as const) {
      expect(units(rows)).toBeLessThanOrEqual(3);
      const [item] = await database.db.select().from(products).where(eq(products.id, id));
      expect(item!.stock).toBe(3 - units(rows));
    }
  }, 120_000);
});
