import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE } from '../../../../server/payments/stripe/adapter';
import { Code } from '../../../../server/schemas/codes';
import { reconcilePayments } from '../../../../server/services/payments/reconcile';
import { refundUnneededPayment } from '../../../../server/services/payments/refund';
import type { RefundJob } from '../../../../server/services/payments/record';
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
  startWithStandIn,
  takeJobs,
  type Session,
} from '../fixtures';
import { startStripeStandIn, type Intent } from './stand-in';

const SECRET_KEY = 'sk_test_standin_key';
const WEBHOOK_SECRET = 'whsec_standin_webhooks';
const sdk = new Stripe('sk_test_offline');

let s: TestServer;
let stand: Awaited<ReturnType<typeof startStripeStandIn>>;
let stop: () => Promise<void>;
let buyer: Session;
beforeAll(async () => {
  ({ s, stand, stop } = await startWithStandIn(
    () => startStripeStandIn(SECRET_KEY),
    (api) => ({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: api.url,
    }),
  ));
  buyer = await createTestSession(s.deps.db);
}, 60_000);
afterAll(() => stop());

/** A Stripe webhook POSTed to /api/callbacks/stripe as Stripe sends it (unsigned by the app). */
async function webhook(type: string, object: object, o: { secret?: string; at?: Date } = {}) {
  const body = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
  const signature = sdk.webhooks.generateTestHeaderString({
    payload: body,
    secret: o.secret ?? WEBHOOK_SECRET,
    timestamp: Math.floor((o.at ?? s.clock.now).getTime() / 1000),
  });
  const res = await s.app.request('/api/callbacks/stripe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body,
  });
  return (await res.json()) as { meta: { code: number }; data: { status: string; duplicate: boolean } };
}

/** A new order and a Stripe payment of it: the PaymentIntent the adapter created at the stand-in. */
async function pay(total = 2000n) {
  const { order } = await makeOrder(s, { buyer, total });
  const started = await startPayment(s, buyer, { orderId: order.id, method: 'STRIPE' });
  expect(started.meta.code).toBe(200);
  const ref: string = started.data.ref;
  const pi = stand.intent((await sessionRow(s, ref)).providerRef!);
  return { order, ref, pi, started };
}

const later = (ms: number) => (s.clock.now = new Date(s.clock.now.getTime() + ms));

