import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, members, sessions } from '../../db/schema';
import { fail } from '../../http/errors';
import { hashToken } from '../../http/session';
import type { ResetPasswordForm } from '../../schemas/auth';
import { consumeCode } from './otp';
import { hashPassword } from './passwords';

/**
 * Reset password by e-mail (spec §2 forgetpwd, §7): the 'reset' code first (so only the mailbox owner
 * learns whether the account exists), then the new password, and every other session of the member ends
 * (the one making the request, if it is the member's own, stays). A reset also lifts a lock-out.
 */
export async function resetPasswordByEmail(
  deps: { db: Db; now: () => Date },
  f: ResetPasswordForm,
  currentToken?: string,
): Promise<void> {
  const email = f.email.toLowerCase();
  await consumeCode(deps, { channel: 'email', recipient: email, purpose: 'reset', code: f.code });
  const [member] = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.email})`, email))
    .limit(1);
  if (!member) fail('NOT_FOUND', 'account_unavailable');
  const passwordHash = await hashPassword(f.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
    // The code just proved the mailbox belongs to the member.
    await tx
      .update(members)
      .set({ emailVerifiedAt: deps.now() })
      .where(and(eq(members.id, member.id), isNull(members.emailVerifiedAt)));
    await tx
      .delete(sessions)
      .where(
        currentToken
          ? and(eq(sessions.memberId, member.id), ne(sessions.tokenHash, hashToken(currentToken)))
          : eq(sessions.memberId, member.id),
      );
    await tx.delete(loginFailures).where(eq(loginFailures.memberId, member.id));
  });
}
