import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  ListNotificationsQuery,
  MarkReadForm,
  NotificationPage,
  SaveTimeZoneForm,
  TimeZoneAnswer,
  UnreadCount,
} from '../schemas/notifications';
import { listNotifications, markRead, saveTimeZone, unreadCount } from '../services/notifications/inbox';

const tags = ['members'] as const;

/** The member's notification centre: their own notifications only, and the time zone of mails. */
export const notificationRoutes = new Hono<AppEnv>()
  .get(
    '/notifications',
    operation('listNotifications', NotificationPage, {
      tags,
      summary: 'List my notifications',
      description:
        'What happened to my orders, bids, cards and coupons (sold, paid, shipped, delivered, refunded, outbid, auction won, card or coupon received), newest first, keyset-paged with `cursor`. Each names its subject (`link`) and whether it was read. Only the session member’s own.',
    }),
    requireMember,
    input('query', ListNotificationsQuery),
    async (c) => ok(c, await listNotifications(c.var.deps.db, c.var.member!.id, c.req.valid('query'))),
  )
  .get(
    '/notifications/unread',
    operation('countUnreadNotifications', UnreadCount, {
      tags,
      summary: 'Count my unread notifications',
      description: 'The bell’s badge: how many of the session member’s notifications are unread.',
    }),
    requireMember,
    async (c) => ok(c, await unreadCount(c.var.deps.db, c.var.member!.id)),
  )
  .post(
    '/notifications/read',
    operation('markNotificationsRead', UnreadCount, {
      tags,
      summary: 'Mark notifications read',
      description:
        'Marks one notification (`id`, or every one with `all=true`) of the session member read; ids of another member’s notifications change nothing. Answers the unread count after.',
    }),
    requireMember,
    input('form', MarkReadForm),
    async (c) =>
      ok(c, await markRead(c.var.deps.db, c.var.member!.id, c.req.valid('form'), c.var.deps.now())),
  )
  .post(
    '/members/time-zone',
    operation('saveTimeZone', TimeZoneAnswer, {
      tags,
      summary: 'Save my time zone',
      description:
        'The IANA time zone receipts and mails show times in (default Asia/Hong_Kong); the app sends the browser’s once a session.',
    }),
    requireMember,
    input('form', SaveTimeZoneForm),
    async (c) => ok(c, await saveTimeZone(c.var.deps.db, c.var.member!.id, c.req.valid('form').timeZone)),
  );
