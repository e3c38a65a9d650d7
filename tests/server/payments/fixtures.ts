import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import {
  collections,
  members,
  orderEvents,
  orderLines,
  orders,
  paymentEvents,
  paymentSessions,
  products,
} from '../../../server/db/schema';
import { deliverSandboxCallback } from '../../../server/jobs/sandbox-callbacks';
import { sandboxCardCallbacks } from '../../../server/payments/card/sandbox';
import { createLogger } from '../../../server/log';
import { transitionOrder } from '../../../server/services/orders/transition';
import type { Db } from '../../../server/db/client';
import type { Env } from '../../../server/env';
import type { PriceBreakdown } from '../../../server/schemas/orders';
import { expect } from 'vitest';
import { startQueue } from '../../../server/jobs/queue';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

export type Session = { memberId: string; token: string };

/**
 * An order inserted directly (orders, one order line, its 'order.create' event), so payment tests do not depend
 * on checkout: NEW, unpaid, expiring 30 minutes after the test clock unless told otherwise.
 */
export async function makeOrder(
  s: TestServer,
  o: { buyer: Session; currency?: 'HKD' | 'ETH'; total?: bigint; expiresAt?: Date; seller?: Session },
) {
  const db = s.deps.db;
  const seller = o.seller ?? (await createTestSession(db));
  const currency = o.currency ?? 'HKD';
  const total = o.total ?? 2000n;
  const [col] = await db
    .insert(collections)
    .values({
      ownerId: seller.memberId,
      name: `c-${randomUUID()}`,
      url: `c-${randomUUID()}`,
      logoImage: '/l.png',
      featuredImage: '/f.png',
      bannerImage: '/b.png',
      royaltyAddress: '0x0000000000000000000000000000000000000001',
    })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      collectionId: col!.id,
      creatorId: seller.memberId,
      ownerId: seller.memberId,
      sourceType: 'PHYSICAL',
      status: 'ON_SALE',
      name: 'Mug',
      displayImage: '/m.png',
      stock: 4,
      pendingOrders: 1,
    })
    .returning();
  const price = {
    currency,
    totalAmount: total.toString(),
    lines: [],
    perLine: [],
  } as unknown as PriceBreakdown;
  const [order] = await db
    .insert(orders)
    .values({
      number: `T${randomBytes(6).toString('hex')}`,
      title: 'Mug',
      buyerId: o.buyer.memberId,
      sellerId: seller.memberId,
      currency,
      blockchain: currency === 'ETH' ? 'ETHEREUM' : null,
      price,
      totalAmount: total.toString(),
      buyerName: 'Buyer',
      buyerMobile: '+85212345678',
      buyerEmail: 'buyer@example.com',
      buyerAddress: 'Somewhere 1',
      receipt: 'Buyer',
      deliveryType: 'DLV',
      expiresAt: o.expiresAt ?? new Date(s.clock.now.getTime() + 30 * 60_000),
      createdAt: s.clock.now,
    })
    .returning();
  await db.insert(orderLines).values({
    orderId: order!.id,
    productId: product!.id,
    position: 0,
    kind: 'PHYSICAL',
    name: 'Mug',
    image: '/m.png',
    quantity: 1,
    unitPrice: total.toString(),
    total: total.toString(),
  });
  await db.insert(orderEvents).values({
    orderId: order!.id,
    seq: 1,
    event: 'order.create',
    actorRole: 'BUYER',
    actorId: o.buyer.memberId,
    toLabel: 'NEW',
    machineEvent: { type: 'order.create', by: 'BUYER' },
  });
  return { order: order!, seller, productId: product!.id };
}

/** Expires an order as the expiry job would (order.expire by SYSTEM → CANCELLED). */
export async function expireOrderNow(s: TestServer, orderId: string) {
  await s.deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    await transitionOrder(
      tx,
      order!,
      { event: { type: 'order.expire', by: 'SYSTEM' }, actorId: null, reason: 'expired' },
      async (o) => ({ state: 'CANCELLED', paymentState: o.paymentState, fulfilment: o.fulfilment }),
      s.clock.now,
    );
  });
}

/** A member holding the SUPPORT permission tag. */
export async function supportMember(s: TestServer): Promise<Session> {
  const session = await createTestSession(s.deps.db);
  await s.deps.db
    .update(members)
    .set({ permiTagValues: ['SUPPORT'] })
    .where(eq(members.id, session.memberId));
  return session;
}

export const startPayment = (s: TestServer, session: Session, form: Record<string, string>) =>
  s.request('POST', '/api/payments', { session, form });

export const cardPay = (s: TestServer, ref: string, cardNumber: string, expiry = '12/40') =>
  s.request('POST', '/api/sandbox/card/pay', {
    form: { ref, cardNumber, expiry, cvc: '123', holder: 'A Buyer' },
  });

