import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, NOTIFICATION_LINKS, type NotificationFacts } from '../../schemas/notifications';
import { members } from './members';
import { at } from './orders';

/**
 * What a member was told: the in-app notification centre's rows and the mail each one caused.
 * `subjectId` is what happened to (an order, a bid, a transfer): with the kind and the recipient it is unique,
 * so a retried state change records nothing new and mails nobody twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    subjectId: text().notNull(),
    linkKind: text({ enum: NOTIFICATION_LINKS }).notNull(),
    linkId: text().notNull(),
    facts: jsonb().$type<NotificationFacts>().notNull().default({}),
    /**
     * Its mail: PENDING until the notifications job stores it in the outbox (after the change committed, so a
     * mail never holds up or fails the change), STORED with the outbox row, NONE when there is none to send
     * (no e-mail address, or the payment receipt is the mail).
     */
    mail: text({ enum: ['PENDING', 'STORED', 'NONE'] })
      .notNull()
      .default('PENDING'),
    mailId: bigint({ mode: 'number' }),
    readAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_once_idx').on(t.kind, t.subjectId, t.memberId),
    index('notifications_member_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    index('notifications_mail_idx')
      .on(t.createdAt)
      .where(sql`${t.mail} = 'PENDING'`),
    index('notifications_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
  ],
);
