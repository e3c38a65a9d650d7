import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, products } from '../../../server/db/schema';
import { signCallback } from '../../../server/payments/provider';
import { SANDBOX_CARDS } from '../../../server/schemas/payments';
import { Code } from '../../../server/schemas/codes';
import { refundUnneededPayment } from '../../../server/services/payments/refund';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import {
  cardPay,
  checkPay,
  deliver,
  expireOrderNow,
  jobsOf,
  ledger,
  makeOrder,
  orderRow,
  sessionRow,
  startPayment,
  supportMember,
  takeJobs,
} from '../payments/fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

const CALLBACKS = 'payments.callback';
const fulfilJobs = (orderId: string) =>
  takeJobs(s, 'orders.fulfil').filter((j) => (j.data as { orderId: string }).orderId === orderId);

/** A buyer with a NEW HK$20.00 order and a card session for it. */
async function cardSession(form: Record<string, string> = {}, total = 2000n) {
  const buyer = await createTestSession(s.deps.db);
  const { order, seller, productId } = await makeOrder(s, { buyer, total });
  const started = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD', ...form });
  expect(started.meta.code).toBe(Code.OK);
  return { buyer, seller, productId, order, ref: started.data.ref as string, started };
}

describe('sandbox card payments', () => {
  it('a declined card answers 1004 and the order stays NEW; a new payment with a good card makes it FULLPAID', async () => {
    const { buyer, order, ref, started } = await cardSession();
    expect(started.data).toMatchObject({
      method: 'SANDBOX_CARD',
      amount: '2000',
      currency: 'HKD',
      status: 'OPEN',
      redirectUrl: `#/sandboxCard?ref=${ref}`,
      crypto: null,
    });
    const page = await s.request('GET', '/api/sandbox/card/session', { query: { ref } });
    expect(page.data).toMatchObject({
      ref,
      amount: '2000',
      currency: 'HKD',
      status: 'OPEN',
      returnUrl: `#/checkpay?ref=${ref}`,
    });

    const declined = await cardPay(s, ref, SANDBOX_CARDS.declined);
    expect(declined.data).toEqual({ outcome: 'DECLINED', returnUrl: `#/checkpay?ref=${ref}` });
    // Before the (late) callback the result page still reads OPEN: the browser's return decides nothing.
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({ status: 'OPEN', orderStatus: 'NEW' });
    // One attempt per session.
    expect((await cardPay(s, ref, SANDBOX_CARDS.approved)).meta.code).toBe(Code.PAYMENT_NOT_OPEN);
    const jobs = takeJobs(s, CALLBACKS);
    expect(jobs).toHaveLength(2); // sent twice
    expect(await deliver(s, jobs)).toEqual([200, 200]);
    expect((await checkPay(s, buyer, ref)).data).toEqual({
      ref,
      orderId: order.id,
      status: 'FAILED',
      refundedAmount: '0',
      failureCode: Code.VERIFICATION_FAILED,
      orderStatus: 'NEW',
    });

    const retry = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
    const ref2 = retry.data.ref as string;
    expect((await cardPay(s, ref2, SANDBOX_CARDS.approved)).data.outcome).toBe('APPROVED');
    await deliver(s, takeJobs(s, CALLBACKS));
    expect((await checkPay(s, buyer, ref2)).data).toMatchObject({
      status: 'SUCCEEDED',
      failureCode: null,
      orderStatus: 'FULLPAID',
    });
    const row = await orderRow(s, order.id);
    expect(row).toMatchObject({
      label: 'FULLPAID',
      paymentState: 'FULL',
      paidAmount: '2000',
      paymentMethod: 'SANDBOX_CARD',
    });
    expect(row.paidAt).not.toBeNull();
    expect(await ledger(s, order.id, 'CAPTURE')).toHaveLength(1);
    expect(fulfilJobs(order.id)).toEqual([{ name: 'orders.fulfil', data: { orderId: order.id } }]);
    const events = await s.deps.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.seq);
    expect(events.map((e) => `${e.event}:${e.toLabel}`)).toEqual([
      'order.create:NEW',
      'order.pay:NEW',
      'order.pay:NEW',
      'order.paid:FULLPAID',
    ]);
    // The timeline's reader gets the payment as a method and an amount in the order's currency.
    const read = await s.request('GET', '/api/orders/events', {
      session: buyer,
      query: { orderId: order.id },
    });
    const paid = read.data.find((e: { event: string }) => e.event === 'order.paid');
    expect(paid).toMatchObject({ currency: 'HKD', cause: { method: 'SANDBOX_CARD', amount: '2000' } });
    expect(paid.cause).not.toHaveProperty('provider');
  });

  it('a new attempt closes the open one: two attempts opened side by side cannot both be paid', async () => {
    const { buyer, order, ref } = await cardSession({ amount: '1200' });
    const second = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
    expect(second.meta.code).toBe(Code.OK);
    expect((await sessionRow(s, ref)).status).toBe('CANCELLED');
    expect((await cardPay(s, ref, SANDBOX_CARDS.approved)).meta.code).toBe(Code.PAYMENT_NOT_OPEN);
    expect((await cardPay(s, second.data.ref as string, SANDBOX_CARDS.approved)).data.outcome).toBe(
      'APPROVED',
    );
    await deliver(s, takeJobs(s, CALLBACKS));
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'FULLPAID', paidAmount: '2000' });
  });

  it('an expired card answers 1009, by its number or by an expiry in the past', async () => {
    for (const [number, expiry] of [
      [SANDBOX_CARDS.expired, '12/40'],
      [SANDBOX_CARDS.approved, '01/20'],
    ] as const) {
      const { buyer, order, ref } = await cardSession();
      expect((await cardPay(s, ref, number, expiry)).data.outcome).toBe('EXPIRED_CARD');
      await deliver(s, takeJobs(s, CALLBACKS));
      expect((await checkPay(s, buyer, ref)).data).toMatchObject({
        status: 'FAILED',
        failureCode: Code.CARD_EXPIRED,
      });
      expect((await orderRow(s, order.id)).label).toBe('NEW');
    }
  });

  it('3-D Secure: the right code approves, a wrong one declines with 1004', async () => {
    const pass = await cardSession();
    expect((await cardPay(s, pass.ref, SANDBOX_CARDS.challenge)).data.outcome).toBe('CHALLENGE');
    expect(jobsOf(s, CALLBACKS)).toHaveLength(0); // nothing decided yet
    const ok = await s.request('POST', '/api/sandbox/card/challenge', {
      form: { ref: pass.ref, code: '123456' },
    });
    expect(ok.data.outcome).toBe('APPROVED');
    // The challenge is answered once.
    const again = await s.request('POST', '/api/sandbox/card/challenge', {
      form: { ref: pass.ref, code: '123456' },
    });
    expect(again.meta.code).toBe(Code.PAYMENT_NOT_OPEN);
    await deliver(s, takeJobs(s, CALLBACKS));
    expect((await orderRow(s, pass.order.id)).label).toBe('FULLPAID');

    const fail = await cardSession();
    await cardPay(s, fail.ref, SANDBOX_CARDS.challenge);
    const no = await s.request('POST', '/api/sandbox/card/challenge', {
      form: { ref: fail.ref, code: '000000' },
    });
    expect(no.data.outcome).toBe('DECLINED');
    await deliver(s, takeJobs(s, CALLBACKS));
    expect((await checkPay(s, fail.buyer, fail.ref)).data).toMatchObject({
      status: 'FAILED',
      failureCode: 1004,
      orderStatus: 'NEW',
    });
  });

  it('callbacks sent twice and out of order: a decline arriving after another session was approved does not unpay', async () => {
    const { buyer, order, ref: declinedRef } = await cardSession();
    await cardPay(s, declinedRef, SANDBOX_CARDS.declined);
    const declines = takeJobs(s, CALLBACKS);
    // The buyer tries again before the decline's callback came.
    const second = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
    const approvedRef = second.data.ref as string;
    await cardPay(s, approvedRef, SANDBOX_CARDS.approved);
    const approvals = takeJobs(s, CALLBACKS);
    // The approval's second copy first, then a decline, the approval again, the other decline.
    await deliver(s, [approvals[1]!, declines[1]!, approvals[0]!, declines[0]!]);
    expect(await orderRow(s, order.id)).toMatchObject({
      label: 'FULLPAID',
      paymentState: 'FULL',
      paidAmount: '2000',
    });
    expect((await sessionRow(s, approvedRef)).status).toBe('SUCCEEDED');
    expect(await sessionRow(s, declinedRef)).toMatchObject({ status: 'FAILED', failureCode: 1004 });
    expect(await ledger(s, order.id)).toHaveLength(1);
    expect(fulfilJobs(order.id)).toHaveLength(1);
    expect(jobsOf(s, 'payments.refund')).toHaveLength(0);
  });

  it('a partial payment makes the order DEPOSITDPAID, the rest FULLPAID', async () => {
    const { buyer, order, ref } = await cardSession({ amount: '800' }, 3000n);
    await cardPay(s, ref, SANDBOX_CARDS.approved);
    await deliver(s, takeJobs(s, CALLBACKS));
    expect(await orderRow(s, order.id)).toMatchObject({
      label: 'DEPOSITDPAID',
      paymentState: 'PARTIAL',
      paidAmount: '800',
    });
    expect(fulfilJobs(order.id)).toHaveLength(0);
    // The default amount is now the rest.
    const rest = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
    expect(rest.data.amount).toBe('2200');
    await cardPay(s, rest.data.ref, SANDBOX_CARDS.approved);
    await deliver(s, takeJobs(s, CALLBACKS));
    expect(await orderRow(s, order.id)).toMatchObject({
      label: 'FULLPAID',
      paymentState: 'FULL',
      paidAmount: '3000',
    });
    expect(fulfilJobs(order.id)).toHaveLength(1);
    // Nothing is left to pay.
    const more = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
    expect(more.meta.code).toBe(Code.PAYMENT_NOT_OPEN);
  });

  it('amount rules: at least 0.01, a card at least 1 USD (HK$7.80), never above the rest; only the buyer pays', async () => {
    const buyer = await createTestSession(s.deps.db);
    const { order } = await makeOrder(s, { buyer, total: 2000n });
    const pay = (form: Record<string, string>, who = buyer) =>
      startPayment(s, who, { orderId: order.id, ...form });
    expect((await pay({ method: 'SANDBOX_CARD', amount: '779' })).meta.code).toBe(Code.PAYMENT_BELOW_MINIMUM);
    expect((await pay({ method: 'SANDBOX_CARD', amount: '0' })).meta.code).toBe(Code.PAYMENT_BELOW_MINIMUM);
    expect((await pay({ method: 'SANDBOX_CARD', amount: '2001' })).meta.code).toBe(Code.VALIDATION_FAILED);
    // An HKD order is not paid in coins.
    expect((await pay({ method: 'CRYPTO' })).meta.code).toBe(Code.VALIDATION_FAILED);
    const stranger = await createTestSession(s.deps.db);
    expect((await pay({ method: 'SANDBOX_CARD' }, stranger)).meta.code).toBe(Code.NOT_FOUND);
    const methods = await s.request('GET', '/api/payments/methods', {
      session: buyer,
      query: { orderId: order.id },
    });
    // Each method module of the server is listed, the providers' (Stripe, Mastercard, BYON, Spiral) too.
    expect(methods.data).toEqual(
      expect.arrayContaining([
        { method: 'SANDBOX_CARD', available: true, code: null, minimum: '780', currencies: ['HKD'] },
        expect.objectContaining({ method: 'CRYPTO', available: false, code: Code.VALIDATION_FAILED }),
      ]),
    );
  });

  it('an expired order answers 1006 at createPayment (place a new order)', async () => {
    const buyer = await createTestSession(s.deps.db);
    const past = await makeOrder(s, { buyer, expiresAt: new Date(s.clock.now.getTime() - 1000) });
    expect((await startPayment(s, buyer, { orderId: past.order.id, method: 'SANDBOX_CARD' })).meta.code).toBe(
      Code.TRANSACTION_EXPIRED,
    );
    const cancelled = await makeOrder(s, { buyer });
    await expireOrderNow(s, cancelled.order.id);
    const r = await startPayment(s, buyer, { orderId: cancelled.order.id, method: 'SANDBOX_CARD' });
    expect(r.meta.code).toBe(Code.TRANSACTION_EXPIRED);
  });

  it('a callback after expiry leaves the order CANCELLED with the capture recorded and refunded: nothing lost', async () => {
    const { buyer, order, ref } = await cardSession();
    await cardPay(s, ref, SANDBOX_CARDS.approved);
    await expireOrderNow(s, order.id); // the expiry job ran before the late callback arrived
    await deliver(s, takeJobs(s, CALLBACKS));
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'CANCELLED', state: 'CANCELLED' });
    const [capture] = await ledger(s, order.id, 'CAPTURE');
    expect(capture).toMatchObject({ amount: '2000', provider: 'sandbox-card' });
    expect(fulfilJobs(order.id)).toHaveLength(0);
    // Taken and not yet given back: the payment did succeed, nothing is refunded yet.
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({ status: 'SUCCEEDED', refundedAmount: '0' });
    const refunds = takeJobs(s, 'payments.refund');
    expect(refunds).toEqual([
      { name: 'payments.refund', data: { orderId: order.id, captureId: capture!.id } },
    ]);
    // The worker, run twice, refunds once.
    await refundUnneededPayment(s.deps, refunds[0]!.data as never);
    await refundUnneededPayment(s.deps, refunds[0]!.data as never);
    const [refund] = await ledger(s, order.id, 'REFUND');
    expect(refund).toMatchObject({
      amount: '2000',
      providerRef: `refund:${capture!.providerRef}`,
      refundOf: capture!.id,
    });
    expect(await ledger(s, order.id)).toHaveLength(2);
    expect(await orderRow(s, order.id)).toMatchObject({
      label: 'CANCELLED',
      paymentState: 'REFUNDED',
      paidAmount: '0',
    });
    // The buyer's result page is told what happened to the money: it all went back.
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: '2000',
      orderStatus: 'CANCELLED',
    });
  });
});

