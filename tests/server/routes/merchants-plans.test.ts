import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiatLedger, merchants, planInvoices } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { PLAN_FEATURES, PLATFORM_MEMBER_ID } from '../../../server/schemas/merchants';
import { addMonth } from '../../../server/services/merchants/plan-orders';
import { PLAN_GRACE_DAYS, runRenewals } from '../../../server/services/merchants/renewals';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { orderRow } from '../payments/fixtures';
import { approvedMerchant, mailsTo, payWithCard, type Session } from './merchants-fixtures';

let s: TestServer;
beforeAll(async () => {
  // Sessions outlive the months these tests move the clock through.
  s = await startTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, SESSION_TTL_DAYS: 3650 });
}, 60_000);
afterAll(() => s.close());

const DAY = 86_400_000;
const subscribe = (session: Session, plan: string) =>
  s.request('POST', '/api/merchants/plan/subscribe', { session, form: { plan } });
const cancel = (session: Session) => s.request('POST', '/api/merchants/plan/cancel', { session, form: {} });
const myPlan = (session: Session) => s.request('GET', '/api/merchants/plan', { session });
const merchantRow = async (mcId: string) =>
  (await s.deps.db.select().from(merchants).where(eq(merchants.mcId, mcId)))[0]!;
const at = (t: Date) => {
  s.clock.now = t;
};

describe('subscribePlan', () => {
  it('is for merchants only (403) and not for Enterprise, which is on request (4200)', async () => {
    const member = await createTestSession(s.deps.db);
    expect((await subscribe(member, 'BASIC')).meta).toEqual({
      code: Code.FORBIDDEN,
      message: 'not_a_merchant',
    });
    const m = await approvedMerchant(s);
    expect((await subscribe(m.session, 'ENTERPRISE')).meta.code).toBe(Code.VALIDATION_FAILED);
    expect((await myPlan(member)).data).toEqual({ merchant: null, openInvoice: null });
  });

  it('answers one plan order to pay (HK$702.00 for US$90), the same on a second click; another plan replaces it', async () => {
    const m = await approvedMerchant(s);
    const first = await subscribe(m.session, 'BASIC');
    expect(first.data.openInvoice).toMatchObject({
      plan: 'BASIC',
      kind: 'NEW',
      usdCents: 9000,
      hkdCents: '70200',
    });
    const again = await subscribe(m.session, 'BASIC');
    expect(again.data.openInvoice.orderId).toBe(first.data.openInvoice.orderId);
    const order = await orderRow(s, first.data.openInvoice.orderId);
    expect(order).toMatchObject({
      buyerId: m.session.memberId,
      sellerId: PLATFORM_MEMBER_ID,
      currency: 'HKD',
      totalAmount: '70200',
      label: 'NEW',
      deliveryType: 'NONE',
    });
    const business = await subscribe(m.session, 'BUSINESS');
    expect(business.data.openInvoice).toMatchObject({
      plan: 'BUSINESS',
      usdCents: 13000,
      hkdCents: '101400',
    });
    expect((await orderRow(s, first.data.openInvoice.orderId)).label).toBe('CANCELLED');
  });

  it('switches the plan on once the sandbox card pays: its features and nothing more, a month long', async () => {
    const m = await approvedMerchant(s);
    at(new Date('2026-01-31T10:00:00Z'));
    const { orderId } = (await subscribe(m.session, 'BASIC')).data.openInvoice;
    await payWithCard(s, m.session, orderId);
    const plan = (await myPlan(m.session)).data;
    expect(plan.openInvoice).toBeNull();
    expect(plan.merchant).toMatchObject({
      plan: 'BASIC',
      planStatus: 'ACTIVE',
      planPeriodEnd: '2026-02-28T10:00:00.000Z',
      planCancelAtPeriodEnd: false,
      features: [...PLAN_FEATURES.BASIC],
    });
    expect((await orderRow(s, orderId)).label).toBe('FINISHED');
    const [credit] = await s.deps.db
      .select()
      .from(fiatLedger)
      .where(and(eq(fiatLedger.memberId, PLATFORM_MEMBER_ID), eq(fiatLedger.refId, orderId)));
    expect(credit!.amount).toBe('70200');
    expect((await mailsTo(s, m.email)).at(-1)!.subject).toBe('您的基本方案已啟用');
    expect((await subscribe(m.session, 'BASIC')).meta).toEqual({
      code: Code.CONFLICT,
      message: 'plan_already_active',
    });
  });
});

