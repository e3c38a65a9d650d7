import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverSandboxCallback } from '../../../server/jobs/sandbox-callbacks';
import { BYON_CALLBACK_QUEUE, byonCallbacks } from '../../../server/payments/byon/sandbox-payer';
import { SANDBOX_CARDS } from '../../../server/schemas/payments';
import type { RefundJob } from '../../../server/services/payments/record';
import { refundUnneededPayment } from '../../../server/services/payments/refund';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import {
  cardPay,
  checkPay,
  deliver,
  ledger,
  makeOrder,
  orderRow,
  sessionRow,
  startPayment,
  takeJobs,
  type Session,
} from './fixtures';

let s: TestServer;
beforeAll(async () => {
  // Stripe's SDK client, built when a callback's provider is looked up past it, needs a key (byon tests do so too).
  s = await startTestServer({ STRIPE_SECRET_KEY: 'sk_test_unused' });
}, 60_000);
afterAll(() => s.close());

const TOTAL = 10_000n; // HK$100: 30 % (HK$30) is above the card minimum of 1 USD.

/** Opens a card attempt for `amount` (all that is left when omitted) and pays it on the sandbox card page. */
async function paidAttempt(buyer: Session, orderId: string, amount?: string) {
  const started = await startPayment(s, buyer, {
    orderId,
    method: 'SANDBOX_CARD',
    ...(amount ? { amount } : {}),
  });
  expect(started.meta.code).toBe(200);
  const ref = started.data.ref as string;
  expect((await cardPay(s, ref, SANDBOX_CARDS.approved)).data.outcome).toBe('APPROVED');
  // The processor's callbacks (sent late and twice), held until the test delivers them.
  return { ref, callbacks: takeJobs(s, 'payments.callback') };
}

/** Runs the refund jobs the ledger queued, as the 'payments.refund' worker does (twice: the second is a no-op). */
async function runRefundJobs() {
  const jobs = takeJobs(s, 'payments.refund');
  for (const job of [...jobs, ...jobs]) await refundUnneededPayment(s.deps, job.data as RefundJob);
  return jobs;
}

async function newOrder() {
  const buyer = await createTestSession(s.deps.db);
  takeJobs(s, 'orders.fulfil');
  return { buyer, order: (await makeOrder(s, { buyer, total: TOTAL })).order };
}

describe('split and partial payments', () => {
  it('30 % by QR (BYON) then 70 % by card ends FULLPAID with two captures and nothing refunded', async () => {
    const { buyer, order } = await newOrder();
    const first = await startPayment(s, buyer, { orderId: order.id, method: 'BYON', amount: '3000' });
    expect(first.meta.code).toBe(200);
    const ref = first.data.ref as string;
    // The payer scans the QR (its link carries the payer token) and confirms; BYON's callbacks follow.
    const qr = await s.request('GET', '/api/payments/qr', { session: buyer, query: { ref } });
    const t = new URL((qr.data.qrPayload as string).replace('/#/', '/')).searchParams.get('t')!;
    expect((await s.request('POST', '/api/sandbox/byon/confirm', { form: { ref, t } })).meta.code).toBe(200);
    for (const job of takeJobs(s, BYON_CALLBACK_QUEUE)) {
      await deliverSandboxCallback(s.deps, byonCallbacks, job.data as never, (path, init) =>
        Promise.resolve(s.app.request(path, init)),
      );
    }
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'DEPOSITDPAID', paidAmount: '3000' });
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({
      status: 'SUCCEEDED',
      orderStatus: 'DEPOSITDPAID',
    });
    // The rest: createPayment without an amount asks for what is left.
    const rest = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
    expect(rest.data.amount).toBe('7000');
    await cardPay(s, rest.data.ref, SANDBOX_CARDS.approved);
    await deliver(s, takeJobs(s, 'payments.callback'));
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'FULLPAID', paidAmount: '10000' });
    const captures = await ledger(s, order.id, 'CAPTURE');
    expect(captures.map((c) => [c.provider, c.amount]).sort()).toEqual([
      ['byon-sandbox', '3000'],
      ['sandbox-card', '7000'],
    ]);
    expect(await runRefundJobs()).toHaveLength(0);
    expect(await ledger(s, order.id, 'REFUND')).toHaveLength(0);
    expect(takeJobs(s, 'orders.fulfil')).toHaveLength(1);
  });

  it('two attempts for the whole rest, both paid: FULLPAID once and the second payment refunded whole', async () => {
    const { buyer, order } = await newOrder();
    // Paid at the processor in one tab while the buyer opened a second attempt in another.
    const a = await paidAttempt(buyer, order.id);
    const b = await paidAttempt(buyer, order.id);
    expect((await sessionRow(s, a.ref)).status).toBe('CANCELLED');
    await deliver(s, b.callbacks);
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'FULLPAID', paidAmount: '10000' });
    // The closed attempt's money still arrives: recorded, and given back.
    await deliver(s, a.callbacks);
    expect(await ledger(s, order.id, 'CAPTURE')).toHaveLength(2);
    expect(await runRefundJobs()).toHaveLength(1);
    const [refund, ...more] = await ledger(s, order.id, 'REFUND');
    expect(more).toHaveLength(0);
    expect(refund!.amount).toBe('10000');
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'FULLPAID', paidAmount: '10000' });
    expect(takeJobs(s, 'orders.fulfil')).toHaveLength(1);
  });

  it('a part paid on a closed attempt for more than is left: FULLPAID and only the excess refunded', async () => {
    const { buyer, order } = await newOrder();
    const big = await paidAttempt(buyer, order.id, '6000');
    // A second, smaller attempt closes the first; it is paid and recorded first.
    const small = await paidAttempt(buyer, order.id, '5000');
    await deliver(s, small.callbacks);
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'DEPOSITDPAID', paidAmount: '5000' });
    // The 6000 of the closed attempt pays the 5000 left and 1000 more.
    await deliver(s, big.callbacks);
    expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
    const jobs = await runRefundJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).toMatchObject({ excess: '1000' });
    expect((await ledger(s, order.id, 'REFUND')).map((r) => r.amount)).toEqual(['1000']);
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'FULLPAID', paidAmount: '10000' });
  });
});
