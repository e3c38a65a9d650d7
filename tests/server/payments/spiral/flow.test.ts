import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCallback } from '../../../../server/payments/provider';
import { Code } from '../../../../server/schemas/codes';
import { reconcilePayments } from '../../../../server/services/payments/reconcile';
import { refundUnneededPayment } from '../../../../server/services/payments/refund';
import type { RefundJob } from '../../../../server/services/payments/record';
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
import { startSpiralStandIn } from './stand-in';

// The real Spiral adapter inside the whole API, against the local stand-in of Spiral's API.
let s: TestServer;
let spiral: Awaited<ReturnType<typeof startSpiralStandIn>>;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({
    s,
    stand: spiral,
    stop,
  } = await startWithStandIn(startSpiralStandIn, (api) => ({
    SPIRAL_API_URL: api.url,
    SPIRAL_MERCHANT_ID: 'm_123',
    SPIRAL_API_KEY: 'sk_spiral_test',
    SPIRAL_CALLBACK_SECRET: 'whsec_spiral',
  })));
}, 60_000);
afterAll(() => stop());

const callback = async (body: string, secret = 'whsec_spiral') => {
  const res = await s.app.request('/api/callbacks/spiral', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Spiral-Signature': signCallback(secret, body, s.clock.now.getTime()),
    },
    body,
  });
  return (await res.json()) as { meta: { code: number }; data: { status: string; duplicate: boolean } };
};
const spiralReturn = (who: Session, ref: string) =>
  s.request('POST', '/api/payments/spiral/return', { session: who, form: { ref } });

/** A buyer's order paying by Spiral: the checkout is opened at the stand-in. */
async function paying(o: { total?: bigint } = {}) {
  const buyer = await createTestSession(s.deps.db);
  const { order } = await makeOrder(s, { buyer, total: o.total });
  const started = await startPayment(s, buyer, { orderId: order.id, method: 'SPIRAL' });
  expect(started.meta.code).toBe(200);
  const ref = started.data.ref as string;
  const checkoutId = (await sessionRow(s, ref)).providerRef!;
  return { buyer, order, ref, checkoutId, redirectUrl: started.data.redirectUrl as string };
}

