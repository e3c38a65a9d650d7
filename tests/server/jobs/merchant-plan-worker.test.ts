import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFulfilmentWorkers } from '../../../server/jobs/order-fulfil';
import { registerPaymentWorkers } from '../../../server/jobs/payments';
import { registerSandboxCallbackWorkers } from '../../../server/jobs/sandbox-callbacks';
import { SANDBOX_CARDS } from '../../../server/schemas/payments';
import { cardPay, startPayment, startWithQueue, until } from '../payments/fixtures';
import { approvedMerchant } from '../routes/merchants-fixtures';
import type { TestServer } from '../../support/server';

// The real queue, as a running server has it: the card's callbacks and the fulfilment job switch the plan on.
let s: TestServer;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ s, stop } = await startWithQueue(async (deps) => {
    await registerPaymentWorkers(deps as never);
    await registerSandboxCallbackWorkers(deps as never);
    await registerFulfilmentWorkers(deps as never);
  }));
  s.deps.env.LOGIN_RATE_LIMIT_PER_MINUTE = 1000;
}, 120_000);
afterAll(() => stop());

describe('a plan order paid by card, with the real workers', () => {
  it('switches the plan on', async () => {
    const m = await approvedMerchant(s);
    const sub = await s.request('POST', '/api/merchants/plan/subscribe', {
      session: m.session,
      form: { plan: 'BASIC' },
    });
    const started = await startPayment(s, m.session, {
      orderId: sub.data.openInvoice.orderId,
      method: 'SANDBOX_CARD',
    });
    expect(started.meta.code).toBe(200);
    await cardPay(s, started.data.ref, SANDBOX_CARDS.approved);
    await until(async () => {
      const plan = await s.request('GET', '/api/merchants/plan', { session: m.session });
      return plan.data.merchant.plan === 'BASIC';
    }, 60_000);
  }, 120_000);
});
