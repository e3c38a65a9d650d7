import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { fail } from '../../http/errors';
import { type Feature, type Plan, PLAN_FEATURES } from '../../schemas/merchants';

export type Merchant = typeof merchants.$inferSelect;

/** The merchant behind a request's `mcId` (spec §7), or null when no merchant has that code. */
export async function merchantByMcId(db: Db, mcId: string): Promise<Merchant | null> {
  const [row] = await db.select().from(merchants).where(eq(merchants.mcId, mcId));
  return row ?? null;
}

/** The merchant a member owns (at most one, a unique key), or null. */
export async function merchantOfMember(db: Db, memberId: string): Promise<Merchant | null> {
  const [row] = await db.select().from(merchants).where(eq(merchants.ownerId, memberId));
  return row ?? null;
}

type PlanState = Pick<Merchant, 'plan' | 'planStatus' | 'planPeriodEnd' | 'planGraceUntil' | 'status'>;

/**
 * The plan in force at `now`: the paid month (up to planPeriodEnd), a failed renewal's grace period (PAST_DUE up
 * to planGraceUntil), or a plan granted without billing (no period end: Enterprise contracts, the platform).
 * Read from the dates rather than trusting the renewal job to have run, so a late job never extends a plan.
 */
export function planInForce(m: PlanState, now: Date): Plan {
  if (m.status !== 'ACTIVE' || m.plan === 'NONE') return 'NONE';
  if (m.planStatus === 'ACTIVE') return !m.planPeriodEnd || now < m.planPeriodEnd ? m.plan : 'NONE';
  if (m.planStatus === 'PAST_DUE') return m.planGraceUntil && now < m.planGraceUntil ? m.plan : 'NONE';
  return 'NONE';
}

/** Whether the merchant's plan in force switches `feature` on (spec §1, PLAN_FEATURES). */
export function hasFeature(m: PlanState, feature: Feature, now: Date): boolean {
  return PLAN_FEATURES[planInForce(m, now)].includes(feature);
}

/**
 * The member's merchant when it may use `feature` (each of them, given several); otherwise 403 FORBIDDEN with
 * the reason as message:
 * `not_a_merchant` (owns none), `merchant_suspended`, or `plan_lacks_feature` (no plan in force or one
 * without the feature). Every merchant-only operation starts here.
 */
export async function requireMerchantFeature(
  db: Db,
  memberId: string,
  feature: Feature | readonly Feature[],
  now: Date = new Date(),
): Promise<Merchant> {
  const merchant = await merchantOfMember(db, memberId);
  if (!merchant) fail('FORBIDDEN', 'not_a_merchant');
  if (merchant.status !== 'ACTIVE') fail('FORBIDDEN', 'merchant_suspended');
  for (const f of typeof feature === 'string' ? [feature] : feature)
    if (!hasFeature(merchant, f, now)) fail('FORBIDDEN', 'plan_lacks_feature', { feature: f });
  return merchant;
}
