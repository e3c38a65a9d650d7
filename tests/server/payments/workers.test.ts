import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPaymentWorkers } from '../../../server/jobs/payments';
import { startQueue, type Queue } from '../../../server/jobs/queue';
import { SANDBOX_CARDS } from '../../../server/schemas/payments';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { cardPay, checkPay, expireOrderNow, ledger, makeOrder, orderRow, startPayment } from './fixtures';

let s: TestServer;
let queue: Queue;
beforeAll(async () => {
  s = await startTestServer();
  queue = await startQueue(s.database, s.deps.log);
  // The app and the workers share the real pg-boss queue, as in a running server.
  Object.assign(s.deps, { queue });
  await registerPaymentWorkers(s.deps);
}, 60_000);
afterAll(async () => {
  await queue.stop();
  await s.close();
});

const until = async (ok: () => Promise<boolean>, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await ok()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  expect(await ok()).toBe(true);
};
const openJobs = async (name: string) =>
  Number(
    (
      (
        await s.database.executeSql(
          `SELECT count(*) AS n FROM pgboss.job WHERE name = $1 AND state < 'completed'`,
          [name],
        )
      ).rows[0] as { n: string }
    ).n,
  );

describe('payment workers through pg-boss', () => {
  it('the sandbox callback arrives late and twice by itself and pays the order once', async () => {
    // The workers sign with the real clock; the test server's clock is the real time at start.
    s.clock.now = new Date();
    const buyer = await createTestSession(s.deps.db);
    const { order } = await makeOrder(s, { buyer });
    const started = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
    const ref = started.data.ref as string;
    expect((await cardPay(s, ref, SANDBOX_CARDS.approved)).data.outcome).toBe('APPROVED');
    // Not at once: the first copy waits a second.
    expect((await checkPay(s, buyer, ref)).data.status).toBe('OPEN');
    await until(async () => (await checkPay(s, buyer, ref)).data.orderStatus === 'FULLPAID');
    await until(async () => (await openJobs('payments.callback')) === 0);
    expect(await ledger(s, order.id)).toHaveLength(1);
  }, 60_000);

  it('a late payment on an expired order is refunded by the refund worker', async () => {
    s.clock.now = new Date();
    const buyer = await createTestSession(s.deps.db);
    const { order } = await makeOrder(s, { buyer });
    const started = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
    await cardPay(s, started.data.ref, SANDBOX_CARDS.approved);
    await expireOrderNow(s, order.id);
    await until(async () => (await ledger(s, order.id, 'REFUND')).length === 1);
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'CANCELLED', paymentState: 'REFUNDED' });
    expect(await ledger(s, order.id, 'CAPTURE')).toHaveLength(1);
  }, 60_000);
});
