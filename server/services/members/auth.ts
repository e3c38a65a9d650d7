import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, members, sessions } from '../../db/schema';
import { ApiError, fail } from '../../http/errors';
import { hashToken } from '../../http/session';
import { Code } from '../../schemas/codes';
import type { LoginAnswer } from '../../schemas/members';
import { hashPassword, verifyPassword } from './passwords';

/** Failed logins that lock an account, and the window they are counted in. */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;

/** One hash verified when the login name is unknown, so both refusals cost the same time. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

const wrongAccount = () => new ApiError(Code.UNAUTHORIZED, 'wrong_account_or_password');

export type AuthDeps = { db: Db; now: () => Date; ttlDays: number };

/**
 * Logs in by login name and password (spec §7 "login by name"). Unknown name and wrong password answer
 * the same 401; a member without a password answers NO_LOGIN_PASSWORD; five failures in 15 minutes lock
 * the account for the rest of that window.
 */
export function loginByName(
  deps: AuthDeps,
  form: { loginName: string; password: string },
): Promise<LoginAnswer> {
  return passwordLogin(
    deps,
    eq(sql`lower(${members.loginName})`, form.loginName.toLowerCase()),
    form.password,
  );
}

/** Logs in by e-mail and password (spec §7 "login"), with the same refusals and lock-out as loginByName. */
export function loginByEmail(
  deps: AuthDeps,
  form: { email: string; password: string },
): Promise<LoginAnswer> {
  return passwordLogin(deps, eq(sql`lower(${members.email})`, form.email.toLowerCase()), form.password);
}

/**
 * The password check shared by every password login: `which` selects at most one member (a unique
 * column). Unknown account and wrong password answer the same 401 after the same hashing work.
 */
async function passwordLogin(deps: AuthDeps, which: SQL, password: string): Promise<LoginAnswer> {
  const { db, now } = deps;
  const [member] = await db
    .select({ id: members.id, name: members.name, passwordHash: members.passwordHash })
    .from(members)
    .where(which)
    .limit(1);
  if (!member) {
    await verifyPassword(await dummy(), password);
    throw wrongAccount();
  }
  if (!member.passwordHash) fail('NO_LOGIN_PASSWORD', 'no_login_password');

  const since = new Date(now().getTime() - LOCKOUT_WINDOW_MS);
  const [recent] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.memberId, member.id), gt(loginFailures.at, since)));
  if ((recent?.n ?? 0) >= LOCKOUT_FAILURES) fail('ACCOUNT_LOCKED');

  if (!(await verifyPassword(member.passwordHash, password))) {
    await db.insert(loginFailures).values({ memberId: member.id, at: now() });
    // Failures older than the window no longer count; dropping them keeps the table small.
    await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.memberId, member.id), lt(loginFailures.at, since)));
    throw wrongAccount();
  }
  await db.delete(loginFailures).where(eq(loginFailures.memberId, member.id));
  const token = await startSession(deps, member.id);
  return { memberId: member.id, token, name: member.name };
}

/** Opens a session: a 256-bit random token for the client, only its SHA-256 kept (DESIGN §5). */
export async function startSession(deps: AuthDeps, memberId: string): Promise<string> {
  const { db, now } = deps;
  const token = randomBytes(32).toString('base64url');
  const t = now();
  await db.delete(sessions).where(and(eq(sessions.memberId, memberId), lt(sessions.expiresAt, t)));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    createdAt: t,
    expiresAt: new Date(t.getTime() + deps.ttlDays * 86_400_000),
  });
  return token;
}

/** Ends the session that carries this token (spec §4 Logout). */
export async function logout(db: Db, memberId: string, token: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.memberId, memberId)));
}
