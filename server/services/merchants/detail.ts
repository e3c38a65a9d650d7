import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, merchants } from '../../db/schema';
import { fail } from '../../http/errors';
import { type MerchantDetail, PLAN_FEATURES } from '../../schemas/merchants';
import { type Merchant, planInForce } from './access';

/** The wire shape of a merchant at `now`: its plan in force and the features that plan switches on. */
export function toMerchantDetail(m: Merchant, now: Date): MerchantDetail {
  const plan = planInForce(m, now);
  return {
    mcId: m.mcId,
    name: m.name,
    type: m.type,
    status: m.status,
    contactEmail: m.contactEmail,
    website: m.website,
    description: m.description,
    logo: m.logo,
    plan,
    planStatus: m.planStatus,
    planPeriodEnd: m.planPeriodEnd?.toISOString() ?? null,
    planGraceUntil: m.planGraceUntil?.toISOString() ?? null,
    planCancelAtPeriodEnd: m.planCancelAtPeriodEnd,
    features: [...PLAN_FEATURES[plan]],
  };
}

/**
 * getMerchantDetail (spec §7 merchant detail; §6 the profile menu's coupon and e-shop entries): the merchant of
 * `type` the member owns or whose contact e-mail is the member's e-mail (compared lower-cased); with `noMcId`
 * false, only the merchant of the request's mcId. None: 404, which the app keeps as an empty result (spec §4).
 */
export async function getMerchantDetail(
  db: Db,
  memberId: string,
  q: { noMcId: boolean; type: 'COUPON' | 'PMS'; mcId: string },
  now: Date,
): Promise<MerchantDetail> {
  const [member] = await db.select({ email: members.email }).from(members).where(eq(members.id, memberId));
  const email = member?.email?.toLowerCase() ?? null;
  const mine = email
    ? or(eq(merchants.ownerId, memberId), sql`lower(${merchants.contactEmail}) = ${email}`)
    : eq(merchants.ownerId, memberId);
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(mine, eq(merchants.type, q.type), q.noMcId ? undefined : eq(merchants.mcId, q.mcId)))
    .orderBy(sql`${merchants.ownerId} = ${memberId} desc`, merchants.createdAt)
    .limit(1);
  if (!row) fail('NOT_FOUND', 'no_merchant');
  return toMerchantDetail(row, now);
}
