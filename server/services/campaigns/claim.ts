import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignClaims, campaignMembers, campaigns, coupons } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { Campaign, CampaignClaim, ClaimCampaignForm } from '../../schemas/campaigns';
import { assertInPeriod, takeFromBatch } from '../loyalty/coupons/collect';
import { couponView } from '../loyalty/coupons/mine';
import { enqueueCoupon } from '../loyalty/queues';
import { campaignRow, getCampaign } from './view';

type ClaimDeps = Pick<Deps, 'db' | 'now' | 'queue' | 'log'>;

/** Spec §8 period codes for the campaign's schedule: not started 8201, ended 8102. */
const inSchedule = (c: { startsAt: Date; endsAt: Date }, now: Date) =>
  assertInPeriod({ validFrom: c.startsAt, validTo: c.endsAt }, now);

/** joinCampaign: the visitor followed the steps; joining again changes nothing. */
export async function joinCampaign(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  id: string,
): Promise<Campaign> {
  const now = deps.now();
  const { campaign } = await campaignRow(deps.db, id);
  inSchedule(campaign, now);
  await deps.db
    .insert(campaignMembers)
    .values({ campaignId: id, memberId, joinedAt: now })
    .onConflictDoNothing();
  return getCampaign(deps.db, id, memberId);
}

/**
 * claimCampaignReward: one reward for a member who joined, in one transaction:
 * - the claim row goes in first under its unique (campaign, member, key): a key seen before (or being claimed
 *   at this moment, which the index makes wait) answers that claim's coupon and gives nothing more;
 * - `remaining` goes down by one conditional UPDATE (1028 sold out when none is left), and the member's count
 *   up by one conditional UPDATE (1027 when at the per-member limit), so 50 visitors racing for the last 3
 *   rewards get exactly 3, whatever the number of API processes;
 * - the coupon is taken from the reward batch through the collect path and minted by the coupon job after commit.
 */
export async function claimCampaignReward(
  deps: ClaimDeps,
  memberId: string,
  f: ClaimCampaignForm,
): Promise<CampaignClaim> {
  const now = deps.now();
  const { campaign, batch } = await campaignRow(deps.db, f.campaignId);
  const made = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [claim] = await tx
      .insert(campaignClaims)
      .values({ campaignId: campaign.id, memberId, key: f.key, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!claim) {
      const [seen] = await tx
        .select({ couponId: campaignClaims.couponId })
        .from(campaignClaims)
        .where(
          and(
            eq(campaignClaims.campaignId, campaign.id),
            eq(campaignClaims.memberId, memberId),
            eq(campaignClaims.key, f.key),
          ),
        );
      return { couponId: seen!.couponId!, duplicate: true };
    }
    inSchedule(campaign, now);
    const [counted] = await tx
      .update(campaignMembers)
      .set({ claimed: sql`${campaignMembers.claimed} + 1` })
      .where(
        and(
          eq(campaignMembers.campaignId, campaign.id),
          eq(campaignMembers.memberId, memberId),
          lt(campaignMembers.claimed, campaign.perMemberLimit),
        ),
      )
      .returning({ claimed: campaignMembers.claimed });
    if (!counted) {
      const [m] = await tx
        .select()
        .from(campaignMembers)
        .where(and(eq(campaignMembers.campaignId, campaign.id), eq(campaignMembers.memberId, memberId)));
      if (!m) fail('FORBIDDEN', 'campaign_not_joined');
      fail('MEMBER_ALREADY_COLLECTED', 'campaign_limit_reached');
    }
    const [left] = await tx
      .update(campaigns)
      .set({ remaining: sql`${campaigns.remaining} - 1` })
      .where(and(eq(campaigns.id, campaign.id), gte(campaigns.remaining, 1)))
      .returning({ id: campaigns.id });
    if (!left) fail('SOLD_OUT', 'campaign_sold_out');
    // A reward batch out of its period would hand out a coupon no one can use: refuse the claim instead.
    if (now < batch.validFrom || now >= batch.validTo) fail('COUPON_UNAVAILABLE', 'reward_not_in_period');
    await takeFromBatch(tx, batch, memberId, 1, false);
    const [coupon] = await tx
      .insert(coupons)
      .values({
        batchId: batch.id,
        holderId: memberId,
        collectedById: memberId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: coupons.id });
    await tx.update(campaignClaims).set({ couponId: coupon!.id }).where(eq(campaignClaims.id, claim.id));
    return { couponId: coupon!.id, duplicate: false };
  });
  if (!made.duplicate) await enqueueCoupon(deps, made.couponId);
  const [row] = await deps.db.select().from(coupons).where(eq(coupons.id, made.couponId));
  return { campaignId: campaign.id, coupon: await couponView(deps.db, row!, now), duplicate: made.duplicate };
}
