import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPaymentWorkers } from '../../../server/jobs/payments';
import { registerSandboxCallbackWorkers } from '../../../server/jobs/sandbox-callbacks';
import { SANDBOX_CARDS } from '../../../server/schemas/payments';
import { createTestSession } from '../../support/members';
import type { TestServer } from '../../support/server';
import {
  cardPay,
  checkPay,
  countJobs,
  expireOrderNow,
  ledger,
  makeOrder,
  orderRow,
  startPayment,
  startWithQueue,
  until,
} from './fixtures';

let s: TestServer;
let stop: () => Promise<void>;
beforeAll(async () => {
  // The app and the workers share the real pg-boss queue, as in a running server.
  ({ s, stop } = await startWithQueue(async (deps) => {
    await registerPaymentWorkers(deps);
    await registerSandboxCallbackWorkers(deps);
  }));
}, 60_000);
afterAll(() => stop());

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
    await until(async () => (await countJobs(s, 'payments.callback', 'open')) === 0);
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
