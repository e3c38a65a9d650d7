import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { UUID_REGEX } from 'valibot';
import type { Db } from '../db/client';
import { GroupedLookup } from '../db/grouped';
import { preparedPerDb } from '../db/prepared';
import { members, sessions } from '../db/schema';
import { SIGNATURE_HEADERS as H } from '../schemas/signature';
import type { AppEnv, SessionMember } from './context';
import { fail } from './errors';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type SessionRow = { memberId: string; expiresAt: Date; member: SessionMember };

/**
 * The sessions of the requests that arrive together, read in one statement (db/grouped.ts): every signed-in
 * request reads its session, and in a drop a read per request queued for the pool in front of the orders.
 * Prepared once per database; the caller checks the member and the expiry against its own clock.
 */
const sessionReaderOf = preparedPerDb((db: Db) => {
  const statement = db
    .select({
      tokenHash: sessions.tokenHash,
      memberId: sessions.memberId,
      expiresAt: sessions.expiresAt,
      name: members.name,
      permiTagValues: members.permiTagValues,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(sql`${sessions.tokenHash} = any(${sql.placeholder('hashes')}::text[])`)
    .prepare('sessions_read');
  return new GroupedLookup<string, SessionRow | undefined>(async (hashes) => {
    const rows = await statement.execute({ hashes });
    return new Map(
      rows.map((r) => [
        r.tokenHash,
        {
          memberId: r.memberId,
          expiresAt: new Date(r.expiresAt),
          member: { id: r.memberId, name: r.name, permiTagValues: r.permiTagValues },
        },
      ]),
    );
  });
});

/** Reads X-Member-Id and X-Token; a valid pair puts the member on the context, anything else leaves null. */
export const readSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('member', null);
  const memberId = c.req.header(H.memberId);
  const token = c.req.header(H.token);
  // Only a well-formed uuid is looked up (the same rule as the schemas' v.uuid()): anything else would make
  // PostgreSQL refuse the query instead of answering "no session".
  if (memberId && token && UUID_REGEX.test(memberId)) {
    const { db, now } = c.var.deps;
    const row = await sessionReaderOf(db).get(hashToken(token));
    if (row && row.memberId === memberId.toLowerCase() && row.expiresAt > now()) c.set('member', row.member);
  }
  await next();
});

/** Guards a route: 401 when there is no valid session (the app then clears it and goes to login). */
export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.member) fail('UNAUTHORIZED');
  await next();
});
