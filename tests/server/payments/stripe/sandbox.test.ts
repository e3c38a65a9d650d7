import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../../server/env';
import { deliverSandboxCallback } from '../../../../server/jobs/sandbox-callbacks';
import {
  STRIPE_SANDBOX,
  stripeSandboxProvider,
  stripeWebhooks,
} from '../../../../server/payments/stripe/sandbox';
import { decideStripeCard } from '../../../../server/payments/stripe/sandbox-pages';
import { Code } from '../../../../server/schemas/codes';
import { STRIPE_SANDBOX_WEBHOOK_SECRET, STRIPE_TEST_CARDS } from '../../../../server/schemas/payments-stripe';
import { providerById } from '../../../../server/payments/providers';
import { reconcilePayments } from '../../../../server/services/payments/reconcile';
import { createTestSession } from '../../../support/members';
import { startTestServer, type TestServer } from '../../../support/server';
import { checkPay, ledger, makeOrder, orderRow, startPayment, takeJobs, type Session } from '../fixtures';

const QUEUE = 'payments.stripe-webhook';
let s: TestServer;
let buyer: Session;
beforeAll(async () => {
  s = await startTestServer();
  buyer = await createTestSession(s.deps.db);
}, 60_000);
afterAll(() => s.close());

async function start() {
  const { order } = await makeOrder(s, { buyer });
  const started = await startPayment(s, buyer, { orderId: order.id, method: 'STRIPE' });
  expect(started.meta.code).toBe(200);
  return { order, ref: started.data.ref as string, started };
}
const pay = (ref: string, cardNumber: string, expiry = '12/40') =>
  s.request('POST', '/api/sandbox/stripe/pay', { form: { ref, cardNumber, expiry, cvc: '123' } });
const challenge = (ref: string, result: 'complete' | 'fail') =>
  s.request('POST', '/api/sandbox/stripe/challenge', { form: { ref, result } });
const session = (ref: string) => s.request('GET', '/api/sandbox/stripe/session', { query: { ref } });

/** Delivers the queued webhooks through the whole app, each as the worker would. */
async function deliverAll() {
  const codes: number[] = [];
  for (const job of takeJobs(s, QUEUE))
    codes.push(
      await deliverSandboxCallback(s.deps, stripeWebhooks, job.data as never, (path, init) =>
        Promise.resolve(s.app.request(path, init)),
      ),
    );
  return codes;
}

describe('decideStripeCard', () => {
  const now = new Date('2026-11-25T08:00:00Z');
  it("answers Stripe's test cards; a past expiry is an expired card", () => {
    expect(decideStripeCard(STRIPE_TEST_CARDS.succeeds, '12/30', now)).toBe('APPROVED');
    expect(decideStripeCard(STRIPE_TEST_CARDS.declined, '12/30', now)).toBe('DECLINED');
    expect(decideStripeCard(STRIPE_TEST_CARDS.expired, '12/30', now)).toBe('EXPIRED_CARD');
    expect(decideStripeCard(STRIPE_TEST_CARDS.threeDS, '12/30', now)).toBe('CHALLENGE');
    expect(decideStripeCard('5555555555554444', '12/30', now)).toBe('DECLINED');
    expect(decideStripeCard(STRIPE_TEST_CARDS.succeeds, '11/26', now)).toBe('APPROVED');
    expect(decideStripeCard(STRIPE_TEST_CARDS.succeeds, '10/26', now)).toBe('EXPIRED_CARD');
  });
});

