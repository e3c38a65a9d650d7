import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverSandboxCallback } from '../../../../server/jobs/sandbox-callbacks';
import {
  BYON_CALLBACK_QUEUE,
  payerToken,
  byonCallbacks,
} from '../../../../server/payments/byon/sandbox-payer';
import { signCallback } from '../../../../server/payments/provider';
import { Code } from '../../../../server/schemas/codes';
import { reconcilePayments } from '../../../../server/services/payments/reconcile';
import { createTestSession } from '../../../support/members';
import { startTestServer, type TestServer } from '../../../support/server';
import { checkPay, ledger, makeOrder, orderRow, sessionRow, startPayment, takeJobs } from '../fixtures';

let s: TestServer;
beforeAll(async () => {
  // See adapter.test.ts: the Stripe SDK client of providerById needs a key to be built.
  s = await startTestServer({ STRIPE_SECRET_KEY: 'sk_test_unused' });
}, 60_000);
afterAll(() => s.close());

/** A buyer's NEW HK$20.00 order paid by QR in the sandbox, and the payer page's link read from its QR. */
async function qrSession() {
  const buyer = await createTestSession(s.deps.db);
  const { order } = await makeOrder(s, { buyer });
  const started = await startPayment(s, buyer, { orderId: order.id, method: 'BYON' });
  expect(started.meta.code).toBe(Code.OK);
  const ref = started.data.ref as string;
  const qr = await s.request('GET', '/api/payments/qr', { session: buyer, query: { ref } });
  const link = new URL((qr.data.qrPayload as string).replace('/#/', '/'));
  return { buyer, order, ref, started, qr, t: link.searchParams.get('t')! };
}
const payer = (ref: string, t: string) => s.request('GET', '/api/sandbox/byon/payer', { query: { ref, t } });
const decide = (what: 'confirm' | 'refuse', ref: string, t: string) =>
  s.request('POST', `/api/sandbox/byon/${what}`, { form: { ref, t } });
const deliver = async () => {
  const codes: number[] = [];
  for (const job of takeJobs(s, BYON_CALLBACK_QUEUE)) {
    codes.push(
      await deliverSandboxCallback(s.deps, byonCallbacks, job.data as never, (path, init) =>
        Promise.resolve(s.app.request(path, init)),
      ),
    );
  }
  return codes;
};
const later = (ms: number) => (s.clock.now = new Date(s.clock.now.getTime() + ms));

