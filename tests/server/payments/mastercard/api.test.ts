import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../../server/schemas/codes';
import { reconcilePayments } from '../../../../server/services/payments/reconcile';
import { refundUnneededPayment } from '../../../../server/services/payments/refund';
import { createTestSession } from '../../../support/members';
import type { TestServer } from '../../../support/server';
import {
  checkPay,
  expireOrderNow,
  ledger,
  makeOrder,
  orderRow,
  sessionRow,
  startPayment,
  startWithStandIn,
  takeJobs,
  type Session,
} from '../fixtures';
import { MERCHANT, PASSWORD, startGateway, type Gateway } from './gateway-stand-in';

// The real MPGS adapter through the whole API against a local gateway: notifications (secret, replays, late
// ones), the reconciliation of a lost one, and the return page's server-side verify.

const SECRET = 'notification-secret-0123456789';
let gw: Gateway;
let s: TestServer;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({
    s,
    stand: gw,
    stop,
  } = await startWithStandIn(startGateway, (g) => ({
    MASTERCARD_GATEWAY_URL: g.url,
    MASTERCARD_MERCHANT_ID: MERCHANT,
    MASTERCARD_API_PASSWORD: PASSWORD,
    MASTERCARD_WEBHOOK_SECRET: SECRET,
  })));
}, 60_000);
afterAll(() => stop());

/** A new order and its Mastercard payment started by its buyer. */
async function started() {
  const buyer = await createTestSession(s.deps.db);
  const { order } = await makeOrder(s, { buyer });
  const res = await startPayment(s, buyer, { orderId: order.id, method: 'MASTERCARD' });
  expect(res.meta.code).toBe(200);
  return { buyer, order, ref: res.data.ref as string, redirectUrl: res.data.redirectUrl as string };
}