describe('the Stripe sandbox (STRIPE_SECRET_KEY empty)', () => {
  it('pays with 4242…: two signed webhooks, late, one capture; the buyer page reads the sandbox', async () => {
    const { order, ref, started } = await start();
    expect(started.data.redirectUrl).toBe(`#/stripe?ref=${ref}`);
    const intent = await s.request('GET', '/api/payments/stripe/intent', { session: buyer, query: { ref } });
    expect(intent.data).toMatchObject({ mode: 'SANDBOX', clientSecret: null, publishableKey: null });
    expect((await session(ref)).data).toMatchObject({ step: 'CARD', status: 'OPEN', amount: '2000' });
    expect((await pay(ref, '4242 4242 4242 4242')).data).toEqual({
      outcome: 'SUCCEEDED',
      returnUrl: `#/checkpay?ref=${ref}`,
    });
    expect(
      (s.deps.queue as unknown as { options: { startAfter?: number }[] }).options.map((o) => o.startAfter),
    ).toEqual(expect.arrayContaining([1, 3]));
    expect(await deliverAll()).toEqual([200, 200]);
    expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
    expect(await ledger(s, order.id)).toMatchObject([
      { provider: STRIPE_SANDBOX, kind: 'CAPTURE', amount: '2000' },
    ]);
    expect((await session(ref)).data.step).toBe('DECIDED');
  });

  it('declined 1004, expired card 1009 (by number or by date); one decision per session', async () => {
    const cases: [string, string, string, number][] = [
      [STRIPE_TEST_CARDS.declined, '12/40', 'DECLINED', Code.VERIFICATION_FAILED],
      [STRIPE_TEST_CARDS.expired, '12/40', 'EXPIRED_CARD', Code.CARD_EXPIRED],
      [STRIPE_TEST_CARDS.succeeds, '01/20', 'EXPIRED_CARD', Code.CARD_EXPIRED],
    ];
    for (const [card, expiry, outcome, code] of cases) {
      const { order, ref } = await start();
      expect((await pay(ref, card, expiry)).data.outcome).toBe(outcome);
      expect((await pay(ref, STRIPE_TEST_CARDS.succeeds)).meta.code).toBe(Code.PAYMENT_NOT_OPEN);
      await deliverAll();
      expect((await checkPay(s, buyer, ref)).data).toMatchObject({ status: 'FAILED', failureCode: code });
      expect(await ledger(s, order.id)).toHaveLength(0);
    }
  });

  it('3-D Secure: the card waits for its challenge; complete pays, fail declines (1004)', async () => {
    const done = await start();
    expect((await pay(done.ref, STRIPE_TEST_CARDS.threeDS)).data.outcome).toBe('REQUIRES_ACTION');
    expect(takeJobs(s, QUEUE)).toHaveLength(0);
    expect((await session(done.ref)).data.step).toBe('CHALLENGE');
    expect((await challenge(done.ref, 'complete')).data.outcome).toBe('SUCCEEDED');
    expect((await challenge(done.ref, 'complete')).meta.code).toBe(Code.PAYMENT_NOT_OPEN);
    await deliverAll();
    expect((await orderRow(s, done.order.id)).label).toBe('FULLPAID');

    const failed = await start();
    await pay(failed.ref, STRIPE_TEST_CARDS.threeDS);
    expect((await challenge(failed.ref, 'fail')).data.outcome).toBe('DECLINED');
    await deliverAll();
    expect((await checkPay(s, buyer, failed.ref)).data.failureCode).toBe(Code.VERIFICATION_FAILED);
  });

  it('cancel (at the card form or the challenge) answers 1013', async () => {
    const { ref } = await start();
    await pay(ref, STRIPE_TEST_CARDS.threeDS);
    const cancel = await s.request('POST', '/api/sandbox/stripe/cancel', { form: { ref } });
    expect(cancel.data.outcome).toBe('CANCELLED');
    await deliverAll();
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({
      status: 'FAILED',
      failureCode: Code.CANCELLED_OR_NOT_VALID,
    });
  });

  it('a lost webhook: the reconciliation reads the sandbox intent and pays', async () => {
    const { order, ref } = await start();
    await pay(ref, STRIPE_TEST_CARDS.succeeds);
    takeJobs(s, QUEUE); // lost
    s.clock.now = new Date(s.clock.now.getTime() + 3 * 60_000);
    await reconcilePayments(s.deps);
    expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
    expect((await checkPay(s, buyer, ref)).data.status).toBe('SUCCEEDED');
  });

  it('without a secret key the real adapter is not among the known providers (other refunds never meet it)', () => {
    expect(providerById(s.deps, STRIPE_SANDBOX, 'refund').id).toBe(STRIPE_SANDBOX);
    expect(() => providerById(s.deps, 'stripe', 'refund')).toThrow(
      expect.objectContaining({ code: Code.NOT_FOUND }),
    );
    expect(() => providerById(s.deps, 'no-such-provider', 'refund')).toThrow(
      expect.objectContaining({ code: Code.NOT_FOUND }),
    );
  });

  it('its public secret counts only where sandboxes may run; its pages answer 404 when it is not active', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.created', data: { object: {} } });
    const now = new Date();
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload: body,
      secret: STRIPE_SANDBOX_WEBHOOK_SECRET,
      timestamp: Math.floor(now.getTime() / 1000),
    });
    expect(stripeSandboxProvider({ env: readEnv({}) }).parseCallback(body, header, now)).toBeNull();
    const exposed = stripeSandboxProvider({ env: readEnv({ HOST: '0.0.0.0' }) });
    expect(() => exposed.parseCallback(body, header, now)).toThrow(
      expect.objectContaining({ code: Code.SIGNATURE_INVALID }),
    );
    const { ref } = await start();
    s.deps.env.STRIPE_SECRET_KEY = 'sk_live_configured';
    try {
      expect((await session(ref)).meta.code).toBe(Code.NOT_FOUND);
      expect((await pay(ref, STRIPE_TEST_CARDS.succeeds)).meta.code).toBe(Code.NOT_FOUND);
    } finally {
      s.deps.env.STRIPE_SECRET_KEY = '';
    }
  });
});
