import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Every mail is recorded in the outbox; with SMTP_URL set it is also delivered through nodemailer and
 * marked sent or failed. Without SMTP the outbox is the dev mailbox a local user reads codes from.
 */
export function createMailer(opts: { db: Db; smtpUrl: string; from: string; log: Logger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await opts.db
        .insert(outbox)
        .values({ channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: outbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
        await opts.db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (err) {
        opts.log.warn({ err, outboxId: row.id }, 'mail delivery failed');
        await opts.db
          .update(outbox)
          .set({ status: 'failed', error: String(err) })
          .where(eq(outbox.id, row.id));
      }
    },
  };
}
