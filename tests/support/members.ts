import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../server/db/client';
import { members, sessions } from '../../server/db/schema';
import { hashToken } from '../../server/http/session';

/**
 * Inserts a member and a live session for it, as a login would, so route tests can send authenticated
 * requests without depending on the login flow.
 */
export async function createTestSession(
  db: Db,
  opts: { email?: string; name?: string; now?: Date } = {},
): Promise<{ memberId: string; token: string }> {
  const memberId = randomUUID();
  const token = randomBytes(32).toString('hex');
  const now = opts.now ?? new Date();
  await db.insert(members).values({
    id: memberId,
    name: opts.name ?? 'Test Member',
    email: opts.email ?? `member-${memberId.slice(0, 8)}@example.com`,
  });
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    expiresAt: new Date(now.getTime() + 24 * 3600_000),
  });
  return { memberId, token };
}
