import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Env } from '../env';
import { createHttpSmsProvider } from './sms-http';

/** Sends a text message to a full mobile number ('+85291234567'). Throws when delivery failed. */
export type SmsProvider = { send(to: string, text: string): Promise<void> };

/**
 * The SMS provider SMS_PROVIDER names. `dev` keeps every message in the outbox table (channel 'sms',
 * status 'stored'), which the dev mailbox shows; `http` posts it to SMS_HTTP_URL and records it as sent or
 * failed. Cheap to build: it holds no connection.
 */
export function createSmsProvider(
  env: Pick<Env, 'SMS_PROVIDER' | 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN'>,
  db: Db,
  log: Logger,
): SmsProvider {
  if (env.SMS_PROVIDER === 'http') {
    const post = createHttpSmsProvider({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN });
    return {
      async send(to, text) {
        const [row] = await db
          .insert(outbox)
          .values({ channel: 'sms', recipient: to, body: text, status: 'sending' })
          .returning({ id: outbox.id });
        try {
          await post.send(to, text);
          await db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, row!.id));
        } catch (err) {
          log.warn({ err: String(err), outboxId: row!.id }, 'sms delivery failed');
          await db
            .update(outbox)
            .set({ status: 'failed', error: String(err) })
            .where(eq(outbox.id, row!.id));
          throw err;
        }
      },
    };
  }
  return {
    async send(to, text) {
      await db.insert(outbox).values({ channel: 'sms', recipient: to, body: text, status: 'stored' });
    },
  };
}
