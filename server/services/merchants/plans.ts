import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { EXPIRE_QUEUE } from '../orders/create';
import { merchants } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { MyPlan, PaidPlan } from '../../schemas/merchants';
import { merchantOfMember, planInForce } from './access';
import { toMerchantDetail } from './detail';
import {
  addMonth,
  insertPlanOrder,
  invoiceView,
  openInvoiceOf,
  queuePlanOrderExpiry,
  voidInvoice,
} from './plan-orders';

type PlanDeps = Pick<Deps, 'db' | 'now' | 'queue' | 'log' | 'env'>;

/** getMyPlan: the caller's merchant with its plan in force and the invoice still to pay (none: merchant null). */
export async function myPlan(db: Db, memberId: string, now: Date): Promise<MyPlan> {
  const m = await merchantOfMember(db, memberId);
  if (!m) return { merchant: null, openInvoice: null };
  const open = await db.transaction((tx) => openInvoiceOf(tx as unknown as Db, m.id));
  return { merchant: toMerchantDetail(m, now), openInvoice: open ? invoiceView(open) : null };
}

/** The caller's merchant row locked for this transaction; 403 when they own none or it is suspended. */
async function lockOwnMerchant(tx: Db, memberId: string) {
  const [m] = await tx.select().from(merchants).where(eq(merchants.ownerId, memberId)).for('update');
  if (!m) fail('FORBIDDEN', 'not_a_merchant');
  if (m.status !== 'ACTIVE') fail('FORBIDDEN', 'merchant_suspended');
  return m;
}

/**
 * subscribePlan (spec §1/§9 Basic US$90, Business US$130 a month): answers the plan order to pay on the
 * checkout's payment page. Under the merchant's row lock, so two clicks make one order:
 * - the plan already in force and set to end: subscribing again keeps it (the cancellation is undone, no order);
 * - the plan already in force and renewing: 409 `plan_already_active`;
 * - an open invoice of the same plan: that one (a retried click); of another plan: voided, its order cancelled;
 * - otherwise a new plan order, payable for ORDER_TTL_SECONDS; the month starts when it is paid.
 */
export async function subscribePlan(deps: PlanDeps, memberId: string, plan: PaidPlan): Promise<MyPlan> {
  const now = deps.now();
  await deps.queue.ensure(EXPIRE_QUEUE);
  try {
    await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const m = await lockOwnMerchant(tx, memberId);
      const inForce = planInForce(m, now);
      if (inForce === plan && m.planPeriodEnd && m.planStatus === 'ACTIVE') {
        if (!m.planCancelAtPeriodEnd) fail('CONFLICT', 'plan_already_active');
        await tx
          .update(merchants)
          .set({ planCancelAtPeriodEnd: false, updatedAt: now })
          .where(eq(merchants.id, m.id));
        return;
      }
      const open = await openInvoiceOf(tx, m.id);
      if (open && open.plan === plan) return;
      if (open && !(await voidInvoice(tx, open, memberId, now))) fail('CONFLICT', 'plan_payment_in_progress');
      const expiresAt = new Date(now.getTime() + deps.env.ORDER_TTL_SECONDS * 1000);
      const invoice = await insertPlanOrder(
        tx,
        m,
        { plan, kind: 'NEW', periodStart: now, periodEnd: addMonth(now), expiresAt },
        now,
      );
      await queuePlanOrderExpiry(deps, tx, invoice.orderId, expiresAt);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  return myPlan(deps.db, memberId, now);
}

/**
 * cancelPlan: the paid plan runs to the end of its month and is not renewed; an unpaid renewal invoice is voided.
 * 409 `no_plan_to_cancel` when no billed plan is in force (none, or one granted without billing).
 */
export async function cancelPlan(deps: PlanDeps, memberId: string): Promise<MyPlan> {
  const now = deps.now();
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const m = await lockOwnMerchant(tx, memberId);
    if (planInForce(m, now) === 'NONE' || !m.planPeriodEnd) fail('CONFLICT', 'no_plan_to_cancel');
    await tx
      .update(merchants)
      .set({ planCancelAtPeriodEnd: true, updatedAt: now })
      .where(eq(merchants.id, m.id));
    const open = await openInvoiceOf(tx, m.id);
    if (open) await voidInvoice(tx, open, memberId, now);
  });
  return myPlan(deps.db, memberId, now);
}
