import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, oneTimeCodes } from '../../db/schema';
import { fail } from '../../http/errors';
import { isAgeAllowed, type SignupByNameForm, type SignupForm } from '../../schemas/auth';
import type { LoginAnswer } from '../../schemas/members';
import { fullMobile } from '../../schemas/otp';
import { startSession, type AuthDeps } from './auth';
import { consumeCode } from './otp';
import { hashPassword } from './passwords';
import { isUniqueViolation } from '../../db/errors';

type Extras = Pick<
  SignupForm,
  'name' | 'englishFirstName' | 'englishLastName' | 'birthday' | 'optInMarketing' | 'optInNewsletter'
>;

/** Spec §5: members are 18–99 on the server's clock; otherwise a field issue like any validation failure. */
function checkAge(birthday: string, today: Date) {
  if (birthday !== '' && !isAgeAllowed(birthday, today)) {
    fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'birthday', message: 'age_out_of_range' }]);
  }
}

function extrasOf(f: Extras) {
  return {
    englishFirstName: f.englishFirstName ?? null,
    englishLastName: f.englishLastName ?? null,
    birthday: f.birthday === '' ? null : f.birthday,
    optIns: { marketing: f.optInMarketing, newsletter: f.optInNewsletter },
  };
}

/** Creates the member and its first session in one transaction; a lost race answers ALREADY_REGISTERED. */
async function createAndLogIn(
  deps: AuthDeps,
  values: typeof members.$inferInsert & { name: string },
): Promise<LoginAnswer> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(members).values(values).returning({ id: members.id });
      const token = await startSession({ ...deps, db: tx as unknown as Db }, row!.id);
      return { memberId: row!.id, token, name: values.name };
    });
  } catch (err) {
    if (isUniqueViolation(err)) fail('ALREADY_REGISTERED');
    throw err;
  }
}

/**
 * Sign-up by e-mail or mobile with the 'signup' code sent there (spec §2 signup, §3 registration extras).
 * Order: age and "already registered" first (nothing consumed), then the code (its own committed
 * statements, so wrong tries count), then member + session in one transaction: a wrong code never leaves
 * a member behind.
 *
 * 9011 on sign-up (spec §8 "e-mail not verified"): answered when a sign-up by e-mail arrives for an
 * address that was never sent a sign-up code, i.e. the address was not verified at all. A code that was
 * sent but is wrong, used or expired answers CODE_WRONG / CODE_EXPIRED instead.
 */
export async function signup(deps: AuthDeps, f: SignupForm): Promise<LoginAnswer> {
  const t = deps.now();
  checkAge(f.birthday, t);
  const channel = f.method === 'email' ? 'email' : 'sms';
  const recipient = f.method === 'email' ? f.email.toLowerCase() : fullMobile(f.areaCode, f.mobile);
  const taken = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(f.method === 'email' ? eq(sql`lower(${members.email})`, recipient) : eq(members.mobile, recipient))
    .limit(1);
  if (taken.length > 0) fail('ALREADY_REGISTERED');

  if (channel === 'email') {
    const [sent] = await deps.db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.channel, 'email'),
          eq(oneTimeCodes.recipient, recipient),
          eq(oneTimeCodes.purpose, 'signup'),
        ),
      )
      .limit(1);
    if (!sent) fail('NO_LOGIN_PASSWORD', 'email_not_verified');
  }
  await consumeCode(deps, { channel, recipient, purpose: 'signup', code: f.code });

  const passwordHash = await hashPassword(f.password);
  const defaultName =
    f.method === 'email'
      ? recipient.slice(0, recipient.indexOf('@'))
      : `${f.mobile.slice(0, 3)}****${f.mobile.slice(-2)}`;
  return createAndLogIn(deps, {
    ...(f.method === 'email'
      ? { email: recipient, emailVerifiedAt: t }
      : { mobile: recipient, mobileVerifiedAt: t }),
    passwordHash,
    name: f.name ?? defaultName,
    ...extrasOf(f),
  });
}

/** Sign-up by login name and password (spec §7 "signup by name"); a taken name answers ALREADY_REGISTERED. */
export async function signupByName(deps: AuthDeps, f: SignupByNameForm): Promise<LoginAnswer> {
  checkAge(f.birthday, deps.now());
  const [taken] = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.loginName})`, f.loginName.toLowerCase()))
    .limit(1);
  if (taken) fail('ALREADY_REGISTERED');
  const passwordHash = await hashPassword(f.password);
  return createAndLogIn(deps, {
    loginName: f.loginName,
    passwordHash,
    name: f.name ?? f.loginName,
    ...extrasOf(f),
  });
}

/** GET e-mail exists (spec §7). */
export async function emailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.email})`, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** GET login name exists (spec §7). */
export async function loginNameExists(db: Db, loginName: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.loginName})`, loginName.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}
