import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverSandboxCallback } from '../../../../server/jobs/sandbox-callbacks';
import {
  MASTERCARD_NOTIFY_QUEUE,
  MASTERCARD_SANDBOX_SECRET,
  mastercardNotifications,
} from '../../../../server/payments/mastercard/sandbox';
import {
  MASTERCARD_CHALLENGE_CODE,
  MASTERCARD_TEST_CARDS,
} from '../../../../server/schemas/payments-mastercard';
import { reconcilePayments } from '../../../../server/services/payments/reconcile';
import { refundUnneededPayment } from '../../../../server/services/payments/refund';
import { createTestSession } from '../../../support/members';
import { startTestServer, type TestServer } from '../../../support/server';
import { capturedLog, expireOrderNow, makeOrder, takeJobs } from '../fixtures';
import { MERCHANT, PASSWORD, startGateway, type Gateway } from './gateway-stand-in';

// No card number, CVC, 3-D Secure code, API password, basic-auth header or notification secret of Mastercard
// hosted checkout in any log line (the server's logger at debug) or API answer, through every path: the real
// adapter against the stand-in (session, forged and good notifications, verify with the gateway down, the
// reconciliation, a refund) and the sandbox's hosted page (cards, challenge, notifications).

const SECRET = 'mchook_scan_1234abcd5678ef90';
const CVC = '7319';
const answers: string[] = [];
let gw: Gateway;
let real: TestServer;
let sandbox: TestServer;
const { lines, log } = capturedLog();

beforeAll(async () => {
  gw = await startGateway();
  real = await startTestServer(
    {
      MASTERCARD_GATEWAY_URL: gw.url,
      MASTERCARD_MERCHANT_ID: MERCHANT,
      MASTERCARD_API_PASSWORD: PASSWORD,
      MASTERCARD_WEBHOOK_SECRET: SECRET,
      LOG_LEVEL: 'debug',
    },
    { log },
  );
  sandbox = await startTestServer({ LOG_LEVEL: 'debug' }, { log });
}, 60_000);
afterAll(async () => {
  await real.close();
  await sandbox.close();
  await gw.close();
});

async function call(
  s: TestServer,
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, string>,
  session?: object,
) {
  const r = await s.request(method, path, {
    ...(method === 'GET' ? { query: fields } : { form: fields }),
    ...(session ? { session: session as never } : {}),
  });
  answers.push(JSON.stringify({ meta: r.meta, data: r.data }));
  return r;
}
async function notify(body: object, secret: string) {
  const res = await real.app.request('/api/callbacks/mastercard', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Notification-Secret': secret },
    body: JSON.stringify(body),
  });
  answers.push(await res.text());
}

describe('Mastercard hosted checkout keeps its secrets', () => {
  it('shows no card data, password or notification secret in logs or answers', async () => {
    // The real adapter.
    const buyer = await createTestSession(real.deps.db);
    const a = await makeOrder(real, { buyer });
    const ref = (
      await call(real, 'POST', '/api/payments', { orderId: a.order.id, method: 'MASTERCARD' }, buyer)
    ).data.ref as string;
    await call(real, 'GET', '/api/payments/mastercard/checkout', { ref }, buyer);
    const paid = gw.pay(ref, '20.00', 'APPROVED');
    await notify(paid, 'forged-secret');
    gw.state.failNext = 1;
    await call(real, 'POST', '/api/payments/mastercard/verify', { ref }, buyer);
    const t0 = real.clock.now;
    real.clock.now = new Date(t0.getTime() + 121_000);
    await reconcilePayments(real.deps);
    real.clock.now = t0;
    await notify(paid, SECRET);
    const b = await makeOrder(real, { buyer });
    const late = (
      await call(real, 'POST', '/api/payments', { orderId: b.order.id, method: 'MASTERCARD' }, buyer)
    ).data.ref as string;
    await expireOrderNow(real, b.order.id);
    takeJobs(real, 'payments.refund');
    await notify(gw.pay(late, '20.00', 'APPROVED'), SECRET);
    for (const job of takeJobs(real, 'payments.refund'))
      await refundUnneededPayment(real.deps, job.data as never);

    // The sandbox's hosted page.
    const payer = await createTestSession(sandbox.deps.db);
    for (const card of [
      MASTERCARD_TEST_CARDS.declined,
      MASTERCARD_TEST_CARDS.challenge,
      MASTERCARD_TEST_CARDS.approved,
    ]) {
      const { order } = await makeOrder(sandbox, { buyer: payer });
      const r = (
        await call(sandbox, 'POST', '/api/payments', { orderId: order.id, method: 'MASTERCARD' }, payer)
      ).data.ref as string;
      await call(sandbox, 'POST', '/api/sandbox/mastercard/pay', {
        ref: r,
        cardNumber: card,
        expiry: '01/39',
        cvc: CVC,
        holder: 'A',
      });
      await call(sandbox, 'POST', '/api/sandbox/mastercard/pay', {
        ref: r,
        cardNumber: card,
        expiry: '1/9',
        cvc: CVC,
        holder: 'A',
      });
      await call(sandbox, 'POST', '/api/sandbox/mastercard/challenge', {
        ref: r,
        code: MASTERCARD_CHALLENGE_CODE,
      });
      await call(sandbox, 'POST', '/api/payments/mastercard/verify', { ref: r }, payer);
    }
    for (const job of takeJobs(sandbox, MASTERCARD_NOTIFY_QUEUE))
      await deliverSandboxCallback(
        sandbox.deps,
        mastercardNotifications,
        job.data as never,
        async (path, init) => {
          const res = await sandbox.app.request(path, init);
          answers.push(await res.clone().text());
          return res;
        },
      );

    // The flows ran: the warning of the verify while the gateway was down, every answer kept, both paid.
    expect(lines.some((l) => l.includes('mastercard verify failed'))).toBe(true);
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((x) => x.includes('"SUCCEEDED"')).length).toBeGreaterThan(1);
    const basic = Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString('base64');
    const forbidden = [
      PASSWORD,
      basic,
      SECRET,
      MASTERCARD_SANDBOX_SECRET,
      'forged-secret',
      ...Object.values(MASTERCARD_TEST_CARDS),
      `"${CVC}"`,
      `"${MASTERCARD_CHALLENGE_CODE}"`,
    ];
    for (const text of [...lines, ...answers])
      for (const f of forbidden) expect(text.includes(f), `${f} in ${text.slice(0, 300)}`).toBe(false);
  }, 60_000);
});
