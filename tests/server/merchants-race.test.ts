import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, orders, planInvoices } from '../../server/db/schema';
import { Code } from '../../server/schemas/codes';
import { addMonth } from '../../server/services/merchants/plan-orders';
import { runRenewals } from '../../server/services/merchants/renewals';
import { startTestServer, type TestServer } from '../support/server';
import { approvedMerchant, payWithCard, registered, review, tagged } from './routes/merchants-fixtures';

// Races that need transactions really running at once: PostgreSQL only (TEST_DATABASE_URL).
const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)('merchant races on PostgreSQL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, SESSION_TTL_DAYS: 3650 });
  }, 60_000);
  afterAll(() => s?.close());

  it('two approvals of one application at once make one merchant; the other answers 409', async () => {
    const [a, b] = [await tagged(s, 'ADMIN'), await tagged(s, 'ADMIN')];
    const app = await registered(s);
    const answers = await Promise.all(
      [a, b, a, b].map((admin) => review(s, admin, app.applicationId, { action: 'APPROVE', type: 'COUPON' })),
    );
    expect(answers.map((r) => r.meta.code).sort()).toEqual([
      Code.OK,
      Code.CONFLICT,
      Code.CONFLICT,
      Code.CONFLICT,
    ]);
    const rows = await s.deps.db.select().from(merchants).where(eq(merchants.ownerId, app.session.memberId));
    expect(rows).toHaveLength(1);
  });

  it('ten subscribe clicks at once make one plan order', async () => {
    const m = await approvedMerchant(s);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.request('POST', '/api/merchants/plan/subscribe', { session: m.session, form: { plan: 'BASIC' } }),
      ),
    );
    expect(new Set(answers.map((r) => r.data?.openInvoice?.orderId)).size).toBe(1);
    const [row] = await s.deps.db.select().from(merchants).where(eq(merchants.mcId, m.mcId));
    expect(
      await s.deps.db.select().from(planInvoices).where(eq(planInvoices.merchantId, row!.id)),
    ).toHaveLength(1);
  });

  it('the renewal job run twice at once bills once, and marks the plan past due once', async () => {
    const start = new Date('2026-06-01T00:00:00Z');
    s.clock.now = start;
    const m = await approvedMerchant(s);
    const { orderId } = (
      await s.request('POST', '/api/merchants/plan/subscribe', {
        session: m.session,
        form: { plan: 'BASIC' },
      })
    ).data.openInvoice;
    await payWithCard(s, m.session, orderId);
    const [row] = await s.deps.db.select().from(merchants).where(eq(merchants.mcId, m.mcId));
    s.clock.now = new Date(addMonth(start).getTime() - 86_400_000);
    await Promise.all([runRenewals(s.deps), runRenewals(s.deps), runRenewals(s.deps)]);
    const invoices = await s.deps.db.select().from(planInvoices).where(eq(planInvoices.merchantId, row!.id));
    expect(invoices.filter((i) => i.kind === 'RENEWAL')).toHaveLength(1);
    const planOrders = await s.deps.db.select().from(orders).where(eq(orders.buyerId, m.session.memberId));
    expect(planOrders).toHaveLength(2);
    s.clock.now = new Date(addMonth(start).getTime() + 1000);
    const runs = await Promise.all([runRenewals(s.deps), runRenewals(s.deps)]);
    expect(runs.reduce((n, r) => n + r.pastDue, 0)).toBe(1);
  });
});
