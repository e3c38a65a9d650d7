import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, notifications } from '../../db/schema';
import type { Deps } from '../../http/context';
import { notificationRoute } from '../../schemas/notifications';
import { appLink } from '../merchants/mails';
import { notificationMail } from './texts';

export const NOTIFICATION_MAIL_QUEUE = 'notifications.mail';

/**
 * Stores the mails of PENDING notifications in the outbox, each in its own transaction with its row marked
 * STORED (SKIP LOCKED: two processes never mail one twice), then delivers. Runs after the changes committed (the
 * notifications job, every minute), so a mail that cannot be made or sent never touches the change. The mail is in the recipient's saved language and links to the subject.
 * Answers how many mails it stored.
 */
export async function mailPendingNotifications(
  deps: Pick<Deps, 'db' | 'mailer' | 'env' | 'log'>,
  max = 200,
): Promise<number> {
  let stored = 0;
  for (let i = 0; i < max; i++) {
    const done = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [n] = await tx
        .select()
        .from(notifications)
        .where(eq(notifications.mail, 'PENDING'))
        .orderBy(asc(notifications.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!n) return null;
      const [m] = await tx
        .select({ email: members.email, language: members.language })
        .from(members)
        .where(eq(members.id, n.memberId))
        .limit(1);
      if (!m?.email) {
        await tx.update(notifications).set({ mail: 'NONE' }).where(eq(notifications.id, n.id));
        return 'none';
      }
      const route = notificationRoute({ kind: n.linkKind, id: n.linkId });
      const query = new URLSearchParams(route.search).toString();
      const mail = notificationMail(m.language, n.kind, n.facts);
      const [mailId] = await deps.mailer.enqueue(tx, {
        to: m.email,
        subject: mail.subject,
        text: `${mail.text}\n\n${appLink(deps.env, query ? `${route.to}?${query}` : route.to)}`,
      });
      await tx
        .update(notifications)
        .set({ mail: 'STORED', mailId })
        .where(and(eq(notifications.id, n.id), eq(notifications.mail, 'PENDING')));
      return 'stored';
    });
    if (!done) break;
    if (done === 'stored') stored++;
  }
  if (stored > 0) await deps.mailer.deliverPending();
  return stored;
}