describe('paymentCallback', () => {
  const post = (body: string, signature: string, provider = 'sandbox-card') =>
    s.request('POST', `/api/callbacks/payments/${provider}`, {
      unsigned: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Payment-Signature': signature },
      form: Object.fromEntries(new URLSearchParams(body)),
    });

  it('refuses a forged or stale signature and changes nothing', async () => {
    const { order, ref } = await cardSession();
    const body = new URLSearchParams({
      ref,
      id: `ch_${'a'.repeat(24)}`,
      outcome: 'APPROVED',
      amount: '2000',
      currency: 'HKD',
    }).toString();
    const forged = await post(body, signCallback('not-the-secret', body, s.clock.now.getTime()));
    expect(forged.meta.code).toBe(Code.SIGNATURE_INVALID);
    expect(forged.status).toBe(401);
    expect((await post(body, 'garbage')).meta.code).toBe(Code.SIGNATURE_INVALID);
    const stale = await post(
      body,
      signCallback(s.deps.env.CARD_CALLBACK_SECRET, body, s.clock.now.getTime() - 600_000),
    );
    expect(stale.meta.code).toBe(Code.SIGNATURE_EXPIRED);
    expect((await post(body, 'x', 'nobody')).meta.code).toBe(Code.NOT_FOUND);
    expect(await ledger(s, order.id)).toHaveLength(0);
    expect((await orderRow(s, order.id)).label).toBe('NEW');
    // Signed properly it counts (the provider's secret is the only trust: no app signature needed).
    const good = await post(body, signCallback(s.deps.env.CARD_CALLBACK_SECRET, body, s.clock.now.getTime()));
    expect(good.data).toEqual({ ref, status: 'SUCCEEDED', duplicate: false });
    const replay = await post(
      body,
      signCallback(s.deps.env.CARD_CALLBACK_SECRET, body, s.clock.now.getTime()),
    );
    expect(replay.data).toEqual({ ref, status: 'SUCCEEDED', duplicate: true });
  });
});

