import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, superAdminUnlocks } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import { fail } from '../../http/errors';
import { hashToken } from '../../http/session';
import { sandboxesAllowed } from '../../sandboxes/exposure';
import type { MerchantDetail, MerchantStatus, Plan } from '../../schemas/merchants';
import { hashPassword, verifyPassword } from '../members/passwords';
import { toMerchantDetail } from './detail';
import { addMonth } from './plan-orders';
import { requireAdmin } from './staff';

/**
 * Super admin (spec §6 "a password unlocks an internal offering function"): an ADMIN member's session is
 * unlocked for SUPER_ADMIN_UNLOCK_MINUTES by a second password. The password comes from
 * SUPER_ADMIN_PASSWORD_HASH (an argon2id hash, so the environment never holds it in clear); without it the
 * documented sandbox password below works, only where sandboxes may run (server/sandboxes/registry.ts).
 */
export const SUPER_ADMIN_SANDBOX_PASSWORD = 'SuperAdmin2026';
export const SUPER_ADMIN_UNLOCK_MINUTES = 15;

let sandboxHash: Promise<string> | null = null;

async function passwordHash(env: Deps['env']): Promise<string> {
  if (env.SUPER_ADMIN_PASSWORD_HASH) return env.SUPER_ADMIN_PASSWORD_HASH;
  if (!sandboxesAllowed(env)) fail('FORBIDDEN', 'super_admin_not_configured');
  sandboxHash ??= hashPassword(SUPER_ADMIN_SANDBOX_PASSWORD);
  return sandboxHash;
}

type Staff = Pick<SessionMember, 'id' | 'permiTagValues'>;

/** unlockSuperAdmin: the second password; wrong → 4200 on `password` (rate-limited as logins are). */
export async function unlockSuperAdmin(
  deps: Pick<Deps, 'db' | 'env' | 'now'>,
  member: Staff,
  token: string,
  password: string,
): Promise<{ unlockedUntil: string }> {
  requireAdmin(member);
  if (!(await verifyPassword(await passwordHash(deps.env), password))) {
    fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'password', message: 'wrong_password' }]);
  }
  const until = new Date(deps.now().getTime() + SUPER_ADMIN_UNLOCK_MINUTES * 60_000);
  await deps.db
    .insert(superAdminUnlocks)
    .values({ tokenHash: hashToken(token), memberId: member.id, expiresAt: until })
    .onConflictDoUpdate({ target: superAdminUnlocks.tokenHash, set: { expiresAt: until } });
  return { unlockedUntil: until.toISOString() };
}

/** When this session's unlock ends, or null while locked. */
export async function unlockedUntil(db: Db, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select()
    .from(superAdminUnlocks)
    .where(and(eq(superAdminUnlocks.tokenHash, hashToken(token)), gt(superAdminUnlocks.expiresAt, now)));
  return row?.expiresAt.toISOString() ?? null;
}

/** ADMIN with an unlocked session; else 403 `admin_only` or `super_admin_locked`. */
export async function requireSuperAdmin(db: Db, member: Staff, token: string, now: Date): Promise<void> {
  requireAdmin(member);
  if (!(await unlockedUntil(db, token, now))) fail('FORBIDDEN', 'super_admin_locked');
}

/** listMerchants (super admin): every merchant but the platform, by name. */
export async function listMerchants(db: Db, now: Date): Promise<MerchantDetail[]> {
  const rows = await db
    .select()
    .from(merchants)
    .where(isNotNull(merchants.ownerId))
    .orderBy(asc(merchants.name));
  return rows.map((m) => toMerchantDetail(m, now));
}

/**
 * offerPlan, the internal offering (super admin): grants a merchant a plan outside billing, for `months` (0:
 * until changed), as an Enterprise deal agreed through the contact request, or a trial. NONE withdraws it.
 */
export async function offerPlan(
  db: Db,
  mcId: string,
  offer: { plan: Plan; months: number },
  now: Date,
): Promise<MerchantDetail> {
  let end: Date | null = null;
  for (let i = 0; i < offer.months; i++) end = addMonth(end ?? now);
  const [row] = await db
    .update(merchants)
    .set({
      plan: offer.plan,
      planStatus: offer.plan === 'NONE' ? 'NONE' : 'ACTIVE',
      planPeriodEnd: offer.plan === 'NONE' ? null : end,
      planGraceUntil: null,
      planCancelAtPeriodEnd: offer.plan !== 'NONE' && end !== null,
      updatedAt: now,
    })
    .where(and(eq(merchants.mcId, mcId), isNotNull(merchants.ownerId)))
    .returning();
  if (!row) fail('NOT_FOUND', 'merchant_not_found');
  return toMerchantDetail(row, now);
}

/** setMerchantStatus (super admin): suspends a merchant (every feature off) or reinstates it. */
export async function setMerchantStatus(
  db: Db,
  mcId: string,
  status: MerchantStatus,
  now: Date,
): Promise<MerchantDetail> {
  const [row] = await db
    .update(merchants)
    .set({ status, updatedAt: now })
    .where(and(eq(merchants.mcId, mcId), isNotNull(merchants.ownerId)))
    .returning();
  if (!row) fail('NOT_FOUND', 'merchant_not_found');
  return toMerchantDetail(row, now);
}
