import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RefundRequest } from '../../server/payments/provider';
import { Code } from '../../server/schemas/codes';
import { recordPayment } from '../../server/services/payments/record';
import { createTestSession } from '../support/members';
import { startTestServer, type TestServer } from '../support/server';
import { ledger, makeOrder, orderRow, supportMember, takeJobs } from './payments/fixtures';

// PostgreSQL only (row locks and unique keys under real concurrency): `TEST_DATABASE_URL=… npx vitest run` this file.
const base = process.env.TEST_DATABASE_URL;
const CLICKS = 20;

// What reached the provider: every refund asked, with its idempotency key.
const asked = vi.hoisted(() => [] as RefundRequest[]);
vi.mock('../../server/payments/providers', async (importOriginal) => {
  const { spyProviders } = await import('./payments/provider-spy');
  return spyProviders(await importOriginal<typeof import('../../server/payments/providers')>(), (p) => ({
    refund: async (c, r) => {
      asked.push(r);
      // A provider that takes its time, so the clicks overlap there as well as in the database.
      await new Promise((done) => setTimeout(done, 20));
      return p.refund(c, r);
    },
  }));
});

describe.skipIf(!base)('support refunds one capture 20 times at once (PostgreSQL)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 120_000);
  afterAll(() => s?.close());

  it('makes one REFUND row, asks the provider with one key, and queues one receipt', async () => {
    const buyer = await createTestSession(s.deps.db);
    const support = await supportMember(s);
    const { order } = await makeOrder(s, { buyer, total: 2000n });
    await recordPayment(s.deps, {
      orderId: order.id,
      provider: 'sandbox-card',
      providerRef: 'ch_race_refund',
      amount: 2000n,
      currency: 'HKD',
    });
    const [capture] = await ledger(s, order.id, 'CAPTURE');
    takeJobs(s, 'payments.receipt');

    const answers = await Promise.all(
      Array.from({ length: CLICKS }, () =>
        s.request('POST', '/api/payments/refund', {
          session: support,
          form: { paymentId: capture!.id, reason: 'double click' },
        }),
      ),
    );
    // Each click either made the refund, met it (same key: duplicate) or found nothing left (4200, unsent).
    const fresh = answers.filter((a) => a.meta.code === 200 && !a.data.duplicate);
    expect(fresh).toHaveLength(1);
    for (const a of answers) {
      expect([200, Code.VALIDATION_FAILED]).toContain(a.meta.code);
    }
    const refunds = await ledger(s, order.id, 'REFUND');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: '2000', providerRef: 'refund:ch_race_refund:1' });
    expect(new Set(asked.map((r) => r.key))).toEqual(new Set(['refund:ch_race_refund:1']));
    expect((await orderRow(s, order.id)).paidAmount).toBe('0');
    expect(takeJobs(s, 'payments.receipt')).toEqual([
      { name: 'payments.receipt', data: { paymentId: refunds[0]!.id } },
    ]);
  }, 60_000);
});
