import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import type { ReceivedSource } from '../../schemas/notifications';
import { recordNotification } from './record';

type MerchantSource = Exclude<ReceivedSource, 'TRANSFER'>;

const merchantName = async (tx: Db, merchantId: string) =>
  (await tx.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, merchantId)).limit(1))[0]
    ?.name ?? '';

/**
 * A card a merchant's programme issued to a member (a code or the QR mini page: CLAIM; a campaign's reward):
 * the holder is told which programme of which merchant, once per card (its id is the subject), in the issue's
 * transaction. Called where the card is issued, so every way of issuing one tells.
 */
export async function notifyCardGranted(
  tx: Db,
  g: {
    cardId: string;
    memberId: string;
    programme: { name: string; merchantId: string };
    source: MerchantSource;
  },
  now: Date,
): Promise<void> {
  await recordNotification(
    tx,
    {
      kind: 'CARD_RECEIVED',
      memberId: g.memberId,
      subjectId: g.cardId,
      link: { kind: 'CARD', id: g.cardId },
      facts: {
        title: g.programme.name,
        merchant: await merchantName(tx, g.programme.merchantId),
        source: g.source,
      },
    },
    now,
  );
}

/**
 * A coupon of a merchant's batch given to a member (collected, a campaign's or a stamp card's reward, bought):
 * the holder is told which coupon of which merchant, once per grant, in the grant's transaction. The subject is
 * the coupon's id, or the order line's for a purchase (one notification for the line's units).
 */
export async function notifyCouponGranted(
  tx: Db,
  g: {
    couponId: string;
    memberId: string;
    batch: { name: string; merchantId: string };
    source: MerchantSource;
    subjectId?: string;
    stampCard?: string;
  },
  now: Date,
): Promise<void> {
  await recordNotification(
    tx,
    {
      kind: 'COUPON_RECEIVED',
      memberId: g.memberId,
      subjectId: g.subjectId ?? g.couponId,
      link: { kind: 'COUPON', id: g.couponId },
      facts: {
        title: g.batch.name,
        merchant: await merchantName(tx, g.batch.merchantId),
        source: g.source,
        ...(g.stampCard !== undefined ? { stampCard: g.stampCard } : {}),
      },
    },
    now,
  );
}
