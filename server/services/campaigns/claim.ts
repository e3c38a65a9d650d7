import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignClaims, campaignMembers, campaigns, coupons, memberCards, orders } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { Campaign, CampaignClaim, ClaimCampaignForm } from '../../schemas/campaigns';
import { assertInPeriod } from '../loyalty/coupons/collect';
import { couponView } from '../loyalty/coupons/mine';
import { enqueueCoupon } from '../loyalty/queues';
import { enqueueFulfil } from '../orders/fulfil';
import { giveCard, giveCollectible, giveCoupon } from './reward';
import { earnForCampaignClaim } from '../loyalty/coins/earn-hooks';
import { COIN_EXPIRY_QUEUE } from '../loyalty/coins/queue';
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
 *   at this moment, which the index makes wait) answers that claim's reward and gives nothing more;
 * - `remaining` goes down by one conditional UPDATE (1028 sold out when none is left), and the member's count
 *   up by one conditional UPDATE (1027 when at the per-member limit), so 50 visitors racing for the last 3
 *   rewards get exactly 3, whatever the number of API processes;
 * - a COUPON reward is taken from the batch through the collect path and minted by the coupon job after commit;
 *   an NFT reward is a paid gift order of one copy, delivered by the fulfilment job after commit; a CARD reward
 *   is a card issued through the programme's path (the member activates it onto the chain later).
 */
export async function claimCampaignReward(
  deps: ClaimDeps,
  memberId: string,
  f: ClaimCampaignForm,
): Promise<CampaignClaim> {
  const now = deps.now();
  const { campaign, batch, programme } = await campaignRow(deps.db, f.campaignId);
  await deps.queue.ensure(COIN_EXPIRY_QUEUE);
  const made = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [claim] = await tx
      .insert(campaignClaims)
      .values({ campaignId: campaign.id, memberId, key: f.key, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!claim) {
      const [seen] = await tx
        .select({
          couponId: campaignClaims.couponId,
          orderId: campaignClaims.orderId,
          cardId: campaignClaims.cardId,
        })
        .from(campaignClaims)
        .where(
          and(
            eq(campaignClaims.campaignId, campaign.id),
            eq(campaignClaims.memberId, memberId),
            eq(campaignClaims.key, f.key),
          ),
        );
      return { ...seen!, duplicate: true };
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
    const given =
      campaign.rewardKind === 'NFT'
        ? await giveCollectible(tx, campaign, memberId, claim.id, now)
        : campaign.rewardKind === 'CARD'
          ? await giveCard(tx, programme!, memberId, now)
          : await giveCoupon(tx, batch!, memberId, now);
    await tx.update(campaignClaims).set(given).where(eq(campaignClaims.id, claim.id));
    // The merchant's coins for this campaign where its coin has a rule for it (once per claim).
    await earnForCampaignClaim(tx, deps, {
      merchantId: campaign.merchantId,
      campaignId: campaign.id,
      claimId: claim.id,
      memberId,
    });
    return { ...given, duplicate: false };
  });
  if (!made.duplicate && made.couponId) await enqueueCoupon(deps, made.couponId);
  if (!made.duplicate && made.orderId) await enqueueFulfil(deps, made.orderId);
  return {
    campaignId: campaign.id,
    coupon: made.couponId ? await claimedCoupon(deps.db, made.couponId, now) : null,
    order: made.orderId ? await claimedOrder(deps.db, made.orderId) : null,
    card: made.cardId ? await claimedCard(deps.db, made.cardId) : null,
    duplicate: made.duplicate,
  };
}

async function claimedCoupon(db: Db, couponId: string, now: Date) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  return couponView(db, row!, now);
}

async function claimedOrder(db: Db, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!;
}

async function claimedCard(db: Db, cardId: string) {
  const [row] = await db
    .select({ id: memberCards.id, tokenId: memberCards.tokenId, tierCode: memberCards.tierCode })
    .from(memberCards)
    .where(eq(memberCards.id, cardId));
  return row!;
}
