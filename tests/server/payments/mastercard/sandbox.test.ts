import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../../server/env';
import { ApiError } from '../../../../server/http/errors';
import { deliverSandboxCallback } from '../../../../server/jobs/sandbox-callbacks';
import {
  MASTERCARD_NOTIFY_QUEUE,
  MASTERCARD_SANDBOX_SECRET,
  mastercardSandboxProvider,
  mastercardNotifications,
} from '../../../../server/payments/mastercard/sandbox';
import {
  decideMastercard,
  mastercardSandboxSession,
} from '../../../../server/payments/mastercard/sandbox-page';
import { Code } from '../../../../server/schemas/codes';
import {
  MASTERCARD_CHALLENGE_CODE,
  MASTERCARD_TEST_CARDS,
} from '../../../../server/schemas/payments-mastercard';
import { createTestSession } from '../../../support/members';
import { startTestServer, type TestServer } from '../../../support/server';
import { ledger, makeOrder, sessionRow, startPayment, takeJobs, type Session } from '../fixtures';

// The sandbox gateway (MASTERCARD_GATEWAY_URL empty): its hosted page endpoints, one decision per session,
// notifications late and twice through the whole API, and the return page's verify reading its record.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

const now = new Date('2026-11-25T08:00:00Z');

async function started() {
  const buyer = await createTestSession(s.deps.db);
  const { order } = await makeOrder(s, { buyer });
  const res = await startPayment(s, buyer, { orderId: order.id, method: 'MASTERCARD' });
  expect(res.meta.code).toBe(200);
  return { buyer, order, ref: res.data.ref as string, redirectUrl: res.data.redirectUrl as string };
}
const pay = (ref: string, cardNumber: string, expiry = '01/39', holder = 'A Buyer') =>
  s.request('POST', '/api/sandbox/mastercard/pay', { form: { ref, cardNumber, expiry, cvc: '123', holder } });
const verify = (buyer: Session, ref: string) =>
  s.request('POST', '/api/payments/mastercard/verify', { session: buyer, form: { ref } });
const deliverAll = async () => {
  const codes: number[] = [];
  for (const job of takeJobs(s, MASTERCARD_NOTIFY_QUEUE))
    codes.push(
      await deliverSandboxCallback(s.deps, mastercardNotifications, job.data as never, (path, init) =>
        Promise.resolve(s.app.request(path, init)),
      ),
    );
  return codes;
};

describe('decideMastercard', () => {
  it('answers the test cards; an expiry in the past is an expired card', () => {
    expect(decideMastercard(MASTERCARD_TEST_CARDS.approved, '01/39', now)).toBe('APPROVED');
    expect(decideMastercard(MASTERCARD_TEST_CARDS.declined, '01/39', now)).toBe('DECLINED');
    expect(decideMastercard(MASTERCARD_TEST_CARDS.challenge, '01/39', now)).toBe('CHALLENGE');
    expect(decideMastercard(MASTERCARD_TEST_CARDS.approved, '10/26', now)).toBe('EXPIRED_CARD');
    expect(decideMastercard(MASTERCARD_TEST_CARDS.approved, '11/26', now)).toBe('APPROVED');
  });
});

