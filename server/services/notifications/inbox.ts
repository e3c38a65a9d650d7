import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, notifications } from '../../db/schema';
import type {
  ListNotificationsQuery,
  MarkReadForm,
  NotificationPage,
  UnreadCount,
} from '../../schemas/notifications';
import { decodeCursor, toPage } from '../shared/keyset';

/**
 * The notification centre: the member's own notifications only — every query is bound to the
 * session's member, so another member's id reads, counts and marks nothing.
 */

/** listNotifications: newest first, keyset-paged by (created, id). */
export async function listNotifications(
  db: Db,
  memberId: string,
  q: ListNotificationsQuery,
): Promise<NotificationPage> {
  const where = [eq(notifications.memberId, memberId)];
  if (q.cursor) {
    const c = decodeCursor(q.cursor, 'notifications', 'time');
    where.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${c.k}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      linkKind: notifications.linkKind,
      linkId: notifications.linkId,
      facts: notifications.facts,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      sortKey: sql<string>`${notifications.createdAt}::text`,
      cursorId: sql<string>`${notifications.id}`,
    })
    .from(notifications)
    .where(and(...where))
    .orderBy(sql`${notifications.createdAt} desc`, sql`${notifications.id} desc`)
    .limit(q.limit + 1);
  return toPage(rows, q.limit, 'notifications', (r) => ({
    id: r.id,
    kind: r.kind,
    link: { kind: r.linkKind, id: r.linkId },
    facts: r.facts,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The member's unread count (the bell's badge); the partial unread index answers it. */
export async function unreadCount(db: Db, memberId: string): Promise<UnreadCount> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
  return { unread: row?.n ?? 0 };
}

/** Marks one notification (or all) of the member read; answers the unread count after. */
export async function markRead(
  db: Db,
  memberId: string,
  f: Pick<MarkReadForm, 'id' | 'all'>,
  now: Date,
): Promise<UnreadCount> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.memberId, memberId),
        isNull(notifications.readAt),
        f.all ? undefined : eq(notifications.id, f.id!),
      ),
    );
  return unreadCount(db, memberId);
}

/** Saves the member's time zone (receipts show their times in it); the SPA sends the browser's. */
export async function saveTimeZone(
  db: Db,
  memberId: string,
  timeZone: string,
): Promise<{ timeZone: string }> {
  await db.update(members).set({ timeZone }).where(eq(members.id, memberId));
  return { timeZone };
}
