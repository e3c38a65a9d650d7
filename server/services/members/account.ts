import { and, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, sessions } from '../../db/schema';
import { ApiError, fail } from '../../http/errors';
import { hashToken } from '../../http/session';
import { Code } from '../../schemas/codes';
import type { LoginSettings } from '../../schemas/account';
import type { LoginAnswer } from '../../schemas/members';
import { fullMobile } from '../../schemas/otp';
import { startSession } from './auth';
import { consumeCode } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import { isUniqueViolation } from '../../db/errors';

type Deps = { db: Db; now: () => Date };

/*
 * Binding rule (spec §5 "a set login password must be cleared first for some bindings"):
 * the e-mail is the member's login identifier for password logins, so REPLACING an already bound e-mail
 * while a login password is set answers PASSWORD_NOT_SET_FIRST (4307): the member clears the password
 * first (which needs the current password), binds the new e-mail, then sets a password again. Binding a
 * first e-mail, re-confirming the same e-mail, and any mobile binding need no such step.
 */

const unauthorized = () => new ApiError(Code.UNAUTHORIZED, 'wrong_password');

/** ALREADY_REGISTERED when another member holds the contact. */
async function refuseTaken(db: Db, memberId: string, sameContact: SQL) {
  const [taken] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sameContact, ne(members.id, memberId)))
    .limit(1);
  if (taken) fail('ALREADY_REGISTERED');
}

/** Writes a verified contact; a race lost to another member on the unique index is ALREADY_REGISTERED. */
async function writeContact(db: Db, memberId: string, set: Partial<typeof members.$inferInsert>) {
  try {
    await db.update(members).set(set).where(eq(members.id, memberId));
  } catch (err) {
    if (isUniqueViolation(err)) fail('ALREADY_REGISTERED');
    throw err;
  }
}

async function memberRow(db: Db, memberId: string) {
  const [m] = await db
    .select({
      id: members.id,
      name: members.name,
      email: members.email,
      mobile: members.mobile,
      loginName: members.loginName,
      passwordHash: members.passwordHash,
      googleSub: members.googleSub,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!m) fail('UNAUTHORIZED');
  return m;
}

/** The login-setting page (spec §2 userAccount): bound contacts, password state (spec §4: unset or set). */
export async function getLoginSettings(db: Db, memberId: string): Promise<LoginSettings> {
  const m = await memberRow(db, memberId);
  return {
    loginName: m.loginName,
    email: m.email,
    mobile: m.mobile,
    hasPassword: m.passwordHash !== null,
    googleBound: m.googleSub !== null,
  };
}

/**
 * Binds or replaces the member's e-mail with a 'bind' code sent to the new address. Refusals: wrong or
 * expired code, the address belongs to another member (ALREADY_REGISTERED), or replacing an e-mail while a
 * login password is set (PASSWORD_NOT_SET_FIRST, see the rule above).
 */
export async function bindEmail(
  deps: Deps,
  memberId: string,
  form: { email: string; code: string },
): Promise<LoginSettings> {
  const email = form.email.toLowerCase();
  const m = await memberRow(deps.db, memberId);
  const replacing = m.email !== null && m.email.toLowerCase() !== email;
  if (replacing && m.passwordHash) fail('PASSWORD_NOT_SET_FIRST', 'clear_login_password_first');
  await refuseTaken(deps.db, memberId, eq(sql`lower(${members.email})`, email));
  // Consumed outside any transaction so that a wrong code's attempt count is never rolled back.
  await consumeCode(deps, { channel: 'email', recipient: email, purpose: 'bind', code: form.code });
  await writeContact(deps.db, memberId, { email, emailVerifiedAt: deps.now() });
  return getLoginSettings(deps.db, memberId);
}

/** Binds or replaces the member's mobile (+852/+86) with a 'bind' code sent by SMS to the new number. */
export async function bindMobile(
  deps: Deps,
  memberId: string,
  form: { areaCode: string; mobile: string; code: string },
): Promise<LoginSettings> {
  const mobile = fullMobile(form.areaCode, form.mobile);
  await memberRow(deps.db, memberId);
  await refuseTaken(deps.db, memberId, eq(members.mobile, mobile));
  await consumeCode(deps, { channel: 'sms', recipient: mobile, purpose: 'bind', code: form.code });
  await writeContact(deps.db, memberId, { mobile, mobileVerifiedAt: deps.now() });
  return getLoginSettings(deps.db, memberId);
}

/**
 * Sets the login password when none is set; changes it when one is set, which needs the current password
 * (missing or wrong → 401). A change ends the member's other sessions; the calling session stays.
 */
export async function setLoginPassword(
  deps: Deps,
  memberId: string,
  currentToken: string,
  form: { password: string; oldPassword?: string | undefined },
): Promise<LoginSettings> {
  const m = await memberRow(deps.db, memberId);
  if (m.passwordHash) {
    if (!form.oldPassword || !(await verifyPassword(m.passwordHash, form.oldPassword))) throw unauthorized();
  }
  const passwordHash = await hashPassword(form.password);
  await deps.db.update(members).set({ passwordHash }).where(eq(members.id, memberId));
  if (m.passwordHash) {
    await deps.db
      .delete(sessions)
      .where(and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, hashToken(currentToken))));
  }
  return getLoginSettings(deps.db, memberId);
}

/** Clears the login password (needed before replacing the e-mail); the current password proves the member. */
export async function clearLoginPassword(
  deps: Deps,
  memberId: string,
  form: { oldPassword: string },
): Promise<LoginSettings> {
  const m = await memberRow(deps.db, memberId);
  if (!m.passwordHash) fail('NO_LOGIN_PASSWORD', 'no_login_password');
  if (!(await verifyPassword(m.passwordHash, form.oldPassword))) throw unauthorized();
  await deps.db.update(members).set({ passwordHash: null }).where(eq(members.id, memberId));
  return getLoginSettings(deps.db, memberId);
}

/**
 * Exchange-token login (spec §2 QR mini page, §4): a live session (member id + token) presented by a link
 * opens a NEW session on this device. The presented session stays valid. Anything else answers 401.
 */
export async function exchangeTokenLogin(
  deps: Deps & { ttlDays: number },
  form: { memberId: string; token: string },
): Promise<LoginAnswer> {
  const [row] = await deps.db
    .select({ id: members.id, name: members.name })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(form.token)),
        eq(sessions.memberId, form.memberId),
        gt(sessions.expiresAt, deps.now()),
      ),
    )
    .limit(1);
  if (!row) fail('UNAUTHORIZED', 'exchange_token_invalid');
  const token = await startSession(deps, row.id);
  return { memberId: row.id, token, name: row.name };
}
