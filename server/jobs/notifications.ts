import type { Deps } from '../http/context';
import { mailPendingNotifications, NOTIFICATION_MAIL_QUEUE } from '../services/notifications/mail';
import { SCHEDULED } from './queue';

/**
 * Registers the notifications' mail sweep: every minute the mails of notifications recorded
 * since are stored in the outbox and delivered, after the changes that caused them committed.
 */
export async function registerNotificationWorker(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  await boss.createQueue(NOTIFICATION_MAIL_QUEUE);
  await boss.schedule(NOTIFICATION_MAIL_QUEUE, '* * * * *');
  await boss.work(NOTIFICATION_MAIL_QUEUE, SCHEDULED, async () => {
    await mailPendingNotifications(deps);
  });
}
