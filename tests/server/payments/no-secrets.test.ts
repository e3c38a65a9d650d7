import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../../server/env';
import { deliverSandboxCallback } from '../../../server/jobs/sandbox-callbacks';
import { sandboxCardCallbacks } from '../../../server/payments/card/sandbox';
import { signCallback } from '../../../server/payments/provider';
import type { CallbackJob } from '../../../server/payments/card/sandbox';
import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE } from '../../../server/schemas/payments';
import { mailReceipt, type ReceiptJob } from '../../../server/services/payments/receipt';
import { reconcilePayments } from '../../../server/services/payments/reconcile';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { capturedLog, ledger, makeOrder, supportMember, takeJobs, type Session } from './fixtures';

// No card number, CVC, 3-D Secure code, provider secret or webhook signature in any log line or API
// answer. Payment flows run through the app with the server's own logger at debug level and recognisable
// secrets in every payment setting; each log line and each answer body is kept and scanned.

const SETTINGS: Partial<Env> = {
  CARD_CALLBACK_SECRET: 'cardsecret_scan_5f1c0b7e2a9d4e31',
  STRIPE_SECRET_KEY: 'sk_test_scan_51Hq9vS2eZvKYlo2C8x7',
  STRIPE_WEBHOOK_SECRET: 'whsec_scan_0a1b2c3d4e5f60718293',
  MASTERCARD_API_PASSWORD: 'mcpass_scan_9e8d7c6b5a4f3e2d',
  MASTERCARD_WEBHOOK_SECRET: 'mchook_scan_1234abcd5678ef90',
  BYON_API_KEY: 'byonkey_scan_77aa88bb99cc00dd',
  BYON_CALLBACK_SECRET: 'byonhook_scan_ee11ff22aa33bb44',
  SPIRAL_API_KEY: 'spiralkey_scan_5566778899aabbcc',
  SPIRAL_CALLBACK_SECRET: 'spiralhook_scan_ddeeff0011223344',
};
/** An unusual CVC, so a match is the CVC and not some other number. */
const CVC = '7319';

const { lines, log } = capturedLog();
const answers: string[] = [];
const signatures = new Set<string>();
let s: TestServer;
let buyer: Session;

beforeAll(async () => {
  s = await startTestServer({ ...SETTINGS, LOG_LEVEL: 'debug' }, { log });
  buyer = await createTestSession(s.deps.db);
}, 60_000);
afterAll(() => s.close());

/** A signed API call whose answer is kept for the scan. */
async function call(method: 'GET' | 'POST', path: string, fields: Record<string, string>, session?: Session) {
  const r = await s.request(method, path, {
    ...(method === 'GET' ? { query: fields } : { form: fields }),
    ...(session ? { session } : {}),
  });
  answers.push(JSON.stringify({ meta: r.meta, data: r.data }));
  return r;
}

/** Delivers the queued processor callbacks through the app, keeping each signature header and answer. */
async function deliverQueued() {
  for (const job of takeJobs(s, 'payments.callback')) {
    await deliverSandboxCallback(
      s.deps,
      sandboxCardCallbacks,
      job.data as CallbackJob,
      async (path, init) => {
        const headers = new Headers(init?.headers);
        signatures.add(headers.get('X-Payment-Signature') ?? '');
        const res = await s.app.request(path, init);
        answers.push(await res.clone().text());
        return res;
      },
    );
  }
}

/** A raw callback POST (not through the signed-request helper), answer kept. */
async function rawCallback(body: string, signature: string) {
  signatures.add(signature);
  const res = await s.app.request('/api/callbacks/payments/sandbox-card', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Payment-Signature': signature },
    body,
  });
  answers.push(await res.text());
  return res.status;
}

async function payWith(cardNumber: string, expiry = '12/40', cvc = CVC) {
  const { order } = await makeOrder(s, { buyer, total: 2000n });
  const started = await call('POST', '/api/payments', { orderId: order.id, method: 'SANDBOX_CARD' }, buyer);
  const ref = started.data.ref as string;
  await call('GET', '/api/sandbox/card/session', { ref });
  const paid = await call('POST', '/api/sandbox/card/pay', {
    ref,
    cardNumber,
    expiry,
    cvc,
    holder: 'A Buyer',
  });
  return { order, ref, paid };
}