describe('the Stripe adapter against a stand-in of its API', () => {
  it('creates a PaymentIntent in HKD with our ref as idempotency key; our page is its redirect', async () => {
    const { ref, pi, started } = await pay(2500n);
    expect(started.data.redirectUrl).toBe(`#/stripe?ref=${ref}`);
    expect(pi).toMatchObject({ amount: 2500, currency: 'hkd', metadata: { ref } });
    expect(stand.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      auth: `Bearer ${SECRET_KEY}`,
      key: ref,
      form: { 'automatic_payment_methods[enabled]': 'true' },
    });
    const intent = await s.request('GET', '/api/payments/stripe/intent', { session: buyer, query: { ref } });
    expect(intent.data).toMatchObject({
      mode: 'ELEMENT',
      publishableKey: 'pk_test_standin',
      clientSecret: pi.client_secret,
      amount: '2500',
    });
    const other = await createTestSession(s.deps.db);
    const theirs = await s.request('GET', '/api/payments/stripe/intent', { session: other, query: { ref } });
    expect(theirs.meta.code).toBe(Code.NOT_FOUND);
  });

  it('payment_intent.succeeded pays the order once, keyed by the PaymentIntent', async () => {
    const { order, ref, pi } = await pay();
    const answer = await webhook('payment_intent.succeeded', stand.set(pi.id, { status: 'succeeded' }));
    expect(answer).toMatchObject({ meta: { code: 200 }, data: { status: 'SUCCEEDED', duplicate: false } });
    expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
    expect(await ledger(s, order.id)).toMatchObject([
      { provider: STRIPE, providerRef: pi.id, kind: 'CAPTURE', amount: '2000', currency: 'HKD' },
    ]);
    expect((await checkPay(s, buyer, ref)).data.status).toBe('SUCCEEDED');
  });

  it('a decline answers 1004, an expired card 1009, a cancel 1013; the order stays unpaid', async () => {
    const cases: [string, Partial<Intent>, number][] = [
      [
        'payment_intent.payment_failed',
        { last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' } },
        Code.VERIFICATION_FAILED,
      ],
      ['payment_intent.payment_failed', { last_payment_error: { code: 'expired_card' } }, Code.CARD_EXPIRED],
      ['payment_intent.canceled', { status: 'canceled' }, Code.CANCELLED_OR_NOT_VALID],
    ];
    for (const [type, change, code] of cases) {
      const { order, ref, pi } = await pay();
      expect((await webhook(type, stand.set(pi.id, change))).meta.code).toBe(200);
      expect((await checkPay(s, buyer, ref)).data).toMatchObject({ status: 'FAILED', failureCode: code });
      expect(await ledger(s, order.id)).toHaveLength(0);
      expect((await orderRow(s, order.id)).label).toBe('NEW');
    }
  });

  it('3-D Secure: requires_action is still undecided; once authenticated, the reconciliation settles it', async () => {
    const { order, ref, pi } = await pay();
    stand.set(pi.id, { status: 'requires_action' });
    later(3 * 60_000);
    await reconcilePayments(s.deps);
    expect((await sessionRow(s, ref)).status).toBe('OPEN');
    expect(stand.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${pi.id}` });
    stand.set(pi.id, { status: 'succeeded' });
    await reconcilePayments(s.deps);
    expect((await sessionRow(s, ref)).status).toBe('SUCCEEDED');
    expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
    // The webhook that comes after all is a replay.
    expect((await webhook('payment_intent.succeeded', pi)).data.duplicate).toBe(true);
    expect(await ledger(s, order.id)).toHaveLength(1);
  });

  it('a lost webhook: the reconciliation asks Stripe past 2 minutes and pays the order', async () => {
    const { order, ref, pi } = await pay();
    stand.set(pi.id, { status: 'succeeded' });
    later(60_000);
    await reconcilePayments(s.deps);
    expect((await sessionRow(s, ref)).status).toBe('OPEN');
    later(61_000);
    await reconcilePayments(s.deps);
    expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
    expect(await ledger(s, order.id)).toHaveLength(1);
  });

  it('refuses a webhook signed with another secret, or too old; nothing changes', async () => {
    const { order, pi } = await pay();
    stand.set(pi.id, { status: 'succeeded' });
    expect((await webhook('payment_intent.succeeded', pi, { secret: 'whsec_forged' })).meta.code).toBe(
      Code.SIGNATURE_INVALID,
    );
    const old = new Date(s.clock.now.getTime() - 10 * 60_000);
    expect((await webhook('payment_intent.succeeded', pi, { at: old })).meta.code).toBe(
      Code.SIGNATURE_EXPIRED,
    );
    const unsigned = await s.app.request('/api/callbacks/stripe', {
      method: 'POST',
      body: JSON.stringify({ type: 'payment_intent.succeeded', data: { object: pi } }),
    });
    expect(((await unsigned.json()) as { meta: { code: number } }).meta.code).toBe(Code.SIGNATURE_INVALID);
    expect(await ledger(s, order.id)).toHaveLength(0);
    expect((await orderRow(s, order.id)).label).toBe('NEW');
  });

  it('the same webhook replayed 20 times at once makes one ledger row', async () => {
    const { order, pi } = await pay();
    stand.set(pi.id, { status: 'succeeded' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => webhook('payment_intent.succeeded', pi)),
    );
    expect(answers.map((a) => a.meta.code)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => !a.data.duplicate)).toHaveLength(1);
    expect(await ledger(s, order.id)).toHaveLength(1);
    expect((await orderRow(s, order.id)).paidAmount).toBe('2000');
  });

  it('a late webhook after the order expired is recorded and refunded at Stripe once', async () => {
    const { order, pi } = await pay();
    await expireOrderNow(s, order.id);
    takeJobs(s, 'payments.refund');
    expect(
      (await webhook('payment_intent.succeeded', stand.set(pi.id, { status: 'succeeded' }))).meta.code,
    ).toBe(200);
    const [capture] = await ledger(s, order.id, 'CAPTURE');
    const jobs = takeJobs(s, 'payments.refund');
    expect(jobs).toEqual([{ name: 'payments.refund', data: { orderId: order.id, captureId: capture!.id } }]);
    await refundUnneededPayment(s.deps, jobs[0]!.data as RefundJob);
    await refundUnneededPayment(s.deps, jobs[0]!.data as RefundJob);
    const refunds = stand.calls.filter((c) => c.path === '/v1/refunds');
    expect(refunds.at(-1)).toMatchObject({
      key: `refund:${pi.id}`,
      form: { payment_intent: pi.id, amount: '2000', 'metadata[key]': `refund:${pi.id}` },
    });
    expect(await ledger(s, order.id, 'REFUND')).toMatchObject([
      { amount: '2000', providerRef: `refund:${pi.id}` },
    ]);
    // Stripe's charge.refunded of that same refund finds its row: no second REFUND.
    const charge = {
      id: `ch_${pi.id}`,
      object: 'charge',
      payment_intent: pi.id,
      currency: 'hkd',
      metadata: { ref: pi.metadata.ref },
      refunds: {
        data: [{ id: 're_x', amount: 2000, status: 'succeeded', metadata: { key: `refund:${pi.id}` } }],
      },
    };
    expect((await webhook('charge.refunded', charge)).data.duplicate).toBe(true);
    expect(await ledger(s, order.id, 'REFUND')).toHaveLength(1);
  });

  it('a refund made at Stripe (charge.refunded) is recorded once; other events are answered and ignored', async () => {
    const { order, pi } = await pay();
    await webhook('payment_intent.succeeded', stand.set(pi.id, { status: 'succeeded' }));
    const charge = {
      id: `ch_${pi.id}`,
      object: 'charge',
      payment_intent: pi.id,
      currency: 'hkd',
      metadata: { ref: pi.metadata.ref },
      refunds: { data: [{ id: 're_dashboard1', amount: 500, status: 'succeeded', metadata: {} }] },
    };
    expect((await webhook('charge.refunded', charge)).data.duplicate).toBe(false);
    expect((await webhook('charge.refunded', charge)).data.duplicate).toBe(true);
    expect(await ledger(s, order.id, 'REFUND')).toMatchObject([
      { providerRef: 're_dashboard1', amount: '500' },
    ]);
    expect((await webhook('payment_intent.created', pi)).meta.code).toBe(200);
  });

  it('a dashboard refund told by refund.created (no ref of ours) finds its payment and is recorded once', async () => {
    const { order, pi } = await pay();
    await webhook('payment_intent.succeeded', stand.set(pi.id, { status: 'succeeded' }));
    const refund = {
      id: 're_dashboard2',
      object: 'refund',
      amount: 700,
      status: 'succeeded',
      payment_intent: pi.id,
      currency: 'hkd',
      metadata: {},
    };
    const answers = await Promise.all([webhook('refund.created', refund), webhook('refund.updated', refund)]);
    expect(answers.map((a) => a.meta.code)).toEqual([200, 200]);
    expect(answers.filter((a) => !a.data.duplicate)).toHaveLength(1);
    expect(await ledger(s, order.id, 'REFUND')).toMatchObject([
      { providerRef: 're_dashboard2', amount: '700' },
    ]);
    expect((await orderRow(s, order.id)).paidAmount).toBe('1300');
  });

  it('Stripe unreachable or refusing the key: createPayment answers 1005', async () => {
    const down = await startTestServer({
      STRIPE_SECRET_KEY: 'sk_test_wrong',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stand.url,
    });
    try {
      const someone = await createTestSession(down.deps.db);
      const { order } = await makeOrder(down, { buyer: someone });
      const started = await startPayment(down, someone, { orderId: order.id, method: 'STRIPE' });
      expect(started.meta.code).toBe(Code.NETWORK_UNSTABLE);
      expect(JSON.stringify(started)).not.toContain('sk_test_wrong');
    } finally {
      await down.close();
    }
  }, 60_000);
});