describe('checkPayment', () => {
  it('answers only the buyer', async () => {
    const { ref } = await cardSession();
    const other = await createTestSession(s.deps.db);
    expect((await checkPay(s, other, ref)).meta.code).toBe(Code.NOT_FOUND);
  });
});

describe('refundOrder', () => {
  it('only customer service refunds: buyer and seller 403, others 404; the order is CLOSED and every capture refunded once', async () => {
    const { buyer, seller, productId, order, ref } = await cardSession();
    await cardPay(s, ref, SANDBOX_CARDS.approved);
    await deliver(s, takeJobs(s, CALLBACKS));
    const refund = (session: { memberId: string; token: string }) =>
      s.request('POST', '/api/orders/refund', { session, form: { orderId: order.id, reason: 'damaged' } });
    expect((await refund(buyer)).meta.code).toBe(Code.FORBIDDEN);
    expect((await refund(seller)).meta.code).toBe(Code.FORBIDDEN);
    const stranger = await createTestSession(s.deps.db);
    expect((await refund(stranger)).meta.code).toBe(Code.NOT_FOUND);
    expect(await ledger(s, order.id, 'REFUND')).toHaveLength(0);

    const support = await supportMember(s);
    const done = await refund(support);
    expect(done.meta.code).toBe(Code.OK);
    expect(done.data).toMatchObject({
      id: order.id,
      status: 'CLOSED',
      state: 'CLOSED',
      paymentState: 'REFUNDED',
      paidAmount: '0',
    });
    const [capture] = await ledger(s, order.id, 'CAPTURE');
    expect(await ledger(s, order.id, 'REFUND')).toMatchObject([
      { amount: '2000', providerRef: `refund:${capture!.providerRef}`, refundOf: capture!.id },
    ]);
    // The stock is back and the item no longer held by an order.
    const [item] = await s.deps.db.select().from(products).where(eq(products.id, productId));
    expect(item).toMatchObject({ stock: 5, pendingOrders: 0 });
    // Asked again: the same closed order, nothing refunded twice.
    expect((await refund(support)).data.status).toBe('CLOSED');
    expect(await ledger(s, order.id, 'REFUND')).toHaveLength(1);
  });

  it('an unpaid order cannot be refunded (4601)', async () => {
    const { order } = await cardSession();
    const support = await supportMember(s);
    const r = await s.request('POST', '/api/orders/refund', {
      session: support,
      form: { orderId: order.id, reason: 'x' },
    });
    expect(r.meta.code).toBe(Code.ORDER_STATE_INVALID);
  });
});
