import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Env } from '../env';
import { sandboxesAllowed } from '../sandboxes/exposure';

/** The configuration asks for the dev mailbox: DEV_MAILBOX=true, or `auto` while no mail or SMS leaves the machine. */
export function devMailboxImplied(env: Pick<Env, 'DEV_MAILBOX' | 'SMTP_URL' | 'SMS_PROVIDER'>): boolean {
  if (env.DEV_MAILBOX === 'true') return true;
  if (env.DEV_MAILBOX === 'false') return false;
  return env.SMTP_URL === '' && env.SMS_PROVIDER === 'dev';
}

/**
 * The dev mailbox is on when implied and sandboxes are allowed (server/sandboxes): it shows every login code
 * and picture-code answer to whoever reaches the port, so never on a public interface unless SANDBOXES=on.
 */
export function devMailboxOn(
  env: Pick<Env, 'DEV_MAILBOX' | 'SMTP_URL' | 'SMS_PROVIDER' | 'SANDBOXES' | 'HOST' | 'PUBLIC_URL'>,
): boolean {
  return devMailboxImplied(env) && sandboxesAllowed(env);
}

/**
 * The outbox channel of image-captcha answers. The column is plain text; the Drizzle enum of
 * server/db/schema/platform.ts names only the delivery channels, so the value is cast here. No delivery
 * code picks it up: the mailer claims channel 'email' only and SMS are sent at once, never from the table.
 */
export const CAPTCHA_CHANNEL = 'captcha' as unknown as (typeof outbox.$inferInsert)['channel'];

/** How long a captcha answer stays in the dev mailbox (its captcha lives 5 minutes). */
const KEEP_MS = 30 * 60_000;

/**
 * Shows an image captcha's answer in the dev mailbox, the way codes are, so a local user (and the
 * Playwright journeys) can read it. Call ONLY while the dev mailbox is on (`devMailboxOn`): with it off the
 * answer must exist nowhere but in the picture. The recipient is the captcha id the API answered.
 */
export async function recordCaptchaAnswer(
  db: Db,
  captcha: { id: string; text: string; now: Date },
): Promise<void> {
  await db
    .delete(outbox)
    .where(
      and(
        eq(outbox.channel, CAPTCHA_CHANNEL),
        lt(outbox.createdAt, new Date(captcha.now.getTime() - KEEP_MS)),
      ),
    );
  await db.insert(outbox).values({
    channel: CAPTCHA_CHANNEL,
    recipient: captcha.id,
    subject: 'Picture code',
    body: `Picture code: ${captcha.text}`,
    status: 'stored',
    createdAt: captcha.now,
  });
}
