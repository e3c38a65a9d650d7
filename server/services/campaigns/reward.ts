import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponBatches, orders } from '../../db/schema';
import { fail } from '../../http/errors';
import { issueCard } from '../loyalty/cards/issue';
import type { ProgrammeRow } from '../loyalty/cards/programmes';
import { insertCollectedCoupon, takeFromBatch } from '../loyalty/coupons/collect';
import { insertSystemOrder } from '../orders/system-order';
import { transitionOrder } from '../orders/transition';
import type { CampaignRow } from './view';

/** What one claim gave: a coupon (COUPON), the gift order of one copy of the item (NFT) or a card (CARD). */
export type Given = { couponId: string | null; orderId: string | null; cardId: string | null };

type Batch = typeof couponBatches.$inferSelect;

/** A coupon of the reward batch, through the collect path; minted by the coupon job after commit. */
export async function giveCoupon(tx: Db, batch: Batch, memberId: string, now: Date): Promise<Given> {
  // A reward batch out of its period would hand out a coupon no one can use: refuse the claim instead.
  if (now < batch.validFrom || now >= batch.validTo) fail('COUPON_UNAVAILABLE', 'reward_not_in_period');
  await takeFromBatch(tx, batch, memberId, 1, false);
  const coupon = await insertCollectedCoupon(tx, batch, memberId, now, { source: 'CAMPAIGN' });
  return { couponId: coupon.id, orderId: null, cardId: null };
}

/**
 * One copy of the merchant's item as a gift: an order of total 0 made by the system (the item's copy taken by
 * the same conditional update a checkout uses, SOLD_OUT when none is left), moved to FULLPAID at once by
 * order.paid from SYSTEM (nothing to capture, so the payment ledger has no row for it). After commit the normal
 * NFT fulfilment sends the token to the member's wallet and records it as theirs ("my NFTs").
 */
export async function giveCollectible(
  tx: Db,
  campaign: CampaignRow,
  memberId: string,
  claimId: string,
  now: Date,
): Promise<Given> {
  const cause = { campaignId: campaign.id, claimId };
  const order = await insertSystemOrder(
    tx,
    {
      productId: campaign.rewardProductId!,
      buyerId: memberId,
      amount: '0',
      paymentMethod: 'CAMPAIGN',
      detail: 'campaign',
      gone: { code: 'SOLD_OUT', reason: 'reward_item_gone' },
      cause,
    },
    now,
  );
  await transitionOrder(
    tx,
    order,
    {
      event: { type: 'order.paid', by: 'SYSTEM', paymentState: 'FULL' },
      actorId: null,
      reason: 'campaign_gift',
      cause,
    },
    async (o) => ({ state: o.state, paymentState: 'FULL', fulfilment: o.fulfilment }),
    now,
  );
  await tx.update(orders).set({ paidAt: now }).where(eq(orders.id, order.id));
  return { couponId: null, orderId: order.id, cardId: null };
}

/**
 * A membership card of the campaign's programme at its first tier, through the card programme's issue path
 * (CLAIMED: the member activates it onto the chain from "my cards"). A member already holding one of the
 * programme gets 1027 and the claim leaves nothing: the programme's one card per member holds here too.
 */
export async function giveCard(tx: Db, programme: ProgrammeRow, memberId: string, now: Date): Promise<Given> {
  const card = await issueCard(tx, {
    programme,
    tierCode: programme.tiers[0]!.code,
    memberId,
    source: 'CAMPAIGN',
    now,
  });
  if (!card) fail('MEMBER_ALREADY_COLLECTED', 'card_already_collected');
  return { couponId: null, orderId: null, cardId: card.id };
}