describe('Spiral through the API (real adapter, local stand-in)', () => {
  it('lists SPIRAL; createPayment opens a checkout and answers its hosted page', async () => {
    const { buyer, order, ref, checkoutId, redirectUrl } = await paying();
    expect(redirectUrl).toBe(`https://pay.spiral.example/c/${checkoutId}`);
    expect((await sessionRow(s, ref)).provider).toBe('spiral');
    const methods = await s.request('GET', '/api/payments/methods', {
      session: buyer,
      query: { orderId: order.id },
    });
    expect(methods.data).toContainEqual(
      expect.objectContaining({ method: 'SPIRAL', available: true, code: null }),
    );
  });

  it('paid: the signed callback records one capture and the order is FULLPAID', async () => {
    const { buyer, order, ref, checkoutId } = await paying();
    spiral.settle(checkoutId, 'PAID');
    const answer = await callback(spiral.event(checkoutId, 'checkout.paid'));
    expect(answer.meta.code).toBe(200);
    expect(answer.data).toMatchObject({ status: 'SUCCEEDED', duplicate: false });
    expect(await ledger(s, order.id, 'CAPTURE')).toMatchObject([
      { provider: 'spiral', providerRef: `pay_${checkoutId}`, amount: '2000' },
    ]);
    expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({
      status: 'SUCCEEDED',
      orderStatus: 'FULLPAID',
    });
  });

  it('declined (1004), expired card (1009), cancelled (1013): the session fails, the order stays NEW', async () => {
    const cases = [
      ['do_not_honor', 'checkout.failed', Code.VERIFICATION_FAILED],
      ['expired_card', 'checkout.failed', Code.CARD_EXPIRED],
      [undefined, 'checkout.cancelled', Code.CANCELLED_OR_NOT_VALID],
    ] as const;
    for (const [failure, type, expected] of cases) {
      const { buyer, order, ref, checkoutId } = await paying();
      spiral.settle(checkoutId, type === 'checkout.cancelled' ? 'CANCELLED' : 'FAILED', failure);
      expect((await callback(spiral.event(checkoutId, type))).data.status).toBe('FAILED');
      expect((await checkPay(s, buyer, ref)).data).toMatchObject({ status: 'FAILED', failureCode: expected });
      expect((await orderRow(s, order.id)).label).toBe('NEW');
      expect(await ledger(s, order.id)).toEqual([]);
    }
  });

  it('a callback with a bad signature is refused and changes nothing', async () => {
    const { order, ref, checkoutId } = await paying();
    spiral.settle(checkoutId, 'PAID');
    const body = spiral.event(checkoutId, 'checkout.paid');
    expect((await callback(body, 'spiral-sandbox-secret')).meta.code).toBe(Code.SIGNATURE_INVALID);
    const res = await s.app.request('/api/callbacks/spiral', { method: 'POST', body });
    expect(res.status).toBe(401);
    const tampered = body.replace('"2000"', '"1"');
    const sig = signCallback('whsec_spiral', body, s.clock.now.getTime());
    const forged = await s.app.request('/api/callbacks/spiral', {
      method: 'POST',
      headers: { 'X-Spiral-Signature': sig },
      body: tampered,
    });
    expect(((await forged.json()) as { meta: { code: number } }).meta.code).toBe(Code.SIGNATURE_INVALID);
    expect((await sessionRow(s, ref)).status).toBe('OPEN');
    expect(await ledger(s, order.id)).toEqual([]);
  });

  it('the paid callback replayed 20 times at once: one ledger row, one payment', async () => {
    const { order, checkoutId } = await paying();
    spiral.settle(checkoutId, 'PAID');
    const body = spiral.event(checkoutId, 'checkout.paid');
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback(body)));
    expect(answers.every((a) => a.meta.code === 200)).toBe(true);
    expect(answers.filter((a) => !a.data.duplicate)).toHaveLength(1);
    expect(await ledger(s, order.id)).toHaveLength(1);
    expect((await orderRow(s, order.id)).paidAmount).toBe('2000');
  });

  it('a lost callback: the reconciliation asks Spiral 2 minutes on and records the payment once', async () => {
    const { order, ref, checkoutId } = await paying();
    spiral.settle(checkoutId, 'PAID');
    const before = s.clock.now;
    await reconcilePayments(s.deps);
    expect((await sessionRow(s, ref)).status).toBe('OPEN'); // too early to ask
    s.clock.now = new Date(before.getTime() + 121_000);
    try {
      await reconcilePayments(s.deps);
      expect((await sessionRow(s, ref)).status).toBe('SUCCEEDED');
      expect(await ledger(s, order.id, 'CAPTURE')).toHaveLength(1);
      expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
      // The callback arriving after all is a duplicate.
      expect((await callback(spiral.event(checkoutId, 'checkout.paid'))).data.duplicate).toBe(true);
      expect(await ledger(s, order.id)).toHaveLength(1);
    } finally {
      s.clock.now = before;
    }
  });

  it('a lost callback: the return query settles it at once, for the buyer of that order only', async () => {
    const { buyer, order, ref, checkoutId } = await paying();
    const stranger = await createTestSession(s.deps.db);
    expect((await spiralReturn(stranger, ref)).status).toBe(404);
    // Still undecided at Spiral: the return changes nothing.
    expect((await spiralReturn(buyer, ref)).data).toMatchObject({ status: 'OPEN', orderStatus: 'NEW' });
    // Spiral down: the buyer still gets the session's state, to wait on checkpay.
    spiral.state.down = true;
    expect((await spiralReturn(buyer, ref)).data).toMatchObject({ status: 'OPEN' });
    spiral.state.down = false;
    spiral.settle(checkoutId, 'PAID');
    const back = await spiralReturn(buyer, ref);
    expect(back.data).toMatchObject({ ref, status: 'SUCCEEDED', orderStatus: 'FULLPAID' });
    expect((await spiralReturn(buyer, ref)).data.status).toBe('SUCCEEDED');
    expect((await callback(spiral.event(checkoutId, 'checkout.paid'))).data.duplicate).toBe(true);
    expect(await ledger(s, order.id)).toHaveLength(1);
  });

  it('a return after a cancel at Spiral reads 1013', async () => {
    const { buyer, ref, checkoutId } = await paying();
    spiral.settle(checkoutId, 'CANCELLED');
    expect((await spiralReturn(buyer, ref)).data).toMatchObject({
      status: 'FAILED',
      failureCode: Code.CANCELLED_OR_NOT_VALID,
    });
  });

  it('a late callback after the order expired is recorded, then refunded at Spiral once', async () => {
    const { order, checkoutId } = await paying();
    takeJobs(s, 'payments.refund');
    await expireOrderNow(s, order.id);
    spiral.settle(checkoutId, 'PAID');
    expect((await callback(spiral.event(checkoutId, 'checkout.paid'))).meta.code).toBe(200);
    const [capture] = await ledger(s, order.id, 'CAPTURE');
    expect(capture).toMatchObject({ provider: 'spiral', providerRef: `pay_${checkoutId}` });
    const jobs = takeJobs(s, 'payments.refund');
    expect(jobs).toEqual([{ name: 'payments.refund', data: { orderId: order.id, captureId: capture!.id } }]);
    await refundUnneededPayment(s.deps, jobs[0]!.data as RefundJob);
    await refundUnneededPayment(s.deps, jobs[0]!.data as RefundJob);
    const refunds = await ledger(s, order.id, 'REFUND');
    expect(refunds).toMatchObject([{ amount: '2000' }]);
    expect(
      spiral.seen.filter((x) => x.path === '/v1/refunds' && x.key === `refund:pay_${checkoutId}`),
    ).toEqual([
      expect.objectContaining({
        body: {
          paymentId: `pay_${checkoutId}`,
          amount: '2000',
          currency: 'HKD',
          reference: `refund:pay_${checkoutId}`,
        },
      }),
    ]);
    // Spiral's refund.succeeded callback for that refund (naming our reference) changes nothing more.
    const key = `refund:pay_${checkoutId}`;
    const done = spiral.event(checkoutId, 'refund.succeeded', {
      refundId: spiral.refunds.get(key)!,
      refundReference: key,
    });
    expect((await callback(done)).data.duplicate).toBe(true);
    expect(await ledger(s, order.id, 'REFUND')).toHaveLength(1);
  });
});
