import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

/**
 * Subscribes an e-mail address to the newsletter. The lower-cased address is the key, so subscribing
 * twice (or with other casing) is harmless and leaves one row.
 */
export async function subscribeNewsletter(
  db: Db,
  s: { siteId: string; email: string; type: string },
): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ email: s.email.trim().toLowerCase(), siteId: s.siteId, type: s.type })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
}
