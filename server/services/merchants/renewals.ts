import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { EXPIRE_QUEUE } from '../orders/create';
import { members, merchants, planInvoices } from '../../db/schema';
import type { Deps } from '../../http/context';
import { PAID_PLANS, type PaidPlan } from '../../schemas/merchants';
import { appLink, mailDate, merchantMail, planName, type MerchantMail } from './mails';
import {
  addMonth,
  applyPlanOrder,
  insertPlanOrder,
  openInvoiceOf,
  queuePlanOrderExpiry,
  unappliedPaidPlanOrders,
  usdToHkdCents,
} from './plan-orders';

export const RENEWALS_QUEUE = 'merchants.renewals';
/** The renewal invoice is issued this long before the month ends, so the merchant can pay in time. */
export const RENEWAL_LEAD_DAYS = 7;
/** A month not paid by its end keeps the plan on this long (PAST_DUE) before it ends. */
export const PLAN_GRACE_DAYS = 7;
const DAY = 86_400_000;

type RenewalDeps = Pick<Deps, 'db' | 'now' | 'queue' | 'log' | 'env' | 'mailer'>;
export type RenewalRun = { invoiced: number; pastDue: number; ended: number; applied: number };

/**
 * The monthly renewal job ('merchants.renewals', every 15 minutes and at start-up). Each step is one conditional
 * UPDATE or a unique key, so two runs at once (two API processes) do each thing once:
 * 1. issue the next month's invoice (a plan order) RENEWAL_LEAD_DAYS before a billed plan's month ends, unless
 *    it is set to end; its order stays payable until the grace period ends; the merchant is mailed;
 * 2. a month that ended unpaid: PAST_DUE, the plan kept on until PLAN_GRACE_DAYS later; mailed;
 * 3. a plan set to end whose month is over, or a grace period over: ENDED (the features switch off); mailed;
 * 4. paid plan orders the fulfilment job did not apply (lost job): applied now.
 * Renewal is by invoice (the merchant pays it with any method), since the payment providers take no stored cards.
 */
export async function runRenewals(deps: RenewalDeps): Promise<RenewalRun> {
  const now = deps.now();
  const run: RenewalRun = { invoiced: 0, pastDue: 0, ended: 0, applied: 0 };
  const billed = and(
    eq(merchants.status, 'ACTIVE'),
    inArray(merchants.plan, [...PAID_PLANS]),
    isNotNull(merchants.planPeriodEnd),
  );

  const due = await deps.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(
      and(
        billed,
        eq(merchants.planStatus, 'ACTIVE'),
        eq(merchants.planCancelAtPeriodEnd, false),
        lte(merchants.planPeriodEnd, new Date(now.getTime() + RENEWAL_LEAD_DAYS * DAY)),
      ),
    );
  for (const { id } of due) if (await issueRenewal(deps, id, now)) run.invoiced++;

  const lapsed = await deps.db
    .update(merchants)
    .set({
      planStatus: 'PAST_DUE',
      planGraceUntil: sql`${merchants.planPeriodEnd} + ${`${PLAN_GRACE_DAYS} days`}::interval`,
      updatedAt: now,
    })
    .where(
      and(
        billed,
        eq(merchants.planStatus, 'ACTIVE'),
        eq(merchants.planCancelAtPeriodEnd, false),
        lte(merchants.planPeriodEnd, now),
      ),
    )
    .returning();
  for (const m of lapsed) {
    await tell(deps, m, (locale) => ({
      kind: 'pastDue',
      plan: planName(m.plan, locale),
      graceUntil: mailDate(m.planGraceUntil!, locale),
    }));
  }
  run.pastDue = lapsed.length;

  const ended = await deps.db
    .update(merchants)
    .set({ planStatus: 'ENDED', updatedAt: now })
    .where(
      and(
        billed,
        sql`((${merchants.planStatus} = 'ACTIVE' and ${merchants.planCancelAtPeriodEnd} and ${merchants.planPeriodEnd} <= ${now.toISOString()}::timestamptz)
          or (${merchants.planStatus} = 'PAST_DUE' and ${merchants.planGraceUntil} <= ${now.toISOString()}::timestamptz))`,
      ),
    )
    .returning();
  for (const m of ended)
    await tell(deps, m, (locale) => ({ kind: 'planEnded', plan: planName(m.plan, locale) }));
  run.ended = ended.length;

  for (const orderId of await unappliedPaidPlanOrders(deps.db))
    if (await applyPlanOrder(deps, orderId)) run.applied++;
  if (run.invoiced + run.pastDue + run.ended + run.applied > 0) deps.log.info(run, 'merchant plan renewals');
  return run;
}

/** One merchant's renewal invoice, once: under its row lock, re-checked, and keyed by (merchant, period start). */
async function issueRenewal(deps: RenewalDeps, merchantId: string, now: Date): Promise<boolean> {
  await deps.queue.ensure(EXPIRE_QUEUE);
  try {
    const made = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [m] = await tx.select().from(merchants).where(eq(merchants.id, merchantId)).for('update');
      if (!m || m.planStatus !== 'ACTIVE' || m.planCancelAtPeriodEnd || !m.planPeriodEnd) return null;
      if (await openInvoiceOf(tx, m.id)) return null;
      const [seen] = await tx
        .select({ id: planInvoices.id })
        .from(planInvoices)
        .where(
          and(
            eq(planInvoices.merchantId, m.id),
            eq(planInvoices.kind, 'RENEWAL'),
            eq(planInvoices.periodStart, m.planPeriodEnd),
          ),
        );
      if (seen) return null;
      const plan = m.plan as PaidPlan;
      const expiresAt = new Date(m.planPeriodEnd.getTime() + PLAN_GRACE_DAYS * DAY);
      const invoice = await insertPlanOrder(
        tx,
        m,
        {
          plan,
          kind: 'RENEWAL',
          periodStart: m.planPeriodEnd,
          periodEnd: addMonth(m.planPeriodEnd),
          expiresAt,
        },
        now,
      );
      await tellIn(tx, deps, m, (locale) => ({
        kind: 'renewalDue',
        plan: planName(plan, locale),
        amount: `HK$${(Number(usdToHkdCents(invoice.usdCents)) / 100).toFixed(2)}`,
        periodEnd: mailDate(m.planPeriodEnd!, locale),
      }));
      await queuePlanOrderExpiry(deps, tx, invoice.orderId, expiresAt);
      return { orderId: invoice.orderId, expiresAt };
    });
    if (!made) return false;
    await deps.mailer.deliverPending();
    return true;
  } catch (err) {
    // Another run issued it first (the unique keys): nothing to do.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

type MerchantRow = typeof merchants.$inferSelect;

/** Mails the merchant's contact in its owner's language, inside `tx`. */
async function tellIn(
  tx: Db,
  deps: Pick<Deps, 'mailer' | 'env'>,
  m: MerchantRow,
  mail: (locale: string) => MerchantMail,
) {
  if (!m.contactEmail || !m.ownerId) return;
  const [owner] = await tx
    .select({ language: members.language })
    .from(members)
    .where(eq(members.id, m.ownerId));
  const locale = owner?.language ?? 'en_US';
  await deps.mailer.enqueue(
    tx,
    merchantMail(m.contactEmail, locale, mail(locale), appLink(deps.env, 'pricing')),
  );
}

async function tell(deps: RenewalDeps, m: MerchantRow, mail: (locale: string) => MerchantMail) {
  await tellIn(deps.db, deps, m, mail);
  await deps.mailer.deliverPending();
}