describe('the BYON sandbox payer', () => {
  it("the QR is the payer page's link with a token; confirming pays the order once, through late callbacks", async () => {
    const { buyer, order, ref, started, qr, t } = await qrSession();
    expect(started.data.redirectUrl).toBe(`#/byon?ref=${ref}`);
    expect(qr.data).toMatchObject({
      ref,
      orderId: order.id,
      status: 'OPEN',
      amount: '2000',
      currency: 'HKD',
      sandbox: true,
    });
    expect(qr.data.qrPayload).toBe(`http://localhost/#/byonx?ref=${ref}&t=${t}`);
    expect(t).toBe(payerToken(s.deps, ref));
    expect(Date.parse(qr.data.expiresAt) - s.clock.now.getTime()).toBe(5 * 60_000);

    expect((await payer(ref, t)).data).toMatchObject({
      ref,
      merchant: 'Marketplace',
      amount: '2000',
      currency: 'HKD',
      status: 'OPEN',
    });
    // Without the right token the page is not there, whatever the ref.
    expect((await payer(ref, `${t[0] === 'A' ? 'B' : 'A'}${t.slice(1)}`)).meta.code).toBe(Code.NOT_FOUND);
    expect((await decide('confirm', ref, payerToken(s.deps, `${ref}x`))).meta.code).toBe(Code.NOT_FOUND);

    const [first, second] = await Promise.all([decide('confirm', ref, t), decide('confirm', ref, t)]);
    expect([first.meta.code, second.meta.code].sort()).toEqual([Code.OK, Code.PAYMENT_NOT_OPEN].sort());
    expect((await decide('refuse', ref, t)).meta.code).toBe(Code.PAYMENT_NOT_OPEN);
    // Nothing is paid before the callback arrives: the payer's tap decides nothing by itself.
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({ status: 'OPEN', orderStatus: 'NEW' });
    expect(await deliver()).toEqual([200, 200]); // sent twice
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({
      status: 'SUCCEEDED',
      orderStatus: 'FULLPAID',
    });
    expect(await ledger(s, order.id)).toMatchObject([
      { provider: 'byon-sandbox', kind: 'CAPTURE', amount: '2000' },
    ]);
    expect((await payer(ref, t)).data.status).toBe('PAID');
  });

  it('refusing cancels the payment (1013); the order stays NEW', async () => {
    const { buyer, order, ref, t } = await qrSession();
    expect((await decide('refuse', ref, t)).data).toEqual({ status: 'REFUSED' });
    await deliver();
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({
      status: 'FAILED',
      failureCode: Code.CANCELLED_OR_NOT_VALID,
      orderStatus: 'NEW',
    });
    expect(await ledger(s, order.id)).toHaveLength(0);
  });

  it('after 5 minutes the QR is expired (1006): the payer cannot pay it, the buyer asks for a new one', async () => {
    const { buyer, order, ref, t } = await qrSession();
    later(5 * 60_000);
    expect((await payer(ref, t)).data.status).toBe('EXPIRED');
    expect((await decide('confirm', ref, t)).meta.code).toBe(Code.TRANSACTION_EXPIRED);
    const qr = await s.request('GET', '/api/payments/qr', { session: buyer, query: { ref } });
    expect(qr.data).toMatchObject({ status: 'EXPIRED', failureCode: Code.TRANSACTION_EXPIRED });
    expect(takeJobs(s, BYON_CALLBACK_QUEUE)).toHaveLength(0);

    // A new QR: a new session; the old one is closed and its page can no longer be paid.
    const again = await startPayment(s, buyer, { orderId: order.id, method: 'BYON' });
    expect(again.meta.code).toBe(Code.OK);
    expect((await sessionRow(s, ref)).status).toBe('CANCELLED');
    expect((await payer(ref, t)).data.status).toBe('CLOSED');
    const fresh = again.data.ref as string;
    expect((await decide('confirm', fresh, payerToken(s.deps, fresh))).meta.code).toBe(Code.OK);
    await deliver();
    expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
  });

  it('a lost callback is settled by the reconciliation from the sandbox; an unscanned QR closes as expired', async () => {
    const paid = await qrSession();
    const idle = await qrSession();
    await decide('confirm', paid.ref, paid.t);
    takeJobs(s, BYON_CALLBACK_QUEUE); // lost
    later(121_000);
    await reconcilePayments(s.deps);
    expect((await checkPay(s, paid.buyer, paid.ref)).data).toMatchObject({
      status: 'SUCCEEDED',
      orderStatus: 'FULLPAID',
    });
    expect((await sessionRow(s, idle.ref)).status).toBe('OPEN'); // its QR still runs
    later(5 * 60_000);
    await reconcilePayments(s.deps);
    expect((await checkPay(s, idle.buyer, idle.ref)).data).toMatchObject({
      status: 'FAILED',
      failureCode: Code.TRANSACTION_EXPIRED,
    });
  });

  it('on a server facing the network the payer pages are not there and its public-secret callbacks are refused', async () => {
    const { order, ref, t } = await qrSession();
    const session = await sessionRow(s, ref);
    const body = JSON.stringify({
      type: 'qr_payment.paid',
      data: { id: session.providerRef, reference: ref, amount: '2000', currency: 'HKD', status: 'PAID' },
    });
    const post = () =>
      s.request('POST', '/api/callbacks/byon', {
        unsigned: true,
        headers: {
          'Content-Type': 'application/json',
          'X-Byon-Signature': signCallback('byon-sandbox-secret', body, s.clock.now.getTime()),
        },
        form: {},
        sendBody: body,
      });
    const host = s.deps.env.HOST;
    Object.assign(s.deps.env, { HOST: '0.0.0.0' });
    try {
      expect((await payer(ref, t)).meta.code).toBe(Code.NOT_FOUND);
      expect((await decide('confirm', ref, t)).meta.code).toBe(Code.NOT_FOUND);
      expect((await post()).meta.code).toBe(Code.SIGNATURE_INVALID);
      expect(await ledger(s, order.id)).toHaveLength(0);
    } finally {
      Object.assign(s.deps.env, { HOST: host });
    }
    expect((await post()).data).toEqual({ ref, status: 'SUCCEEDED', duplicate: false });
  });
});