export const checkPay = (s: TestServer, session: Session, ref: string) =>
  s.request('GET', '/api/payments/check', { session, query: { ref } });

type Sent = { name: string; data: object };

/** The jobs of one queue the recording queue holds, taken out so a test delivers each batch once. */
export function takeJobs(s: TestServer, name: string): Sent[] {
  const q = s.deps.queue as unknown as { sent: Sent[]; options: unknown[] };
  const taken: Sent[] = [];
  for (let i = q.sent.length - 1; i >= 0; i--) {
    if (q.sent[i]!.name !== name) continue;
    taken.unshift(q.sent[i]!);
    q.sent.splice(i, 1);
    q.options.splice(i, 1);
  }
  return taken;
}

/** The jobs of a queue still held, without taking them. */
export const jobsOf = (s: TestServer, name: string) =>
  (s.deps.queue as unknown as { sent: Sent[] }).sent.filter((j) => j.name === name);

/** Delivers recorded callback jobs through the whole app (unsigned path, route, provider signature). */
export async function deliver(s: TestServer, jobs: Sent[]) {
  const codes: number[] = [];
  for (const job of jobs) {
    codes.push(
      await deliverSandboxCallback(s.deps, sandboxCardCallbacks, job.data as never, (path, init) =>
        Promise.resolve(s.app.request(path, init)),
      ),
    );
  }
  return codes;
}

export async function orderRow(s: TestServer, id: string) {
  const [row] = await s.deps.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function ledger(s: TestServer, orderId: string, kind?: 'CAPTURE' | 'REFUND') {
  return s.deps.db
    .select()
    .from(paymentEvents)
    .where(
      kind
        ? and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.kind, kind))
        : eq(paymentEvents.orderId, orderId),
    );
}

export async function sessionRow(s: TestServer, ref: string) {
  const [row] = await s.deps.db.select().from(paymentSessions).where(eq(paymentSessions.ref, ref));
  return row!;
}

/**
 * A NEW order of 20.00 HKD with one OPEN sandbox card session for all of it, inserted directly (no createPayment):
 * `details` as the card page left them, `ttlMs` the session's time, `orderExpiresAt` the order's.
 */
export async function openCardSession(
  s: TestServer,
  o: { details?: Record<string, string>; ttlMs?: number; orderExpiresAt?: Date } = {},
) {
  const buyer = await createTestSession(s.deps.db);
  const { order } = await makeOrder(s, { buyer, total: 2000n, expiresAt: o.orderExpiresAt });
  const [row] = await s.deps.db
    .insert(paymentSessions)
    .values({
      orderId: order.id,
      provider: 'sandbox-card',
      ref: randomBytes(18).toString('base64url'),
      amount: '2000',
      currency: 'HKD',
      details: o.details ?? {},
      expiresAt: new Date(s.clock.now.getTime() + (o.ttlMs ?? 30 * 60_000)),
      createdAt: s.clock.now,
    })
    .returning();
  return row!;
}

/** A test server whose app and workers (added by `register`) share a real pg-boss queue, as a running server's. */
export async function startWithQueue(register: (deps: TestServer['deps']) => Promise<unknown>) {
  const s = await startTestServer();
  const queue = await startQueue(s.database, s.deps.log);
  Object.assign(s.deps, { queue });
  await register(s.deps);
  const stop = async () => {
    await queue.stop();
    await s.close();
  };
  return { s, stop };
}

/** Polls `ok` until it holds or `ms` pass, then expects it (for what a worker does by itself). */
export async function until(ok: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await ok()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  expect(await ok()).toBe(true);
}

/** How many pg-boss jobs of `name` are still to run ('open') or have run ('completed'). */
export async function countJobs(s: TestServer, name: string, state: 'open' | 'completed') {
  const where = state === 'open' ? `state < 'completed'` : `state = 'completed'`;
  const res = await s.database.executeSql(
    `SELECT count(*) AS n FROM pgboss.job WHERE name = $1 AND ${where}`,
    [name],
  );
  return Number((res.rows[0] as { n: string }).n);
}

/**
 * The server's own logger at debug writing into `lines` (one entry a log line), for tests that read what was
 * logged: nothing secret, or a line they expect.
 */
export function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger({ LOG_LEVEL: 'debug' }, sink) };
}

/** A test server over a local stand-in of a provider's API (`env` names its URL and keys); `stop` closes both. */
export async function startWithStandIn<T extends { close(): Promise<void> }>(
  start: () => Promise<T>,
  env: (stand: T) => Partial<Env>,
) {
  const stand = await start();
  const s = await startTestServer(env(stand));
  const stop = async () => {
    await s.close();
    await stand.close();
  };
  return { s, stand, stop };
}