describe('cancelPlan and renewals', () => {
  async function paidBasic(start: Date) {
    at(start);
    const m = await approvedMerchant(s);
    const { orderId } = (await subscribe(m.session, 'BASIC')).data.openInvoice;
    await payWithCard(s, m.session, orderId);
    return m;
  }

  it('cancel keeps the plan to the end of its month, then it ends; subscribing again before that undoes it', async () => {
    const start = new Date('2026-03-01T00:00:00Z');
    const m = await paidBasic(start);
    expect((await cancel(m.session)).data.merchant).toMatchObject({
      plan: 'BASIC',
      planCancelAtPeriodEnd: true,
    });
    expect((await subscribe(m.session, 'BASIC')).data.merchant.planCancelAtPeriodEnd).toBe(false);
    await cancel(m.session);
    at(new Date(addMonth(start).getTime() - 3 * DAY));
    await runRenewals(s.deps);
    // No renewal invoice for a plan set to end.
    const invoices = await s.deps.db
      .select()
      .from(planInvoices)
      .where(eq(planInvoices.merchantId, (await merchantRow(m.mcId)).id));
    expect(invoices.map((i) => i.kind)).toEqual(['NEW']);
    at(new Date(addMonth(start).getTime() + 1000));
    await runRenewals(s.deps);
    expect((await myPlan(m.session)).data.merchant).toMatchObject({
      plan: 'NONE',
      planStatus: 'ENDED',
      features: [],
    });
    expect((await mailsTo(s, m.email)).at(-1)!.subject).toBe('您的基本方案已結束');
    expect((await cancel(m.session)).meta).toEqual({ code: Code.CONFLICT, message: 'no_plan_to_cancel' });
  });

  it('issues the renewal once a week before the end; unpaid, the plan is past due for the grace period, then ends', async () => {
    const start = new Date('2026-04-01T00:00:00Z');
    const m = await paidBasic(start);
    const end = addMonth(start);
    at(new Date(end.getTime() - 6 * DAY));
    const first = await runRenewals(s.deps);
    expect(first.invoiced).toBeGreaterThanOrEqual(1);
    await runRenewals(s.deps);
    const plan = (await myPlan(m.session)).data;
    expect(plan.openInvoice).toMatchObject({
      kind: 'RENEWAL',
      plan: 'BASIC',
      periodStart: end.toISOString(),
    });
    const renewals = await s.deps.db
      .select()
      .from(planInvoices)
      .where(
        and(eq(planInvoices.merchantId, (await merchantRow(m.mcId)).id), eq(planInvoices.kind, 'RENEWAL')),
      );
    expect(renewals).toHaveLength(1);
    expect((await mailsTo(s, m.email)).at(-1)!.subject).toBe('您的基本方案即將續期');

    at(new Date(end.getTime() + DAY));
    await runRenewals(s.deps);
    expect((await myPlan(m.session)).data.merchant).toMatchObject({
      plan: 'BASIC',
      planStatus: 'PAST_DUE',
      planGraceUntil: new Date(end.getTime() + PLAN_GRACE_DAYS * DAY).toISOString(),
      features: [...PLAN_FEATURES.BASIC],
    });
    expect((await mailsTo(s, m.email)).at(-1)!.subject).toBe('您的基本方案費用逾期未付');
    at(new Date(end.getTime() + PLAN_GRACE_DAYS * DAY + 1000));
    await runRenewals(s.deps);
    expect((await myPlan(m.session)).data.merchant).toMatchObject({ plan: 'NONE', planStatus: 'ENDED' });
  });

  it('a renewal paid during the grace period carries the plan on from the end of the month paid before', async () => {
    const start = new Date('2026-05-10T00:00:00Z');
    const m = await paidBasic(start);
    const end = addMonth(start);
    at(new Date(end.getTime() + 2 * DAY));
    await runRenewals(s.deps);
    const { openInvoice } = (await myPlan(m.session)).data;
    expect((await myPlan(m.session)).data.merchant.planStatus).toBe('PAST_DUE');
    await payWithCard(s, m.session, openInvoice.orderId);
    expect((await myPlan(m.session)).data.merchant).toMatchObject({
      plan: 'BASIC',
      planStatus: 'ACTIVE',
      planGraceUntil: null,
      planPeriodEnd: addMonth(end).toISOString(),
    });
  });
});
