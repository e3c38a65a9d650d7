import { and, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { safeError } from '../process-guards';

export type Mail = { to: string; subject: string; text: string };

/**
 * A transactional outbox: mails are recorded in the caller's transaction, so a mail exists exactly when
 * the change that caused it commits; delivery through SMTP happens afterwards and never holds a
 * transaction open. Without SMTP_URL the outbox is the dev mailbox a local user reads codes from.
 */
export type Mailer = {
  /** Records mails inside `tx` (a transaction or the database); deliver after commit. Answers their ids. */
  enqueue(tx: Db, ...mails: Mail[]): Promise<number[]>;
  /**
   * Delivers stored mails through SMTP; a no-op without SMTP. Safe to run from several processes. A mail the
   * server refused for good is marked failed; one that met an outage (connection refused or dropped, timeout,
   * a 4xx reply) stays stored for the next sweep, and the sweep stops there.
   */
  deliverPending(): Promise<void>;
  /**
   * Delivers these mails now, for a caller that tells the member whether it went out (a login code): any
   * failure marks them failed, so nothing is sent later behind the member's back. True when all were sent
   * (or kept as the dev outbox without SMTP).
   */
  deliverNow(ids: readonly number[]): Promise<boolean>;
  /** Records and delivers at once, for callers with no transaction of their own. */
  send(mail: Mail): Promise<void>;
};

/** Bounds of one SMTP delivery: a server that is down or silent must not hold a request for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

/** RFC 5321: a 5yz reply is final (503 is a session-state error); everything else may pass on a retry. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode ?? 0;
  return code >= 500 && code < 600 && code !== 503;
};

export function createMailer(opts: { db: Db; smtpUrl: string; from: string; log: Logger }): Mailer {
  // Settings in the URL's query (?pool=true&connectionTimeout=…) take precedence over these defaults.
  const transport = opts.smtpUrl ? nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS }) : null;
  // A pooled or OAuth2 transport reports connection trouble as an 'error' event: unheard, it would end the
  // process. Each delivery's own failure is reported by its sendMail call below.
  transport?.on('error', (err) =>
    opts.log.warn({ err: safeError(err, [opts.smtpUrl]) }, 'smtp transport error'),
  );
  // An outage is logged when it starts and when it ends, not on every mail or sweep in between.
  let down = false;

  /** Claims one stored mail (`id`, or the oldest); SKIP LOCKED keeps two processes from sending the same one. */
  async function claim(id?: number) {
    const rows = await opts.db
      .update(outbox)
      .set({ status: 'sending' })
      .where(
        eq(
          outbox.id,
          sql`(SELECT id FROM ${outbox} WHERE ${outbox.status} = 'stored' AND ${outbox.channel} = 'email'
               ${id === undefined ? sql`` : sql`AND ${outbox.id} = ${id}`}
               ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)`,
        ),
      )
      .returning();
    return rows[0];
  }

  /** Sends one claimed mail and records the outcome; answers the error, if any, and whether to retry it. */
  async function deliver(row: typeof outbox.$inferSelect, retryable: boolean) {
    try {
      await transport!.sendMail({ from: opts.from, to: row.recipient, subject: row.subject, text: row.body });
      await opts.db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(outbox.id, row.id));
      if (down) opts.log.info('smtp server reachable again');
      down = false;
      return null;
    } catch (err) {
      const outage = !isPermanent(err);
      if (!outage || !down) {
        opts.log.warn({ err: safeError(err, [opts.smtpUrl]), outboxId: row.id }, 'mail delivery failed');
      }
      down ||= outage;
      const retry = outage && retryable;
      await opts.db
        .update(outbox)
        .set({ status: retry ? 'stored' : 'failed', error: safeError(err, [opts.smtpUrl]).message ?? '' })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending')));
      return { retry };
    }
  }

  const mailer: Mailer = {
    async enqueue(tx, ...mails) {
      if (mails.length === 0) return [];
      const rows = await tx
        .insert(outbox)
        .values(
          mails.map((m) => ({
            channel: 'email' as const,
            recipient: m.to,
            subject: m.subject,
            body: m.text,
          })),
        )
        .returning({ id: outbox.id });
      return rows.map((r) => r.id);
    },
    async deliverPending() {
      if (!transport) return;
      for (let row = await claim(); row; row = await claim()) {
        const failure = await deliver(row, true);
        // The server is down: the rest would meet the same outage; the next sweep tries again.
        if (failure?.retry) return;
      }
    },
    async deliverNow(ids) {
      if (!transport) return true;
      let allSent = true;
      for (const id of ids) {
        const row = await claim(id);
        // Not stored any more: another process's sweep has it in hand.
        if (row && (await deliver(row, false))) allSent = false;
      }
      return allSent;
    },
    async send(mail) {
      await mailer.enqueue(opts.db, mail);
      await mailer.deliverPending();
    },
  };
  return mailer;
}
