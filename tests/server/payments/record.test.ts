import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/errors';
import { Code } from '../../../server/schemas/codes';
import { unrefundedCaptures } from '../../../server/services/payments/ledger';
import { recordPayment, type RefundJob } from '../../../server/services/payments/record';
import { refundUnneededPayment } from '../../../server/services/payments/refund';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { ledger, makeOrder, orderRow, takeJobs } from './fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

async function newOrder(total = 2000n) {
  const buyer = await createTestSession(s.deps.db);
  return (await makeOrder(s, { buyer, total })).order;
}
const capture = (orderId: string, providerRef: string, amount: bigint, currency = 'HKD') =>
  recordPayment(s.deps, { orderId, provider: 'sandbox-card', providerRef, amount, currency });
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (e instanceof ApiError ? e.code : -1),
  );

describe('recordPayment', () => {
  it('records a reference once: a replay is a no-op answering duplicate', async () => {
    const order = await newOrder();
    expect(await capture(order.id, 'ch_once', 2000n)).toEqual({ duplicate: false, label: 'FULLPAID' });
    expect(await capture(order.id, 'ch_once', 2000n)).toEqual({ duplicate: true, label: 'FULLPAID' });
    expect(await ledger(s, order.id)).toHaveLength(1);
    expect(takeJobs(s, 'orders.fulfil')).toEqual([{ name: 'orders.fulfil', data: { orderId: order.id } }]);
  });

  it('the same reference with another amount, currency or order is refused (4606) and nothing changes', async () => {
    const order = await newOrder();
    await capture(order.id, 'ch_conflict', 1000n);
    const before = await orderRow(s, order.id);
    expect(before).toMatchObject({ label: 'DEPOSITDPAID', paidAmount: '1000' });
    expect(await codeOf(capture(order.id, 'ch_conflict', 2000n))).toBe(Code.PAYMENT_REF_CONFLICT);
    expect(await codeOf(capture(order.id, 'ch_conflict', 1000n, 'ETH'))).toBe(Code.PAYMENT_REF_CONFLICT);
    const other = await newOrder();
    expect(await codeOf(capture(other.id, 'ch_conflict', 1000n))).toBe(Code.PAYMENT_REF_CONFLICT);
    expect(await orderRow(s, order.id)).toEqual(before);
    expect(await ledger(s, order.id)).toHaveLength(1);
    expect(await ledger(s, other.id)).toHaveLength(0);
    expect((await orderRow(s, other.id)).label).toBe('NEW');
  });

  it('a second payment of a paid order is recorded and sent to be refunded; the fulfilment is queued once', async () => {
    const order = await newOrder();
    takeJobs(s, 'orders.fulfil');
    await capture(order.id, 'ch_first', 2000n);
    expect(await capture(order.id, 'ch_second', 2000n)).toEqual({ duplicate: false, label: 'FULLPAID' });
    const [, second] = await ledger(s, order.id, 'CAPTURE');
    expect(takeJobs(s, 'payments.refund')).toEqual([
      { name: 'payments.refund', data: { orderId: order.id, captureId: second!.id } },
    ]);
    expect(takeJobs(s, 'orders.fulfil')).toHaveLength(1);
  });

  it('an overpayment: FULLPAID, and the refund job gives back only the excess, once, under refund:<ref>:excess', async () => {
    const order = await newOrder(2000n);
    takeJobs(s, 'payments.refund');
    expect(await capture(order.id, 'ch_deposit', 1500n)).toEqual({ duplicate: false, label: 'DEPOSITDPAID' });
    expect(takeJobs(s, 'payments.refund')).toEqual([]);
    expect(await capture(order.id, 'ch_over', 1000n)).toEqual({ duplicate: false, label: 'FULLPAID' });
    const over = (await ledger(s, order.id, 'CAPTURE')).find((c) => c.providerRef === 'ch_over')!;
    const jobs = takeJobs(s, 'payments.refund');
    expect(jobs).toEqual([
      { name: 'payments.refund', data: { orderId: order.id, captureId: over.id, excess: '500' } },
    ]);
    expect((await orderRow(s, order.id)).paidAmount).toBe('2500');

    const job = jobs[0]!.data as RefundJob;
    await refundUnneededPayment(s.deps, job);
    await refundUnneededPayment(s.deps, job); // a retried job
    const refunds = await ledger(s, order.id, 'REFUND');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      providerRef: 'refund:ch_over:excess',
      amount: '500',
      refundOf: over.id,
      reason: 'overpaid',
    });
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'FULLPAID', paidAmount: '2000' });
    const left = await unrefundedCaptures(s.deps.db, order.id);
    const byRef = left
      .map((c) => [c.providerRef, c.remaining])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(byRef).toEqual([
      ['ch_deposit', 1500n],
      ['ch_over', 500n],
    ]);
  });
});
