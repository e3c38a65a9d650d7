import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { UUID_REGEX } from 'valibot';
import { members, sessions } from '../db/schema';
import { SIGNATURE_HEADERS as H } from '../schemas/signature';
import type { AppEnv } from './context';
import { fail } from './errors';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Reads X-Member-Id and X-Token; a valid pair puts the member on the context, anything else leaves null. */
export const readSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('member', null);
  const memberId = c.req.header(H.memberId);
  const token = c.req.header(H.token);
  // Only a well-formed uuid is looked up (the same rule as the schemas' v.uuid()): anything else would make
  // PostgreSQL refuse the query instead of answering "no session".
  if (memberId && token && UUID_REGEX.test(memberId)) {
    const { db, now } = c.var.deps;
    const [row] = await db
      .select({ id: members.id, name: members.name, permiTagValues: members.permiTagValues })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(
          eq(sessions.tokenHash, hashToken(token)),
          eq(sessions.memberId, memberId),
          gt(sessions.expiresAt, now()),
        ),
      )
      .limit(1);
    if (row) c.set('member', row);
  }
  await next();
});

/** Guards a route: 401 when there is no valid session (the app then clears it and goes to login). */
export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.member) fail('UNAUTHORIZED');
  await next();
});
