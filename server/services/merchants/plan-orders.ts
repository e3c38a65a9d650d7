import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobDbOf } from '../../db/job-db';
import { members, merchants, orders, planInvoices } from '../../db/schema';
import type { Deps } from '../../http/context';
import { CARD_MINIMUM_HKD_CENTS } from '../../schemas/orders';
import {
  type PaidPlan,
  PLAN_PRICES_USD_CENTS,
  PLATFORM_MC_ID,
  PLATFORM_MEMBER_ID,
  type PlanInvoiceView,
} from '../../schemas/merchants';
import { cancelInTx } from '../orders/cancel';
import { shipAndFinish } from '../orders/confirm';
import { EXPIRE_QUEUE, expireJobOptions } from '../orders/create';
import { newOrderNumber } from '../orders/number';
import { appendOrderEvent, lockOrder, type OrderRow } from '../orders/transition';
import type { Merchant } from './access';
import { appLink, mailDate, merchantMail, planName } from './mails';
import { fixedPrice } from '../orders/pricing';

/*
 * Why a plan purchase is an order (and not a parallel invoice with its own payments): the payment ledger,
 * every provider's session, callbacks, the reconciliation sweep, refunds and receipts all hang off orders
 * (payment_sessions.order_id). An order sold by the platform's member, with the plan as its one line (this
 * plan_invoices row) and no goods, is paid through exactly the same path as any order: the checkout's payment
 * page, any method the platform (COM) offers, the same ledger. When it is fully paid the fulfilment job
 * switches the plan on (applyPlanOrder) and finishes the order. Fiat methods pay HKD, so the US price is
 * charged at the HKD peg the card minimum already uses (US$1 = HK$7.80).
 */

export type InvoiceRow = typeof planInvoices.$inferSelect;

/** US cents to HKD cents at the peg (US$1 = HK$7.80, as CARD_MINIMUM_HKD_CENTS). */
export const usdToHkdCents = (usdCents: number): bigint => (BigInt(usdCents) * CARD_MINIMUM_HKD_CENTS) / 100n;

/** A plan runs one calendar month (UTC), the day clamped to the month's last: 31 Jan → 28/29 Feb. */
export function addMonth(d: Date): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const out = new Date(d);
  out.setUTCFullYear(y, m, Math.min(d.getUTCDate(), last));
  return out;
}

export function invoiceView(row: InvoiceRow): PlanInvoiceView {
  return {
    id: row.id,
    orderId: row.orderId,
    plan: row.plan,
    kind: row.kind,
    status: row.status,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    usdCents: row.usdCents,
    hkdCents: usdToHkdCents(row.usdCents).toString(),
  };
}

/**
 * Writes a plan order and its invoice inside the caller's transaction (the merchant's row locked by it): the
 * order NEW, sold by the platform, in HKD, no goods, expiring at `expiresAt`; its creation logged. The unique
 * keys (one open invoice per merchant, one renewal per period start) refuse a second one.
 */
