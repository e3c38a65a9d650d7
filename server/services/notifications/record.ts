import { notifications } from '../../db/schema';
import type { Db } from '../../db/client';
import type { NotificationFacts, NotificationKind, NotificationLinkKind } from '../../schemas/notifications';

export type NewNotification = {
  kind: NotificationKind;
  memberId: string;
  /** What happened to: with the kind and the member, the key that makes a retried change tell nobody twice. */
  subjectId: string;
  link: { kind: NotificationLinkKind; id: string };
  facts: NotificationFacts;
  /** False when another mail already says it (the payment receipt says PAID and REFUNDED). */
  mail?: boolean;
};

/**
 * THE way a member is told something: records the notification in the caller's transaction, so it
 * exists exactly when the change that caused it commits; its mail is left PENDING for the notifications job
 * (mail.ts), which stores it in the outbox after the commit, so a mail never holds up or fails the change. A
 * second call with the same (kind, subject, member) — a retried job, a replayed callback — records nothing.
 * Answers whether it recorded one.
 */
export async function recordNotification(tx: Db, n: NewNotification, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(notifications)
    .values({
      memberId: n.memberId,
      kind: n.kind,
      subjectId: n.subjectId,
      linkKind: n.link.kind,
      linkId: n.link.id,
      facts: n.facts,
      mail: n.mail === false ? 'NONE' : 'PENDING',
      createdAt: now,
    })
    .onConflictDoNothing({ target: [notifications.kind, notifications.subjectId, notifications.memberId] })
    .returning({ id: notifications.id });
  return rows.length > 0;
}
