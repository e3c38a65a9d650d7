import { and, eq, isNull, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import { fail } from '../../http/errors';
import type { QuickEmailLoginForm, QuickLoginForm } from '../../schemas/auth';
import type { LoginAnswer } from '../../schemas/members';
import { fullMobile } from '../../schemas/otp';
import { startSession, type AuthDeps } from './auth';
import { consumeCode } from './otp';

/**
 * The code is checked before the account is looked up, so only someone holding the phone or mailbox
 * learns whether it belongs to a member (spec §8 "404 account unavailable").
 */
async function codeLogin(
  deps: AuthDeps,
  channel: 'email' | 'sms',
  recipient: string,
  code: string,
): Promise<LoginAnswer> {
  await consumeCode(deps, { channel, recipient, purpose: 'login', code });
  const [member] = await deps.db
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(channel === 'email' ? eq(sql`lower(${members.email})`, recipient) : eq(members.mobile, recipient))
    .limit(1);
  if (!member) fail('NOT_FOUND', 'account_unavailable');
  // The code just proved the contact belongs to the member.
  const verified = channel === 'email' ? members.emailVerifiedAt : members.mobileVerifiedAt;
  await deps.db
    .update(members)
    .set(channel === 'email' ? { emailVerifiedAt: deps.now() } : { mobileVerifiedAt: deps.now() })
    .where(and(eq(members.id, member.id), isNull(verified)));
  const token = await startSession(deps, member.id);
  return { memberId: member.id, token, name: member.name };
}

/** Login by mobile and SMS code (spec §7 quickLogin). */
export function quickLogin(deps: AuthDeps, f: QuickLoginForm): Promise<LoginAnswer> {
  return codeLogin(deps, 'sms', fullMobile(f.areaCode, f.mobile), f.code);
}

/** Login by e-mail and e-mail code (spec §7 quickEmailLogin). */
export function quickEmailLogin(deps: AuthDeps, f: QuickEmailLoginForm): Promise<LoginAnswer> {
  return codeLogin(deps, 'email', f.email.toLowerCase(), f.code);
}
