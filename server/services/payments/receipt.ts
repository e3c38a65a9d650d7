import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, orders, outbox, paymentEvents } from '../../db/schema';
import type { Deps } from '../../http/context';
import { CURRENCY_DECIMALS, type OrderCurrency } from '../../schemas/orders';
import { methodOfProvider } from './list';
import { INTL_TAGS, METHOD_NAMES, RECEIPT_TEXTS } from './receipt-texts';

export const RECEIPT_QUEUE = 'payments.receipt';
/** Job data of 'payments.receipt': one ledger row (capture or refund) to mail the buyer a receipt of. */
export type ReceiptJob = { paymentId: string };
export const receiptJobOptions = (paymentId: string) => ({
  singletonKey: paymentId,
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
});

/** Queues the receipt of a ledger row; called after the row's transaction committed. */
export function queueReceipt(deps: Pick<Deps, 'queue'>, paymentId: string) {
  const job: ReceiptJob = { paymentId };
  return deps.queue.send(RECEIPT_QUEUE, job, receiptJobOptions(paymentId));
}

/** Minor units as the currency's decimal amount: 123456 HKD → "HKD 1,234.56" (no float in between). */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const decimals = CURRENCY_DECIMALS[currency as OrderCurrency] ?? 0;
  const digits = amount.padStart(decimals + 1, '0');
  const whole = BigInt(digits.slice(0, digits.length - decimals));
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const shown = currency === 'HKD' ? digits.slice(digits.length - decimals) : fraction;
  const grouped = new Intl.NumberFormat(INTL_TAGS[locale] ?? 'en-US').format(whole);
  return `${currency} ${grouped}${shown ? `.${shown}` : ''}`;
}

/**
 * One 'payments.receipt' job: mails the buyer a receipt of a capture or a refund, in the buyer's language
 * (members.language, en_US when unset), to the order's contact e-mail, through the outbox. Exactly once per
 * ledger row: under an advisory lock on the row, a mail already stored for it (its receipt number, the row id,
 * is in the body) is not stored again, so a retried or duplicated job never mails twice. Never names a card
 * number or a provider reference. Answers whether it stored a mail.
 */
export async function mailReceipt(deps: Pick<Deps, 'db' | 'mailer'>, job: ReceiptJob): Promise<boolean> {
  const [found] = await deps.db
    .select({ row: paymentEvents, order: orders, language: members.language })
    .from(paymentEvents)
    .innerJoin(orders, eq(orders.id, paymentEvents.orderId))
    .innerJoin(members, eq(members.id, orders.buyerId))
    .where(eq(paymentEvents.id, job.paymentId))
    .limit(1);
  if (!found || !found.order.buyerEmail) return false;
  const { row, order } = found;
  const locale = found.language && RECEIPT_TEXTS[found.language] ? found.language : 'en_US';
  const texts = RECEIPT_TEXTS[locale]!;
  const method = methodOfProvider(row.provider);
  const facts = {
    orderNumber: order.number,
    title: order.title,
    amount: formatMoney(row.amount, row.currency, locale),
    method: method ? METHOD_NAMES[method]! : row.provider,
    time: new Intl.DateTimeFormat(INTL_TAGS[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Hong_Kong',
    }).format(row.createdAt),
    receiptNo: row.id,
  };
  const stored = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt:${row.id}`}))`);
    const [already] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.recipient, order.buyerEmail), like(outbox.body, `%${row.id}%`)))
      .limit(1);
    if (already) return false;
    await deps.mailer.enqueue(tx, {
      to: order.buyerEmail,
      subject: texts.subject(row.kind, order.number),
      text: texts.lines(row.kind, facts).join('\n'),
    });
    return true;
  });
  if (stored) await deps.mailer.deliverPending();
  return stored;
}
