import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orderLines, orders, outbox, paymentEvents } from '../../../server/db/schema';
import { recordPayment } from '../../../server/services/payments/record';
import { SANDBOX_CARDS } from '../../../server/schemas/payments';
import {
  formatMoney,
  mailReceipt,
  zonedTime,
  type ReceiptJob,
} from '../../../server/services/payments/receipt';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import {
  cardPay,
  deliver,
  ledger,
  makeOrder,
  startPayment,
  supportMember,
  takeJobs,
  type Session,
} from './fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

/** A buyer speaking `language` (null: never chose), with an order of 20.00 HKD paid by the sandbox card. */
async function paidByCard(language: string | null) {
  const buyer = await createTestSession(s.deps.db);
  await s.deps.db.update(members).set({ language }).where(eq(members.id, buyer.memberId));
  const { order } = await makeOrder(s, { buyer, total: 2000n });
  const started = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
  expect((await cardPay(s, started.data.ref, SANDBOX_CARDS.approved)).meta.code).toBe(200);
  // The processor's callback arrives twice (and here a third time, replayed).
  const callbacks = takeJobs(s, 'payments.callback');
  expect(await deliver(s, [...callbacks, callbacks[0]!])).toEqual([200, 200, 200]);
  return { buyer, order };
}

const receiptJobs = () => takeJobs(s, 'payments.receipt').map((j) => j.data as ReceiptJob);
/** The mails of an order's `n`th ledger row: its receipt number is the order number and `n`. */
const mailsOf = (orderNumber: string, n: number) =>
  s.deps.db
    .select()
    .from(outbox)
    .where(like(outbox.body, `%${orderNumber}-${n}\n%`));

describe('payment receipts', () => {
  it('one receipt per capture, however often the callback and the job come, in English by default, without the card', async () => {
    takeJobs(s, 'payments.receipt');
    const { order } = await paidByCard(null);
    const [capture] = await ledger(s, order.id, 'CAPTURE');
    const jobs = receiptJobs();
    expect(jobs).toEqual([{ paymentId: capture!.id }]);
    // A retried job and two workers at once store the mail once.
    await Promise.all([mailReceipt(s.deps, jobs[0]!), mailReceipt(s.deps, jobs[0]!)]);
    expect(await mailReceipt(s.deps, jobs[0]!)).toBe(false);
    const mails = await mailsOf(order.number, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      channel: 'email',
      recipient: 'buyer@example.com',
      subject: `Payment received for order ${order.number}`,
    });
    expect(mails[0]!.body).toContain('Amount: HKD 20.00');
    expect(mails[0]!.body).toContain('Method: Card');
    expect(mails[0]!.body).not.toContain(SANDBOX_CARDS.approved);
    expect(mails[0]!.body).not.toContain('ch_');
  });

  it("follows the buyer's language, for the capture and for support's refund", async () => {
    takeJobs(s, 'payments.receipt');
    const { order } = await paidByCard('zh_TW');
    const [capture] = await ledger(s, order.id, 'CAPTURE');
    const support: Session = await supportMember(s);
    const refunded = await s.request('POST', '/api/payments/refund', {
      session: support,
      form: { paymentId: capture!.id, amount: '550', reason: 'late' },
    });
    expect(refunded.meta.code).toBe(200);
    const jobs = receiptJobs();
    expect(jobs.map((j) => j.paymentId)).toEqual([capture!.id, refunded.data.refund.id]);
    for (const job of jobs) await mailReceipt(s.deps, job);
    const [paid] = await mailsOf(order.number, 1);
    const [refund] = await mailsOf(order.number, 2);
    expect(paid!.subject).toBe(`訂單 ${order.number} 已收到付款`);
    expect(refund!.subject).toBe(`訂單 ${order.number} 退款通知`);
    expect(refund!.body).toContain('金額：HKD 5.50');
  });

  it('carries the lines, the discounts, shipping and total, the time in the member’s zone and the order number', async () => {
    const buyer = await createTestSession(s.deps.db);
    await s.deps.db
      .update(members)
      .set({ timeZone: 'America/New_York' })
      .where(eq(members.id, buyer.memberId));
    const { order } = await makeOrder(s, { buyer, total: 4500n });
    const price = {
      ...order.price,
      lines: [
        { kind: 'ITEMS', amount: '2000', detail: null },
        { kind: 'PROMOTION', amount: '500', detail: 'SAVE5' },
        { kind: 'SHIPPING', amount: '3000', detail: null },
        { kind: 'TOTAL', amount: '4500', detail: null },
      ],
    } as typeof order.price;
    await s.deps.db.update(orders).set({ price }).where(eq(orders.id, order.id));
    await s.deps.db
      .update(orderLines)
      .set({ name: 'Tea mug', quantity: 2, unitPrice: '1000', total: '2000' })
      .where(eq(orderLines.orderId, order.id));
    await recordPayment(s.deps, {
      orderId: order.id,
      provider: 'SANDBOX_CARD',
      providerRef: `ch_${order.id}`,
      amount: 4500n,
      currency: 'HKD',
    });
    const [capture] = await ledger(s, order.id, 'CAPTURE');
    // 12:12 PM in Hong Kong (the app's clock) is 11:12 PM the day before in New York.
    await s.deps.db
      .update(paymentEvents)
      .set({ createdAt: new Date('2026-11-25T04:12:00Z') })
      .where(eq(paymentEvents.id, capture!.id));
    expect(await mailReceipt(s.deps, { paymentId: capture!.id })).toBe(true);
    const [mail] = await mailsOf(order.number, 1);
    const body = mail!.body.split('\n');
    expect(body).toEqual(
      expect.arrayContaining([
        `Order number: ${order.number}`,
        `Receipt number: ${order.number}-1`,
        'Time: Nov 24, 2026, 11:12 PM GMT-5 (America/New_York)',
        'Amount: HKD 45.00',
        '- Tea mug  2 × HKD 10.00  HKD 20.00',
        'Items subtotal: HKD 20.00',
        'Promotion code (SAVE5): -HKD 5.00',
        'Shipping: HKD 30.00',
        'Order total: HKD 45.00',
      ]),
    );
    expect(mail!.body).not.toContain(capture!.id);
    expect(zonedTime(new Date('2026-11-25T04:12:00Z'), 'en_US', 'Asia/Hong_Kong')).toBe(
      'Nov 25, 2026, 12:12 PM GMT+8 (Asia/Hong_Kong)',
    );
  });

  it('writes minor units as decimals without floating point', () => {
    expect(formatMoney('123456', 'HKD', 'en_US')).toBe('HKD 1,234.56');
    expect(formatMoney('5', 'HKD', 'en_US')).toBe('HKD 0.05');
    expect(formatMoney('1000000000000000001', 'ETH', 'en_US')).toBe('ETH 1.000000000000000001');
    expect(formatMoney('50000000000000000', 'ETH', 'en_US')).toBe('ETH 0.05');
    expect(formatMoney('2000000000000000000', 'MATIC', 'en_US')).toBe('MATIC 2');
  });
});