/** POSTs a notification to /api/callbacks/mastercard as the gateway does. */
async function notify(body: object, secret = SECRET) {
  const res = await s.app.request('/api/callbacks/mastercard', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Notification-Secret': secret },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { meta: { code: number } }).meta.code;
}
const verify = (buyer: Session, ref: string) =>
  s.request('POST', '/api/payments/mastercard/verify', { session: buyer, form: { ref } });

describe('Mastercard hosted checkout with the real adapter', () => {
  it('createPayment opens the gateway session and sends the buyer to the masterCard page', async () => {
    const { buyer, ref, redirectUrl } = await started();
    expect(redirectUrl).toBe(`#/masterCard?ref=${ref}`);
    expect(await sessionRow(s, ref)).toMatchObject({
      provider: 'mastercard',
      providerRef: expect.stringMatching(/^SESSION/),
    });
    const page = await s.request('GET', '/api/payments/mastercard/checkout', {
      session: buyer,
      query: { ref },
    });
    expect(page.data).toMatchObject({
      mode: 'HOSTED',
      amount: '2000',
      status: 'OPEN',
      scriptUrl: `${gw.url}/static/checkout/checkout.min.js`,
    });
    const stranger = await createTestSession(s.deps.db);
    const other = await s.request('GET', '/api/payments/mastercard/checkout', {
      session: stranger,
      query: { ref },
    });
    expect(other.meta.code).toBe(404);
  });

  it('a notification with a wrong secret is refused and changes nothing', async () => {
    const { order, ref } = await started();
    expect(await notify(gw.pay(ref, '20.00', 'APPROVED'), 'guessed-secret')).toBe(Code.SIGNATURE_INVALID);
    expect(await ledger(s, order.id)).toHaveLength(0);
    expect((await sessionRow(s, ref)).status).toBe('OPEN');
    expect((await orderRow(s, order.id)).label).toBe('NEW');
  });

  it('a success replayed 20 times at once is one ledger row and the order FULLPAID', async () => {
    const { buyer, order, ref } = await started();
    const body = gw.pay(ref, '20.00', 'APPROVED');
    const codes = await Promise.all(Array.from({ length: 20 }, () => notify(body)));
    expect(codes.every((c) => c === 200)).toBe(true);
    expect(await ledger(s, order.id)).toHaveLength(1);
    expect((await ledger(s, order.id))[0]).toMatchObject({
      provider: 'mastercard',
      providerRef: `${ref}:1`,
      amount: '2000',
    });
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({
      status: 'SUCCEEDED',
      orderStatus: 'FULLPAID',
    });
  });

  it('a decline answers 1004, an expired card 1009; the order stays unpaid', async () => {
    const a = await started();
    expect(await notify(gw.pay(a.ref, '20.00', 'DECLINED'))).toBe(200);
    expect((await checkPay(s, a.buyer, a.ref)).data).toMatchObject({ status: 'FAILED', failureCode: 1004 });
    const b = await started();
    expect(await notify(gw.pay(b.ref, '20.00', 'EXPIRED_CARD'))).toBe(200);
    expect((await checkPay(s, b.buyer, b.ref)).data).toMatchObject({ status: 'FAILED', failureCode: 1009 });
    expect((await orderRow(s, b.order.id)).label).toBe('NEW');
  });

  it('a lost notification is settled by the reconciliation once the session is 2 minutes old', async () => {
    const { buyer, order, ref } = await started();
    gw.pay(ref, '20.00', 'APPROVED'); // paid at the gateway; the notification never comes
    const t0 = s.clock.now;
    await reconcilePayments(s.deps);
    expect((await sessionRow(s, ref)).status).toBe('OPEN'); // too early to ask
    s.clock.now = new Date(t0.getTime() + 121_000);
    try {
      await reconcilePayments(s.deps);
    } finally {
      s.clock.now = t0;
    }
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({
      status: 'SUCCEEDED',
      orderStatus: 'FULLPAID',
    });
    // The notification arriving after all is a no-op.
    expect(await notify(gw.pay(ref, '20.00', 'APPROVED', '1'))).toBe(200);
    expect(await ledger(s, order.id)).toHaveLength(1);
  });

  it('the return page verifies at the gateway: still open, then paid; only the buyer may ask', async () => {
    const { buyer, order, ref } = await started();
    gw.state.failNext = 1; // a gateway that cannot answer leaves the session open (the page keeps waiting)
    expect((await verify(buyer, ref)).data).toMatchObject({ status: 'OPEN' });
    expect(gw.state.failNext).toBe(0);
    expect((await verify(buyer, ref)).data).toMatchObject({ status: 'OPEN' });
    const stranger = await createTestSession(s.deps.db);
    expect((await verify(stranger, ref)).meta.code).toBe(404);
    gw.pay(ref, '20.00', 'APPROVED');
    expect((await verify(buyer, ref)).data).toMatchObject({
      ref,
      status: 'SUCCEEDED',
      orderStatus: 'FULLPAID',
    });
    expect(await notify(gw.pay(ref, '20.00', 'APPROVED', '1'))).toBe(200); // then the notification: no-op
    expect(await ledger(s, order.id)).toHaveLength(1);
  });

  it('a late notification after the order expired is recorded and refunded at the gateway', async () => {
    const { order, ref } = await started();
    await expireOrderNow(s, order.id);
    takeJobs(s, 'payments.refund');
    expect(await notify(gw.pay(ref, '20.00', 'APPROVED'))).toBe(200);
    expect(await ledger(s, order.id, 'CAPTURE')).toHaveLength(1);
    const jobs = takeJobs(s, 'payments.refund');
    expect(jobs).toHaveLength(1);
    await refundUnneededPayment(s.deps, jobs[0]!.data as never);
    await refundUnneededPayment(s.deps, jobs[0]!.data as never); // a retried job refunds once
    expect(await ledger(s, order.id, 'REFUND')).toHaveLength(1);
    const refunds = gw.orders.get(ref)!.transaction.filter((t) => t.transaction.type === 'REFUND');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.transaction).toMatchObject({ amount: '20.00', targetTransactionId: '1' });
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'CANCELLED', paymentState: 'REFUNDED' });
  });
});
