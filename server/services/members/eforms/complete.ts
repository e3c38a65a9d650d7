import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eformSubmissions, members, memberWallets } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { EformCompleted, EformCompleteForm } from '../../../schemas/eforms';
import type { LoginAnswer } from '../../../schemas/members';
import { startSession } from '../auth';
import { ensureCustodialWallet } from '../../wallets/custodial-wallets';
import { consumeCode } from '../otp';
import { bindWallet } from '../../wallets/bindings';
import { eformState, type EformRow } from './state';
import { isUniqueViolation } from '../../../db/errors';
import { issueQrCard } from '../../loyalty/cards/qr-registration';
import { eformTarget } from './target';

/** The member the registration is for, creating it (signup) or opening a session (signup, login) as the code says. */
async function registerMember(
  deps: Deps,
  tx: Db,
  row: EformRow,
  sessionMemberId: string | null,
): Promise<{ memberId: string; login: LoginAnswer | null }> {
  const t = deps.now();
  const session = async (id: string, name: string) => ({
    memberId: id,
    login: {
      memberId: id,
      name,
      token: await startSession({ db: tx, now: deps.now, ttlDays: deps.env.SESSION_TTL_DAYS }, id),
    },
  });
  switch (row.codePurpose) {
    case 'signup': {
      const name = row.email.slice(0, row.email.indexOf('@'));
      const [m] = await tx
        .insert(members)
        .values({ email: row.email, emailVerifiedAt: t, name })
        .returning({ id: members.id, name: members.name });
      return session(m!.id, m!.name);
    }
    case 'login': {
      const [m] = await tx
        .select({ id: members.id, name: members.name })
        .from(members)
        .where(eq(sql`lower(${members.email})`, row.email))
        .limit(1);
      if (!m) fail('NOT_FOUND', 'account_unavailable');
      await tx
        .update(members)
        .set({ emailVerifiedAt: t })
        .where(and(eq(members.id, m.id), isNull(members.emailVerifiedAt)));
      return session(m.id, m.name);
    }
    case 'bind': {
      const [m] = await tx
        .update(members)
        .set({ email: row.email, emailVerifiedAt: t })
        .where(and(eq(members.id, sessionMemberId!), isNull(members.email)))
        .returning({ id: members.id });
      if (!m) fail('ALREADY_REGISTERED');
      return { memberId: m.id, login: null };
    }
    default:
      return { memberId: sessionMemberId!, login: null };
  }
}

/** The custodial wallet, bound as the product's own on every enabled chain the member has no wallet on yet. */
async function createWallet(deps: Deps, tx: Db, memberId: string): Promise<void> {
  const { address } = await ensureCustodialWallet({ db: tx, custody: deps.custody }, memberId);
  const bound = await tx
    .select({ blockchain: memberWallets.blockchain })
    .from(memberWallets)
    .where(eq(memberWallets.memberId, memberId));
  for (const blockchain of deps.chains.enabled) {
    if (bound.some((b) => b.blockchain === blockchain)) continue;
    await bindWallet(tx, { memberId, blockchain, address, walletType: 'OWN' }, 'connect');
  }
}

/**
 * completeEform, the registration step (spec §5 "the next step completes registration and creates a wallet"):
 * the e-mail code is checked first (its own statements, so wrong tries count), then the member, the session,
 * the custodial wallet and its bindings, the merchant's membership card and the completed form are written in
 * one transaction, so a failure leaves no member without a wallet and no half-completed form.
 */
export async function completeEform(
  deps: Deps,
  sessionMemberId: string | null,
  form: EformCompleteForm,
): Promise<EformCompleted> {
  const [row] = await deps.db
    .select()
    .from(eformSubmissions)
    .where(eq(eformSubmissions.id, form.id))
    .limit(1);
  if (!row) fail('NOT_FOUND');
  // The merchant may have been suspended (or the form stored before merchants were checked): no member,
  // wallet or card is written for a merchant that is not there, and the code is kept.
  await eformTarget(deps.db, row);
  // A code-less or binding form belongs to the member who submitted it while logged in.
  if (row.codePurpose === null || row.codePurpose === 'bind') {
    if (!sessionMemberId) fail('UNAUTHORIZED');
    if (row.memberId !== sessionMemberId) fail('NOT_FOUND');
  }
  if (row.codePurpose) {
    if (!form.code) fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'code', message: 'code' }]);
    await consumeCode(deps, {
      channel: 'email',
      recipient: row.email,
      purpose: row.codePurpose,
      code: form.code,
    });
  }
  try {
    const { done, login } = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const { memberId, login } = await registerMember(deps, tx, row, sessionMemberId);
      await createWallet(deps, tx, memberId);
      // A membership-card QR (type mcard) gives the merchant's card with the registration, once.
      if (row.type === 'mcard') await issueQrCard(tx, row.mcId, memberId, deps.now());
      const [done] = await tx
        .update(eformSubmissions)
        .set({
          status: 'COMPLETED',
          memberId,
          completedAt: sql`coalesce(${eformSubmissions.completedAt}, ${deps.now().toISOString()}::timestamptz)`,
        })
        .where(eq(eformSubmissions.id, row.id))
        .returning();
      return { done: done!, login };
    });
    return { eform: await eformState(deps.db, done), login };
  } catch (err) {
    // Another sign-up or binding took the e-mail after the code was sent.
    if (isUniqueViolation(err)) fail('ALREADY_REGISTERED');
    throw err;
  }
}
