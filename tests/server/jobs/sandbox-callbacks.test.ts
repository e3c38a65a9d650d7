import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSandboxCallbackWorkers } from '../../../server/jobs/sandbox-callbacks';
import { MASTERCARD_NOTIFY_QUEUE } from '../../../server/payments/mastercard/sandbox';
import { MASTERCARD_TEST_CARDS } from '../../../server/schemas/payments-mastercard';
import { createTestSession } from '../../support/members';
import type { TestServer } from '../../support/server';
import {
  checkPay,
  countJobs,
  ledger,
  makeOrder,
  startPayment,
  startWithQueue,
  until,
} from '../payments/fixtures';

let s: TestServer;
let stop: () => Promise<void>;
beforeAll(async () => {
  // The app and the worker share the real pg-boss queue, as in a running server.
  ({ s, stop } = await startWithQueue(registerSandboxCallbackWorkers));
}, 60_000);
afterAll(() => stop());

describe('the sandbox callback workers: Mastercard', () => {
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
    await until(async () => (await countJobs(s, MASTERCARD_NOTIFY_QUEUE, 'completed')) === 2);
    expect(await ledger(s, order.id)).toHaveLength(1);
  }, 60_000);
});
