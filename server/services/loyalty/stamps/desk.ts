import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { memberStamps, members, stampGrants, stampRewards } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { GrantStampForm, StampGrant } from '../../../schemas/stamps';
import { requireMerchantFeature } from '../../merchants/access';
import { checkCardQr } from '../cards/qr';
import { enqueueCoupon } from '../queues';
import { rewardView, stampCardOf } from './card';
import { grantInTx } from './grant';

type DeskDeps = Pick<Deps, 'db' | 'custody' | 'now' | 'queue' | 'log'>;

/** The member's progress now (a repeated key answers it as it stands, granting nothing). */
async function progressOf(db: Db, stampCardId: string, memberId: string) {
  const [row] = await db
    .select({ stamps: memberStamps.stamps })
    .from(memberStamps)
    .where(and(eq(memberStamps.stampCardId, stampCardId), eq(memberStamps.memberId, memberId)));
  return row?.stamps ?? 0;
}

/**
 * grantStamp: the merchant's desk (E_STAMPS) scans a member's membership card QR (a card of the merchant's
 * programmes, signed for its holder, unexpired: 1045 / 4701) and gives one stamp on the merchant's stamp card
 * (none set up: 404; outside its period 8201 / 8102), once per desk key: the same key again (a double scan, a
 * retry after a lost answer) answers the grant as it stands, `duplicate`, and grants nothing. The stamp that
 * completes the card issues its reward coupon once (minted by the coupon job) and a new card starts.
 */
export async function grantStamp(deps: DeskDeps, memberId: string, f: GrantStampForm): Promise<StampGrant> {
  const now = deps.now();
  const merchant = await requireMerchantFeature(deps.db, memberId, 'E_STAMPS', now);
  const found = await stampCardOf(deps.db, merchant.id);
  if (!found) fail('NOT_FOUND', 'stamp_card_not_found');
  const { card, batch } = found;
  const answer = async (
    holderId: string,
    rest: Pick<StampGrant, 'stamps' | 'completed' | 'rewardCouponId' | 'duplicate'>,
  ) => {
    const [holder] = await deps.db
      .select({ name: members.name })
      .from(members)
      .where(eq(members.id, holderId));
    return {
      memberName: holder?.name ?? '',
      cardName: card.name,
      stampsRequired: card.stampsRequired,
      reward: rewardView(batch),
      ...rest,
    };
  };
  const replay = async (grant: { memberId: string; round: number; stampNo: number }) => {
    const [reward] = await deps.db
      .select({ couponId: stampRewards.couponId })
      .from(stampRewards)
      .where(
        and(
          eq(stampRewards.stampCardId, card.id),
          eq(stampRewards.memberId, grant.memberId),
          eq(stampRewards.round, grant.round),
        ),
      );
    const completed = reward !== undefined && grant.stampNo >= card.stampsRequired;
    return answer(grant.memberId, {
      stamps: await progressOf(deps.db, card.id, grant.memberId),
      completed,
      rewardCouponId: completed ? reward.couponId : null,
      duplicate: true,
    });
  };
  const [seen] = await deps.db
    .select()
    .from(stampGrants)
    .where(and(eq(stampGrants.stampCardId, card.id), eq(stampGrants.key, f.key)));
  if (seen) return replay(seen);
  if (now < card.validFrom) fail('OFFER_NOT_STARTED', 'stamps_not_started');
  if (now >= card.validTo) fail('PROMO_EXPIRED', 'stamps_ended');
  const check = await checkCardQr(deps, merchant.id, f.payload);
  if (check.status === 'invalid') fail('INVALID_REDEEM_CODE', 'card_qr_invalid');
  if (check.status === 'expired') fail('QR_EXPIRED', 'card_qr_expired');
  const holderId = check.row.card.holderId;
  if (holderId === merchant.ownerId) fail('CANNOT_BUY_OWN', 'own_stamp_card');
  const done = await deps.db.transaction((t) =>
    grantInTx(
      t as unknown as Db,
      card,
      batch,
      { memberId: holderId, key: f.key, source: 'SCAN', grantedById: memberId },
      now,
    ),
  );
  if (done.duplicate) return replay(done.grant);
  deps.log.info(
    {
      mcId: merchant.mcId,
      stampCardId: card.id,
      memberId: holderId,
      key: f.key,
      stamps: done.stamps,
      rewardCouponId: done.rewardCouponId,
    },
    'stamp granted at the desk',
  );
  if (done.rewardCouponId) await enqueueCoupon(deps, done.rewardCouponId);
  return answer(holderId, { ...done, duplicate: false });
}
