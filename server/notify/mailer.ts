import { and, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string };

/**
 * A transactional outbox: mails are recorded in the caller's transaction, so a mail exists exactly when
 * the change that caused it commits; delivery through SMTP happens afterwards and never holds a
 * transaction open. Without SMTP_URL the outbox is the dev mailbox a local user reads codes from.
 */
export type Mailer = {
  /** Records mails inside `tx` (a transaction or the database); call `deliverPending` after commit. */
  enqueue(tx: Db, ...mails: Mail[]): Promise<void>;
  /** Delivers stored mails through SMTP; a no-op without SMTP. Safe to run from several processes. */
  deliverPending(): Promise<void>;
  /** Records and delivers at once, for callers with no transaction of their own. */
  send(mail: Mail): Promise<void>;
};

export function createMailer(opts: { db: Db; smtpUrl: string; from: string; log: Logger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;

  /** Claims one stored mail; SKIP LOCKED keeps two processes from sending the same one. */
  async function claim() {
    const rows = await opts.db
      .update(outbox)
      .set({ status: 'sending' })
      .where(
        eq(
          outbox.id,
          sql`(SELECT id FROM ${outbox} WHERE ${outbox.status} = 'stored' AND ${outbox.channel} = 'email'
               ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)`,
        ),
      )
      .returning();
    return rows[0];
  }

  const mailer: Mailer = {
    async enqueue(tx, ...mails) {
      if (mails.length === 0) return;
      await tx.insert(outbox).values(
        mails.map((m) => ({
          channel: 'email' as const,
          recipient: m.to,
          subject: m.subject,
          body: m.text,
        })),
      );
    },
    async deliverPending() {
      if (!transport) return;
      for (let row = await claim(); row; row = await claim()) {
        try {
          await transport.sendMail({
            from: opts.from,
            to: row.recipient,
            subject: row.subject,
            text: row.body,
          });
          await opts.db
            .update(outbox)
            .set({ status: 'sent', sentAt: new Date(), error: null })
            .where(eq(outbox.id, row.id));
        } catch (err) {
          opts.log.warn({ err, outboxId: row.id }, 'mail delivery failed');
          await opts.db
            .update(outbox)
            .set({ status: 'failed', error: String(err) })
            .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending')));
        }
      }
    },
    async send(mail) {
      await mailer.enqueue(opts.db, mail);
      await mailer.deliverPending();
    },
  };
  return mailer;
}