export async function insertPlanOrder(
  tx: Db,
  m: Merchant,
  i: { plan: PaidPlan; kind: 'NEW' | 'RENEWAL'; periodStart: Date; periodEnd: Date; expiresAt: Date },
  now: Date,
): Promise<InvoiceRow> {
  const [owner] = await tx.select().from(members).where(eq(members.id, m.ownerId!));
  const usdCents = PLAN_PRICES_USD_CENTS[i.plan];
  const hkd = usdToHkdCents(usdCents).toString();
  const title = `${planName(i.plan, 'en_US')} plan, ${i.periodStart.toISOString().slice(0, 10)} to ${i.periodEnd.toISOString().slice(0, 10)}`;
  const [order] = await tx
    .insert(orders)
    .values({
      number: newOrderNumber(now),
      title,
      buyerId: m.ownerId!,
      sellerId: PLATFORM_MEMBER_ID,
      currency: 'HKD',
      price: fixedPrice('HKD', hkd, `${i.plan} plan`, []),
      totalAmount: hkd,
      buyerName: m.name,
      buyerMobile: owner?.mobile ?? '',
      buyerEmail: m.contactEmail ?? owner?.email ?? '',
      buyerAddress: '',
      receipt: m.name,
      deliveryType: 'NONE',
      mcId: PLATFORM_MC_ID,
      expiresAt: i.expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await appendOrderEvent(
    tx,
    order!.id,
    {
      event: { type: 'order.create', by: i.kind === 'NEW' ? 'BUYER' : 'SYSTEM' },
      actorId: i.kind === 'NEW' ? m.ownerId : null,
      from: null,
      to: 'NEW',
      cause: { number: order!.number, plan: i.plan, kind: i.kind },
    },
    now,
  );
  const [invoice] = await tx
    .insert(planInvoices)
    .values({
      orderId: order!.id,
      merchantId: m.id,
      plan: i.plan,
      kind: i.kind,
      periodStart: i.periodStart,
      periodEnd: i.periodEnd,
      usdCents,
      createdAt: now,
    })
    .returning();
  return invoice!;
}

/**
 * Queues a plan order's expiry for its expiresAt in the order's own transaction, as createOrder does: no plan
 * order without it. The caller runs Queue.ensure(EXPIRE_QUEUE) before the transaction.
 */
export async function queuePlanOrderExpiry(deps: Pick<Deps, 'queue'>, tx: Db, orderId: string, at: Date) {
  await deps.queue.send(EXPIRE_QUEUE, { orderId }, { ...expireJobOptions(orderId, at), db: jobDbOf(tx) });
}

/**
 * The merchant's open invoice, after voiding one whose order can no longer be paid (expired or cancelled);
 * inside the caller's transaction.
 */
export async function openInvoiceOf(tx: Db, merchantId: string): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select({ invoice: planInvoices, label: orders.label })
    .from(planInvoices)
    .innerJoin(orders, eq(orders.id, planInvoices.orderId))
    .where(and(eq(planInvoices.merchantId, merchantId), eq(planInvoices.status, 'OPEN')));
  if (!row) return null;
  if (row.label === 'CANCELLED' || row.label === 'CLOSED') {
    await tx.update(planInvoices).set({ status: 'VOID' }).where(eq(planInvoices.id, row.invoice.id));
    return null;
  }
  return row.invoice;
}

/**
 * Voids an open invoice and cancels its unpaid order, by its buyer (the merchant's owner), inside the caller's
 * transaction. An order already paid in part is left alone (to be paid in full, or refunded by support).
 */
export async function voidInvoice(tx: Db, invoice: InvoiceRow, ownerId: string, now: Date): Promise<boolean> {
  const order = await lockOrder(tx, invoice.orderId);
  if (order.label !== 'NEW') return false;
  await cancelInTx(
    tx,
    order,
    { event: { type: 'order.cancel', by: 'BUYER' }, actorId: ownerId, reason: 'plan_invoice_void' },
    now,
  );
  await tx.update(planInvoices).set({ status: 'VOID' }).where(eq(planInvoices.id, invoice.id));
  return true;
}

/**
 * The plan half of the fulfilment job (services/orders/fulfil.ts): when a plan order is FULLPAID, switches its
 * plan on, once (the invoice's appliedAt under its row lock), and finishes the order (delivered, completed, the
 * platform credited with no fee). A NEW plan starts now and replaces any plan in force; a RENEWAL carries the
 * paid month on from the previous period's end. Answers false for an order that is not a plan order.
 */
export async function applyPlanOrder(
  deps: Pick<Deps, 'db' | 'mailer' | 'now' | 'env'>,
  orderId: string,
): Promise<boolean> {
  const now = deps.now();
  const [invoice] = await deps.db.select().from(planInvoices).where(eq(planInvoices.orderId, orderId));
  if (!invoice) return false;
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, orderId);
    const [fresh] = await tx.select().from(planInvoices).where(eq(planInvoices.id, invoice.id)).for('update');
    if (!fresh || fresh.appliedAt || order.label !== 'FULLPAID') return;
    const [m] = await tx.select().from(merchants).where(eq(merchants.id, fresh.merchantId)).for('update');
    const start = fresh.kind === 'NEW' ? now : fresh.periodStart;
    const end = fresh.kind === 'NEW' ? addMonth(now) : fresh.periodEnd;
    await tx
      .update(merchants)
      .set({
        plan: fresh.plan,
        planStatus: 'ACTIVE',
        planPeriodEnd: end,
        planGraceUntil: null,
        planCancelAtPeriodEnd: false,
        updatedAt: now,
      })
      .where(eq(merchants.id, fresh.merchantId));
    await tx
      .update(planInvoices)
      .set({ status: 'PAID', appliedAt: now, periodStart: start, periodEnd: end })
      .where(eq(planInvoices.id, fresh.id));
    await finishPlanOrder(tx, order, now);
    const [owner] = await tx
      .select({ language: members.language })
      .from(members)
      .where(eq(members.id, m!.ownerId!));
    const locale = owner?.language ?? 'en_US';
    if (m!.contactEmail) {
      await deps.mailer.enqueue(
        tx,
        merchantMail(
          m!.contactEmail,
          locale,
          { kind: 'planActive', plan: planName(fresh.plan, locale), periodEnd: mailDate(end, locale) },
          appLink(deps.env, 'pricing'),
        ),
      );
    }
  });
  await deps.mailer.deliverPending();
  return true;
}

/** A plan is delivered the moment it is on: FULLPAID → DELIVERY → FINISHED, the platform's share with no fee. */
async function finishPlanOrder(tx: Db, order: OrderRow, now: Date) {
  await shipAndFinish(tx, order, { cause: { plan: 'on' }, platformFeeBp: 0 }, now);
}

/** FULLPAID plan orders not yet applied: the renewal job's sweep re-applies them (a lost fulfilment job). */
export async function unappliedPaidPlanOrders(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(planInvoices)
    .innerJoin(orders, eq(orders.id, planInvoices.orderId))
    .where(and(eq(planInvoices.status, 'OPEN'), inArray(orders.label, ['FULLPAID'])));
  return rows.map((r) => r.id);
}
