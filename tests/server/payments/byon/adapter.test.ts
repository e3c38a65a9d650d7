import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCallback } from '../../../../server/payments/provider';
import { Code } from '../../../../server/schemas/codes';
import { reconcilePayments } from '../../../../server/services/payments/reconcile';
import { refundUnneededPayment } from '../../../../server/services/payments/refund';
import { createTestSession } from '../../../support/members';
import { startTestServer, type TestServer } from '../../../support/server';
import {
  checkPay,
  expireOrderNow,
  ledger,
  makeOrder,
  orderRow,
  sessionRow,
  startPayment,
  takeJobs,
} from '../fixtures';

/** A local stand-in of BYON's QR API (the contract of server/payments/byon/adapter.ts). */
type Payment = { id: string; reference: string; amount: string; currency: string; status: string };
type Seen = { method: string; path: string; auth?: string; key?: string; body: Record<string, string> };
const payments = new Map<string, Payment>();
const refunds = new Map<string, string>();
const seen: Seen[] = [];
let api: Server;
let url = '';

const read = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => done(text));
  });

const SECRET = 'byon_whsec_test';
let s: TestServer;
beforeAll(async () => {
  api = createServer(async (req, res) => {
    const raw = await read(req);
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, string>;
    const key = req.headers['idempotency-key'] as string | undefined;
    seen.push({ method: req.method!, path: req.url!, auth: req.headers.authorization, key, body });
    res.setHeader('Content-Type', 'application/json');
    const path = req.url!;
    if (req.method === 'POST' && path === '/v1/qr-payments') {
      const id = `qrp_${key}`;
      if (!payments.has(id)) {
        payments.set(id, {
          id,
          reference: body.reference!,
          amount: body.amount!,
          currency: 'HKD',
          status: 'PENDING',
        });
      }
      return res.end(JSON.stringify({ id, qrPayload: `00020101021226${id}`, expiresAt: body.expiresAt }));
    }
    const one = /^\/v1\/qr-payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one && payments.has(one[1]!)) {
      return res.end(JSON.stringify(payments.get(one[1]!)));
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      if (!refunds.has(key!)) refunds.set(key!, `rf_${refunds.size + 1}`);
      return res.end(JSON.stringify({ id: refunds.get(key!) }));
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(api.address() as AddressInfo).port}/`;
  s = await startTestServer({
    BYON_API_URL: url,
    BYON_MERCHANT_ID: 'M123',
    BYON_API_KEY: 'byon_sk_test',
    BYON_CALLBACK_SECRET: SECRET,
    // providerById builds every method's known providers; the Stripe SDK client refuses an empty key
    // (server/payments/stripe/method.ts), which would hide BYON from refunds and the reconciliation.
    STRIPE_SECRET_KEY: 'sk_test_unused',
  });
}, 60_000);
afterAll(async () => {
  await s.close();
  await new Promise<void>((r) => api.close(() => r()));
});

/** A buyer's NEW HK$20.00 order and its BYON session at the stand-in. */
async function qrSession(total = 2000n) {
  const buyer = await createTestSession(s.deps.db);
  const { order } = await makeOrder(s, { buyer, total });
  const started = await startPayment(s, buyer, { orderId: order.id, method: 'BYON' });
  expect(started.meta.code).toBe(Code.OK);
  const ref = started.data.ref as string;
  const session = await sessionRow(s, ref);
  return {
    buyer,
    order,
    ref,
    started,
    id: session.providerRef!,
    payment: payments.get(session.providerRef!)!,
  };
}

/** BYON's callback as it would POST it: `type` with the QR payment, signed now with `secret`. */
function callback(type: string, data: object, secret = SECRET, t = s.clock.now.getTime()) {
  const body = JSON.stringify({ type, data });
  return s.app.request('/api/callbacks/byon', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Byon-Signature': signCallback(secret, body, t) },
    body,
  });
}
const answer = async (res: Response) => (await res.json()) as { meta: { code: number }; data: any };

describe('BYON: the real adapter against a stand-in of its API', () => {
  it('creates a QR payment (bearer key, our ref as idempotency key) and the buyer reads its QR', async () => {
    const { buyer, ref, started, id } = await qrSession();
    expect(started.data).toMatchObject({ method: 'BYON', redirectUrl: `#/byon?ref=${ref}`, status: 'OPEN' });
    const create = seen.find((x) => x.path === '/v1/qr-payments' && x.key === ref)!;
    expect(create).toMatchObject({
      method: 'POST',
      auth: 'Bearer byon_sk_test',
      body: { merchantId: 'M123', reference: ref, amount: '2000', currency: 'HKD' },
    });
    // The QR lives 5 minutes.
    expect(Date.parse(create.body.expiresAt!) - s.clock.now.getTime()).toBe(5 * 60_000);
    const qr = await s.request('GET', '/api/payments/qr', { session: buyer, query: { ref } });
    expect(qr.data).toMatchObject({
      ref,
      qrPayload: `00020101021226${id}`,
      status: 'OPEN',
      failureCode: null,
      amount: '2000',
      currency: 'HKD',
      sandbox: false,
    });
    const other = await createTestSession(s.deps.db);
    expect((await s.request('GET', '/api/payments/qr', { session: other, query: { ref } })).meta.code).toBe(
      Code.NOT_FOUND,
    );
    s.clock.now = new Date(s.clock.now.getTime() + 5 * 60_000);
    const late = await s.request('GET', '/api/payments/qr', { session: buyer, query: { ref } });
    expect(late.data).toMatchObject({ status: 'EXPIRED', failureCode: Code.TRANSACTION_EXPIRED });
  });

  it('a paid callback makes the order FULLPAID; expired answers 1006, refused 1013', async () => {
    const paid = await qrSession();
    const res = await answer(await callback('qr_payment.paid', { ...paid.payment, status: 'PAID' }));
    expect(res.data).toEqual({ ref: paid.ref, status: 'SUCCEEDED', duplicate: false });
    expect(await orderRow(s, paid.order.id)).toMatchObject({ label: 'FULLPAID', paidAmount: '2000' });
    expect(await ledger(s, paid.order.id)).toMatchObject([
      { provider: 'byon', providerRef: paid.id, kind: 'CAPTURE' },
    ]);

    const expired = await qrSession();
    await callback('qr_payment.expired', { ...expired.payment, status: 'EXPIRED' });
    expect((await checkPay(s, expired.buyer, expired.ref)).data).toMatchObject({
      status: 'FAILED',
      failureCode: Code.TRANSACTION_EXPIRED,
      orderStatus: 'NEW',
    });
    const refused = await qrSession();
    await callback('qr_payment.cancelled', { ...refused.payment, status: 'CANCELLED' });
    expect((await checkPay(s, refused.buyer, refused.ref)).data).toMatchObject({
      status: 'FAILED',
      failureCode: Code.CANCELLED_OR_NOT_VALID,
    });
    // An event type BYON may add later is authentic and moves nothing.
    expect((await answer(await callback('qr_payment.viewed', {}))).meta.code).toBe(Code.OK);
  });

  it('refuses a forged, unsigned or stale callback and changes nothing', async () => {
    const { order, payment } = await qrSession();
    const data = { ...payment, status: 'PAID' };
    expect((await answer(await callback('qr_payment.paid', data, 'not-the-secret'))).meta.code).toBe(
      Code.SIGNATURE_INVALID,
    );
    const stale = await callback('qr_payment.paid', data, SECRET, s.clock.now.getTime() - 600_000);
    expect((await answer(stale)).meta.code).toBe(Code.SIGNATURE_EXPIRED);
    const unsigned = await s.app.request('/api/callbacks/byon', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'qr_payment.paid', data }),
    });
    expect(unsigned.status).toBe(401);
    expect(await ledger(s, order.id)).toHaveLength(0);
    expect((await orderRow(s, order.id)).label).toBe('NEW');
  });

  it('a callback replayed 20 times at once records one capture', async () => {
    const { order, ref, payment } = await qrSession();
    const data = { ...payment, status: 'PAID' };
    const all = await Promise.all(Array.from({ length: 20 }, () => callback('qr_payment.paid', data)));
    const answers = await Promise.all(all.map(answer));
    expect(answers.every((a) => a.meta.code === Code.OK && a.data.ref === ref)).toBe(true);
    expect(answers.filter((a) => !a.data.duplicate)).toHaveLength(1);
    expect(await ledger(s, order.id)).toHaveLength(1);
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'FULLPAID', paidAmount: '2000' });
  });

  it('a lost callback: the reconciliation asks BYON after 2 minutes and settles the session once', async () => {
    const { buyer, order, ref, id } = await qrSession();
    payments.get(id)!.status = 'PAID';
    await reconcilePayments(s.deps); // too recent: not asked
    expect(seen.some((x) => x.method === 'GET' && x.path === `/v1/qr-payments/${id}`)).toBe(false);
    s.clock.now = new Date(s.clock.now.getTime() + 121_000);
    await reconcilePayments(s.deps);
    await reconcilePayments(s.deps);
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({
      status: 'SUCCEEDED',
      orderStatus: 'FULLPAID',
    });
    expect(await ledger(s, order.id)).toHaveLength(1);
  });

  it('a late callback after the order expired is recorded and refunded at BYON, once', async () => {
    const { order, payment, id } = await qrSession();
    await expireOrderNow(s, order.id);
    await callback('qr_payment.paid', { ...payment, status: 'PAID' });
    const [capture] = await ledger(s, order.id, 'CAPTURE');
    expect(capture).toMatchObject({ provider: 'byon', providerRef: id, amount: '2000' });
    const jobs = takeJobs(s, 'payments.refund');
    expect(jobs).toEqual([{ name: 'payments.refund', data: { orderId: order.id, captureId: capture!.id } }]);
    await refundUnneededPayment(s.deps, jobs[0]!.data as never);
    await refundUnneededPayment(s.deps, jobs[0]!.data as never);
    const asked = seen.filter((x) => x.path === '/v1/refunds' && x.body.paymentId === id);
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(asked.map((x) => x.key))).toEqual(new Set([`refund:${id}`]));
    expect(asked[0]!.body.amount).toBe('2000');
    expect(await ledger(s, order.id, 'REFUND')).toHaveLength(1);
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'CANCELLED', paymentState: 'REFUNDED' });
    // BYON's refund.succeeded echoing our key adds nothing; one made in BYON's dashboard is recorded once.
    const refund = { paymentId: id, reference: payment.reference, currency: 'HKD' };
    const echo = {
      ...refund,
      id: refunds.get(`refund:${id}`)!,
      amount: '2000',
      refundReference: `refund:${id}`,
    };
    await callback('refund.succeeded', echo);
    expect(await ledger(s, order.id, 'REFUND')).toHaveLength(1);
    const paid = await qrSession();
    await callback('qr_payment.paid', { ...paid.payment, status: 'PAID' });
    const dashboard = { ...refund, paymentId: paid.id, reference: paid.ref, id: 'rf_dash', amount: '500' };
    await callback('refund.succeeded', dashboard);
    await callback('refund.succeeded', dashboard);
    expect(await ledger(s, paid.order.id, 'REFUND')).toMatchObject([{ amount: '500' }]);
    expect(await orderRow(s, paid.order.id)).toMatchObject({ paidAmount: '1500' });
  });

  it('BYON unreachable: createPayment answers 1005 and the session is FAILED', async () => {
    const down = await startTestServer({ BYON_API_URL: 'http://127.0.0.1:9/', BYON_CALLBACK_SECRET: SECRET });
    try {
      const buyer = await createTestSession(down.deps.db);
      const { order } = await makeOrder(down, { buyer });
      const r = await startPayment(down, buyer, { orderId: order.id, method: 'BYON' });
      expect(r.meta.code).toBe(Code.NETWORK_UNSTABLE);
    } finally {
      await down.close();
    }
  });
});
