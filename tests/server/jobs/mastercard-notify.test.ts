import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMastercardWorker } from '../../../server/jobs/mastercard-notify';
import { startQueue, type Queue } from '../../../server/jobs/queue';
import { MASTERCARD_NOTIFY_QUEUE } from '../../../server/payments/mastercard/sandbox';
import { MASTERCARD_TEST_CARDS } from '../../../server/schemas/payments-mastercard';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { checkPay, ledger, makeOrder, startPayment } from '../payments/fixtures';

let s: TestServer;
let queue: Queue;
beforeAll(async () => {
  s = await startTestServer();
  queue = await startQueue(s.database, s.deps.log);
  // The app and the worker share the real pg-boss queue, as in a running server.
  Object.assign(s.deps, { queue });
  await registerMastercardWorker(s.deps);
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

const jobs = async (state: string) =>
  Number(
    (
      (
        await s.database.executeSql(`SELECT count(*) AS n FROM pgboss.job WHERE name = $1 AND state = $2`, [
          MASTERCARD_NOTIFY_QUEUE,
          state,
        ])
      ).rows[0] as { n: string }
    ).n,
  );

describe('the Mastercard sandbox notification worker', () => {
  it('delivers the notification late and twice by itself: the order is paid once', async () => {
    const buyer = await createTestSession(s.deps.db);
    const { order } = await makeOrder(s, { buyer });
    const ref = (await startPayment(s, buyer, { orderId: order.id, method: 'MASTERCARD' })).data
      .ref as string;
    const paid = await s.request('POST', '/api/sandbox/mastercard/pay', {
      form: { ref, cardNumber: MASTERCARD_TEST_CARDS.approved, expiry: '01/39', cvc: '123', holder: 'A' },
    });
    expect(paid.data.outcome).toBe('APPROVED');
    expect((await checkPay(s, buyer, ref)).data.status).toBe('OPEN'); // not at once: a second late
    await until(async () => (await checkPay(s, buyer, ref)).data.orderStatus === 'FULLPAID');
    // The second copy comes too (both jobs complete, none refused) and changes nothing.
    await until(async () => (await jobs('completed')) === 2);
    expect(await ledger(s, order.id)).toHaveLength(1);
  }, 60_000);
});