describe('the Mastercard sandbox gateway', () => {
  it('pays once with the approved card; verify shows it at once, the two late notifications are no-ops', async () => {
    const { buyer, order, ref, redirectUrl } = await started();
    expect(redirectUrl).toBe(`#/masterCard?ref=${ref}`);
    expect((await sessionRow(s, ref)).provider).toBe('mastercard-sandbox');
    const page = await s.request('GET', '/api/payments/mastercard/checkout', {
      session: buyer,
      query: { ref },
    });
    expect(page.data).toMatchObject({ mode: 'SANDBOX', sessionId: null, status: 'OPEN', amount: '2000' });
    const hosted = await s.request('GET', '/api/sandbox/mastercard/session', { query: { ref } });
    expect(hosted.data).toMatchObject({ amount: '2000', currency: 'HKD', status: 'OPEN', challenge: false });

    const paid = await pay(ref, MASTERCARD_TEST_CARDS.approved);
    expect(paid.data).toEqual({ outcome: 'APPROVED', returnUrl: `#/masterSuccess?ref=${ref}` });
    expect((await pay(ref, MASTERCARD_TEST_CARDS.approved)).meta.code).toBe(Code.PAYMENT_NOT_OPEN);
    expect((await verify(buyer, ref)).data).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'FULLPAID' });
    expect(await deliverAll()).toEqual([200, 200]);
    expect(await ledger(s, order.id)).toHaveLength(1);
    expect((await s.request('GET', '/api/sandbox/mastercard/session', { query: { ref } })).data.status).toBe(
      'SUCCEEDED',
    );
  });

  it('the notification alone pays the order (verify not needed)', async () => {
    const { buyer, order, ref } = await started();
    await pay(ref, MASTERCARD_TEST_CARDS.approved);
    expect(await deliverAll()).toEqual([200, 200]);
    expect(await ledger(s, order.id)).toHaveLength(1);
    expect((await verify(buyer, ref)).data.orderStatus).toBe('FULLPAID');
  });

  it('declined → 1004, expired card → 1009, cancel → 1013', async () => {
    const a = await started();
    expect((await pay(a.ref, MASTERCARD_TEST_CARDS.declined)).data.outcome).toBe('DECLINED');
    expect((await verify(a.buyer, a.ref)).data).toMatchObject({ status: 'FAILED', failureCode: 1004 });
    const b = await started();
    expect((await pay(b.ref, MASTERCARD_TEST_CARDS.approved, '01/20')).data.outcome).toBe('EXPIRED_CARD');
    expect((await verify(b.buyer, b.ref)).data).toMatchObject({ status: 'FAILED', failureCode: 1009 });
    const c = await started();
    const cancelled = await s.request('POST', '/api/sandbox/mastercard/cancel', { form: { ref: c.ref } });
    expect(cancelled.data.outcome).toBe('CANCELLED');
    expect((await verify(c.buyer, c.ref)).data).toMatchObject({ status: 'FAILED', failureCode: 1013 });
    expect(await deliverAll()).toEqual([200, 200, 200, 200, 200, 200]);
    for (const x of [a, b, c]) expect(await ledger(s, x.order.id)).toHaveLength(0);
  });

  it('3-D Secure: the challenge card waits for the code; a wrong code declines, the right one pays', async () => {
    const a = await started();
    expect((await pay(a.ref, MASTERCARD_TEST_CARDS.challenge)).data.outcome).toBe('CHALLENGE');
    expect(
      (await s.request('GET', '/api/sandbox/mastercard/session', { query: { ref: a.ref } })).data.challenge,
    ).toBe(true);
    expect((await verify(a.buyer, a.ref)).data.status).toBe('OPEN'); // undecided at the gateway
    expect(takeJobs(s, MASTERCARD_NOTIFY_QUEUE)).toHaveLength(0);
    const wrong = await s.request('POST', '/api/sandbox/mastercard/challenge', {
      form: { ref: a.ref, code: '000000' },
    });
    expect(wrong.data.outcome).toBe('DECLINED');
    expect((await verify(a.buyer, a.ref)).data.failureCode).toBe(1004);
    const b = await started();
    await pay(b.ref, MASTERCARD_TEST_CARDS.challenge);
    const right = await s.request('POST', '/api/sandbox/mastercard/challenge', {
      form: { ref: b.ref, code: MASTERCARD_CHALLENGE_CODE },
    });
    expect(right.data.outcome).toBe('APPROVED');
    expect((await verify(b.buyer, b.ref)).data.orderStatus).toBe('FULLPAID');
    const again = await s.request('POST', '/api/sandbox/mastercard/challenge', {
      form: { ref: b.ref, code: MASTERCARD_CHALLENGE_CODE },
    });
    expect(again.meta.code).toBe(Code.PAYMENT_NOT_OPEN);
    takeJobs(s, MASTERCARD_NOTIFY_QUEUE);
  });

  it('answers NOT_FOUND when a real gateway is configured or sandboxes may not run', async () => {
    const { ref } = await started();
    const codeOf = (p: Promise<unknown>) =>
      p.then(
        () => 200,
        (e: unknown) => (e instanceof ApiError ? e.code : -1),
      );
    const real = { ...s.deps, env: { ...s.deps.env, MASTERCARD_GATEWAY_URL: 'https://gw.example' } };
    expect(await codeOf(mastercardSandboxSession(real, ref))).toBe(404);
    const off = { ...s.deps, env: { ...s.deps.env, SANDBOXES: 'off' as const } };
    expect(await codeOf(mastercardSandboxSession(off, ref))).toBe(404);
    expect(
      (await s.request('GET', '/api/sandbox/mastercard/session', { query: { ref: 'x'.repeat(20) } })).meta
        .code,
    ).toBe(404);
  });

  it('takes its public secret only where sandboxes may run', () => {
    const body = JSON.stringify({
      result: 'SUCCESS',
      order: { id: 'r'.repeat(32), amount: '20.00', currency: 'HKD' },
      transaction: { id: 'aa', type: 'PAYMENT', amount: '20.00', currency: 'HKD' },
    });
    const local = mastercardSandboxProvider({ env: readEnv({}) });
    expect(local.parseCallback(body, MASTERCARD_SANDBOX_SECRET, now)).toMatchObject({
      outcome: 'APPROVED',
      amount: 2000n,
    });
    expect(() => local.parseCallback(body, 'other', now)).toThrow(
      expect.objectContaining({ code: Code.SIGNATURE_INVALID }),
    );
    const exposed = mastercardSandboxProvider({ env: readEnv({ HOST: '0.0.0.0' }) });
    expect(() => exposed.parseCallback(body, MASTERCARD_SANDBOX_SECRET, now)).toThrow(
      expect.objectContaining({ code: Code.SIGNATURE_INVALID }),
    );
  });
});
