import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions } from '../../../server/db/schema';
import { sweepPayments } from '../../../server/jobs/payments';
import { recordPayment } from '../../../server/services/payments/record';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { expireOrderNow, jobsOf, makeOrder, takeJobs } from './fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

describe('sweepPayments', () => {
  it('re-queues a lost refund and a lost crypto watcher once, a minute on, never beside an open job', async () => {
    const buyer = await createTestSession(s.deps.db);
    const { order } = await makeOrder(s, { buyer });
    await expireOrderNow(s, order.id);
    await recordPayment(s.deps, {
      orderId: order.id,
      provider: 'sandbox-card',
      providerRef: 'ch_lost',
      amount: 2000n,
      currency: 'HKD',
    });
    const eth = await makeOrder(s, { buyer, currency: 'ETH', total: 10n ** 17n });
    await s.deps.db.insert(paymentSessions).values({
      orderId: eth.order.id,
      provider: 'crypto',
      ref: 'crypto_lost_ref_0001',
      amount: (10n ** 17n).toString(),
      currency: 'ETH',
      details: { blockchain: 'ETHEREUM', wallet: 'BROWSER', txHash: `0x${'cd'.repeat(32)}` },
      expiresAt: new Date(s.clock.now.getTime() + 60_000),
      createdAt: s.clock.now,
    });
    takeJobs(s, 'payments.refund'); // the job sent after commit was lost

    await sweepPayments(s.deps);
    expect(jobsOf(s, 'payments.refund')).toHaveLength(0); // too recent
    s.clock.now = new Date(s.clock.now.getTime() + 61_000);
    await sweepPayments(s.deps);
    await sweepPayments(s.deps); // its job is open now: nothing more
    expect(jobsOf(s, 'payments.refund')).toHaveLength(1);
    const [session] = await s.deps.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.ref, 'crypto_lost_ref_0001'));
    expect(jobsOf(s, 'payments.crypto')).toEqual([
      { name: 'payments.crypto', data: { sessionId: session!.id } },
    ]);
  });
});