describe('payments never show a secret', () => {
  it('runs card payments, a 3-D Secure challenge, signed and forged callbacks, refunds and receipts', async () => {
    const approved = await payWith(SANDBOX_CARDS.approved);
    expect(approved.paid.data.outcome).toBe('APPROVED');
    await payWith(SANDBOX_CARDS.declined);
    await payWith(SANDBOX_CARDS.expired);
    await payWith(SANDBOX_CARDS.approved, '01/20');
    const wrongCode = await payWith(SANDBOX_CARDS.challenge);
    await call('POST', '/api/sandbox/card/challenge', { ref: wrongCode.ref, code: '654321' });
    const challenged = await payWith(SANDBOX_CARDS.challenge);
    expect(challenged.paid.data.outcome).toBe('CHALLENGE');
    await call('POST', '/api/sandbox/card/challenge', { ref: challenged.ref, code: SANDBOX_CHALLENGE_CODE });
    // Refused forms: a malformed card, CVC and expiry (their values must not be echoed in the issues).
    const { order: spare } = await makeOrder(s, { buyer, total: 2000n });
    const open = await call('POST', '/api/payments', { orderId: spare.id, method: 'SANDBOX_CARD' }, buyer);
    const bad = await call('POST', '/api/sandbox/card/pay', {
      ref: open.data.ref,
      cardNumber: `${SANDBOX_CARDS.approved}x`,
      expiry: '13/99',
      cvc: `${CVC}9`,
      holder: 'A Buyer',
    });
    expect(bad.meta.code).toBe(4200);
    await deliverQueued();

    // Forged, stale and misaddressed callbacks: refused, and the refusal is logged without the header.
    const body = new URLSearchParams({
      ref: approved.ref,
      id: 'ch_0123456789abcdef01234567',
      outcome: 'APPROVED',
      amount: '2000',
      currency: 'HKD',
    }).toString();
    expect(await rawCallback(body, signCallback('not-the-secret', body, s.clock.now.getTime()))).toBe(401);
    const stale = signCallback(SETTINGS.CARD_CALLBACK_SECRET!, body, s.clock.now.getTime() - 3_600_000);
    expect(await rawCallback(body, stale)).toBe(401);
    await deliverSandboxCallback(
      s.deps,
      sandboxCardCallbacks,
      {
        provider: 'sandbox-card',
        body: {
          ref: 'no_such_session_ref_0001',
          id: 'ch_0123456789abcdef01234567',
          outcome: 'APPROVED',
          amount: '1',
          currency: 'HKD',
        },
      },
      async (path, init) => {
        signatures.add(new Headers(init?.headers).get('X-Payment-Signature') ?? '');
        const res = await s.app.request(path, init);
        answers.push(await res.clone().text());
        return res;
      },
    );

    // What the buyer and support read and do afterwards.
    for (const p of [approved, challenged]) {
      await call('GET', '/api/payments/check', { ref: p.ref }, buyer);
      await call('GET', '/api/orders/detail', { orderId: p.order.id }, buyer);
      await call('GET', '/api/payments', { orderId: p.order.id }, buyer);
    }
    const support = await supportMember(s);
    const [capture] = await ledger(s, approved.order.id, 'CAPTURE');
    expect(capture).toBeDefined();
    await call(
      'POST',
      '/api/payments/refund',
      { paymentId: capture!.id, amount: '300', reason: 'scan' },
      support,
    );
    await call(
      'POST',
      '/api/payments/refund',
      { paymentId: capture!.id, amount: '99999', reason: 'scan' },
      support,
    );
    await call('POST', '/api/orders/refund', { orderId: challenged.order.id, reason: 'scan' }, support);
    for (const job of takeJobs(s, 'payments.receipt')) await mailReceipt(s.deps, job.data as ReceiptJob);
    s.clock.now = new Date(s.clock.now.getTime() + 3 * 3_600_000);
    await reconcilePayments(s.deps);
    expect(signatures.size).toBeGreaterThan(3);
    expect(answers.length).toBeGreaterThan(20);
  });

  it('finds none of them in any log line, answer or receipt', async () => {
    const { outbox } = await import('../../../server/db/schema');
    const mails = (await s.deps.db.select().from(outbox)).map((m) => `${m.subject}\n${m.body}`);
    expect(mails.length).toBeGreaterThan(0);
    const exact = [
      ...Object.values(SANDBOX_CARDS),
      ...Object.values(SETTINGS).filter((x): x is string => typeof x === 'string'),
      ...[...signatures].filter(Boolean),
      ...[...signatures].map((sig) => sig.split('v1=')[1] ?? '').filter(Boolean),
    ];
    // Short numbers only count standing alone (not inside a hash, a uuid or a timestamp).
    const alone = (digits: string) => new RegExp(`(?<![0-9a-zA-Z])${digits}(?![0-9a-zA-Z])`);
    const patterns = [alone(CVC), alone(`${CVC}9`), alone(SANDBOX_CHALLENGE_CODE), alone('654321')];
    const scan = (where: string, texts: string[]) =>
      texts.flatMap((text) => [
        ...exact.filter((x) => text.includes(x)).map((x) => `${where}: ${x} in ${text.slice(0, 300)}`),
        ...patterns.filter((re) => re.test(text)).map((re) => `${where}: ${re} in ${text.slice(0, 300)}`),
      ]);
    // The scan itself sees a leak, and the logger did write (the refused callbacks are logged).
    expect(scan('self', [`{"cvc":"${CVC}"}`, `card ${SANDBOX_CARDS.challenge}`])).toHaveLength(2);
    expect(lines.some((l) => l.includes('sandbox callback refused'))).toBe(true);
    expect([...scan('log', lines), ...scan('answer', answers), ...scan('mail', mails)]).toEqual([]);
  });
});
