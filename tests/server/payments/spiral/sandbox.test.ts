import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../../server/env';
import { deliverSandboxCallback } from '../../../../server/jobs/sandbox-callbacks';
import { signCallback } from '../../../../server/payments/provider';
import {
  SPIRAL_CALLBACK_QUEUE,
  spiralSandboxProvider,
  type SpiralCallbackJob,
  spiralCallbacks,
} from '../../../../server/payments/spiral/sandbox';
import { Code } from '../../../../server/schemas/codes';
import { createTestSession } from '../../../support/members';
import { startTestServer, type TestServer } from '../../../support/server';
import { checkPay, ledger, makeOrder, orderRow, sessionRow, startPayment, takeJobs } from '../fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

const decide = (ref: string, choice: string) =>
  s.request('POST', '/api/sandbox/spiral/decide', { form: { ref, choice } });
const hosted = (ref: string) => s.request('GET', '/api/sandbox/spiral/session', { query: { ref } });

/** Delivers the queued sandbox callbacks through the whole app, as the worker does. */
async function deliverAll() {
  const codes: number[] = [];
  for (const job of takeJobs(s, SPIRAL_CALLBACK_QUEUE)) {
    const deliver = (path: string, init: RequestInit) => Promise.resolve(s.app.request(path, init));
    codes.push(await deliverSandboxCallback(s.deps, spiralCallbacks, job.data as SpiralCallbackJob, deliver));
  }
  return codes;
}

async function paying() {
  const buyer = await createTestSession(s.deps.db);
  const { order } = await makeOrder(s, { buyer });
  const started = await startPayment(s, buyer, { orderId: order.id, method: 'SPIRAL' });
  return { buyer, order, ref: started.data.ref as string, redirectUrl: started.data.redirectUrl as string };
}

describe('the Spiral sandbox', () => {
  it('is the hosted page #/spiral: amount, merchant, open; Pay sends the signed callback late and twice', async () => {
    const { buyer, order, ref, redirectUrl } = await paying();
    expect(redirectUrl).toBe(`#/spiral?ref=${ref}`);
    expect((await sessionRow(s, ref)).provider).toBe('spiral-sandbox');
    expect((await hosted(ref)).data).toEqual({
      ref,
      amount: '2000',
      currency: 'HKD',
      merchant: 'Marketplace',
      status: 'OPEN',
      decided: false,
      returnUrl: `#/spiral?ref=${ref}&return=1`,
    });
    const paid = await decide(ref, 'PAY');
    expect(paid.data).toEqual({ choice: 'PAY', returnUrl: `#/spiral?ref=${ref}&return=1` });
    expect((await hosted(ref)).data.decided).toBe(true);
    // A second decision (a double submit, another choice) is refused: one per session.
    expect((await decide(ref, 'CANCEL')).meta.code).toBe(Code.PAYMENT_NOT_OPEN);
    const q = s.deps.queue as unknown as { options: { startAfter?: number }[]; sent: { name: string }[] };
    const delays = q.options.filter((_, i) => q.sent[i]!.name === SPIRAL_CALLBACK_QUEUE);
    expect(delays.map((o) => o.startAfter)).toEqual([1, 3]);
    expect(await deliverAll()).toEqual([200, 200]);
    expect(await ledger(s, order.id)).toHaveLength(1);
    expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
    expect((await checkPay(s, buyer, ref)).data.status).toBe('SUCCEEDED');
  });

  it('the return query settles a decision before its callback arrives; the callback is then a no-op', async () => {
    const { buyer, order, ref } = await paying();
    const back = () => s.request('POST', '/api/payments/spiral/return', { session: buyer, form: { ref } });
    expect((await back()).data.status).toBe('OPEN');
    await decide(ref, 'PAY');
    expect((await back()).data).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'FULLPAID' });
    expect(await deliverAll()).toEqual([200, 200]);
    expect(await ledger(s, order.id)).toHaveLength(1);
  });

  it('Decline reads 1004 and Cancel 1013; the order stays NEW and can be paid again', async () => {
    for (const [choice, code] of [
      ['DECLINE', Code.VERIFICATION_FAILED],
      ['CANCEL', Code.CANCELLED_OR_NOT_VALID],
    ] as const) {
      const { buyer, order, ref } = await paying();
      await decide(ref, choice);
      await deliverAll();
      expect((await checkPay(s, buyer, ref)).data).toMatchObject({ status: 'FAILED', failureCode: code });
      expect((await orderRow(s, order.id)).label).toBe('NEW');
      const again = await startPayment(s, buyer, { orderId: order.id, method: 'SPIRAL' });
      expect(again.meta.code).toBe(200);
    }
  });

  it('an expired session takes no decision; an unknown ref is 404', async () => {
    const { ref } = await paying();
    const before = s.clock.now;
    s.clock.now = new Date(before.getTime() + 31 * 60_000);
    try {
      expect((await hosted(ref)).data.status).toBe('EXPIRED');
      expect((await decide(ref, 'PAY')).meta.code).toBe(Code.PAYMENT_NOT_OPEN);
    } finally {
      s.clock.now = before;
    }
    expect((await decide('x'.repeat(32), 'PAY')).status).toBe(404);
  });

  it('its callbacks are signed with its secret; forged ones and, on a public server, any are refused', () => {
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'checkout.paid',
      data: {
        checkoutId: 'sco_1',
        reference: 'r'.repeat(32),
        amount: '2000',
        currency: 'HKD',
        paymentId: 'spay_1',
      },
    });
    const now = new Date();
    const local = spiralSandboxProvider({ env: readEnv({}) });
    const sig = signCallback('spiral-sandbox-secret', body, now.getTime());
    expect(local.parseCallback(body, sig, now)).toMatchObject({ outcome: 'APPROVED', providerRef: 'spay_1' });
    const code = (f: () => unknown) => {
      try {
        f();
        return 200;
      } catch (e) {
        return (e as { code: number }).code;
      }
    };
    expect(code(() => local.parseCallback(body, signCallback('other', body, now.getTime()), now))).toBe(
      Code.SIGNATURE_INVALID,
    );
    const exposed = spiralSandboxProvider({ env: readEnv({ HOST: '0.0.0.0' }) });
    expect(code(() => exposed.parseCallback(body, sig, now))).toBe(Code.SIGNATURE_INVALID);
  });

  it('its endpoints answer 404 where sandboxes may not run or the real Spiral is configured', async () => {
    const { ref } = await paying();
    const env = s.deps.env;
    for (const change of [{ SANDBOXES: 'off' as const }, { SPIRAL_API_URL: 'http://127.0.0.1:9/' }]) {
      s.deps.env = { ...env, ...change };
      try {
        expect((await hosted(ref)).status).toBe(404);
        expect((await decide(ref, 'PAY')).status).toBe(404);
      } finally {
        s.deps.env = env;
      }
    }
  });

  it('refunds under one id per key however often asked', async () => {
    const p = spiralSandboxProvider({ env: readEnv({}) });
    const r = { amount: 100n, key: 'refund:spay_x', reason: 'test' };
    expect(await p.refund({} as never, r)).toEqual(await p.refund({} as never, r));
    expect(await p.refund({} as never, { ...r, key: 'refund:spay_x:1' })).not.toEqual(
      await p.refund({} as never, r),
    );
  });
});
