import { and, asc, eq, like, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { members, orderLines, orders, outbox, paymentEvents } from '../../db/schema';
import type { Deps } from '../../http/context';
import { intlTag } from '../../i18n/catalogs';
import { isLocale } from '../../schemas/common';
import { CURRENCY_DECIMALS, type OrderCurrency } from '../../schemas/orders';
import { methodOfProvider } from './list';
import { METHOD_NAMES, receiptMail } from './receipt-texts';

export const RECEIPT_QUEUE = 'payments.receipt';
/** Job data of 'payments.receipt': one ledger row (capture or refund) to mail the buyer a receipt of. */
export type ReceiptJob = { paymentId: string };
export const receiptJobOptions = (paymentId: string) => ({
  singletonKey: paymentId,
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
});

/**
 * Queues the receipt of a ledger row: after the row's transaction committed, or in it with `db`
 * (jobDbOf(tx): the receipt commits with the row).
 */
export function queueReceipt(deps: Pick<Deps, 'queue'>, paymentId: string, db?: PgBoss.Db) {
  const job: ReceiptJob = { paymentId };
  return deps.queue.send(RECEIPT_QUEUE, job, { ...receiptJobOptions(paymentId), ...(db ? { db } : {}) });
}

/** Minor units as the currency's decimal amount: 123456 HKD → "HKD 1,234.56" (no float in between). */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const decimals = CURRENCY_DECIMALS[currency as OrderCurrency] ?? 0;
  const digits = amount.padStart(decimals + 1, '0');
  const whole = BigInt(digits.slice(0, digits.length - decimals));
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const shown = currency === 'HKD' ? digits.slice(digits.length - decimals) : fraction;
  const grouped = new Intl.NumberFormat(intlTag(locale)).format(whole);
  return `${currency} ${grouped}${shown ? `.${shown}` : ''}`;
}

/** A time as the member reads it: their time zone's clock, with the zone named ("…12:12 PM GMT+8 (Asia/Hong_Kong)"). */
export function zonedTime(at: Date, locale: string, timeZone: string): string {
  const shown = new Intl.DateTimeFormat(intlTag(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(at);
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  return `${shown} ${offset} (${timeZone})`.replace(/\s+/g, ' ');
}

/**
 * One 'payments.receipt' job: mails the buyer a receipt of a capture or a refund, in the buyer's language
 * (members.language, en_US when unset) and time zone (members.timeZone), to the order's contact e-mail, through
 * the outbox. It carries the order's lines (name, quantity, unit price), its figures (discounts, shipping,
 * total) and a receipt number people can read: the order number and the row's place in the order's ledger
 * (`O20261125K3Q9ZP2M7D-1`). Exactly once per ledger row: under an advisory lock on the row, a mail already
 * stored with its receipt number is not stored again, so a retried or duplicated job never mails twice. Never
 * names a card number or a provider reference. Answers whether it stored a mail.
 */
export async function mailReceipt(deps: Pick<Deps, 'db' | 'mailer'>, job: ReceiptJob): Promise<boolean> {
  const [found] = await deps.db
    .select({ row: paymentEvents, order: orders, language: members.language, timeZone: members.timeZone })
    .from(paymentEvents)
    .innerJoin(orders, eq(orders.id, paymentEvents.orderId))
    .innerJoin(members, eq(members.id, orders.buyerId))
    .where(eq(paymentEvents.id, job.paymentId))
    .limit(1);
  if (!found || !found.order.buyerEmail) return false;
  const { row, order } = found;
  const locale = isLocale(found.language) ? found.language : 'en_US';
  const [ledger, lines] = await Promise.all([
    deps.db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id))
      // A refund follows its capture even within one instant (a test clock, one transaction).
      .orderBy(
        asc(paymentEvents.createdAt),
        asc(sql`${paymentEvents.kind} = 'REFUND'`),
        asc(paymentEvents.id),
      ),
    deps.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
  ]);
  const money = (amount: string) => formatMoney(amount, order.currency, locale);
  const method = methodOfProvider(row.provider);
  const receiptNo = `${order.number}-${ledger.findIndex((r) => r.id === row.id) + 1}`;
  const mail = receiptMail(locale, row.kind === 'REFUND' ? 'REFUND' : 'CAPTURE', {
    orderNumber: order.number,
    title: order.title,
    amount: formatMoney(row.amount, row.currency, locale),
    method: METHOD_NAMES[method ?? row.provider] ?? row.provider,
    time: zonedTime(row.createdAt, locale, found.timeZone),
    receiptNo,
    items: lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unitPrice: money(l.unitPrice),
      total: money(l.total),
    })),
    figures: order.price.lines.map((l) => ({ kind: l.kind, amount: money(l.amount), detail: l.detail })),
  });
  const stored = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt:${row.id}`}))`);
    // The receipt number ends its line: `…-1` must not match a stored `…-10`.
    const [already] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.recipient, order.buyerEmail), like(outbox.body, `%${receiptNo}\n%`)))
      .limit(1);
    if (already) return false;
    await deps.mailer.enqueue(tx, { to: order.buyerEmail, ...mail });
    return true;
  });
  if (stored) await deps.mailer.deliverPending();
  return stored;
}
