import type { Db } from '../../../db/client';
import type { orders } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { hasFeature, merchantOfMember } from '../../merchants/access';
import { stampCardOf } from './card';
import { grantInTx } from './grant';

/**
 * The checkout's stamp ("stamps given at checkout"): when an order of a merchant's goods
 * becomes fully paid, its buyer gets one stamp on the merchant's stamp card, keyed `order:<id>` so a replayed
 * payment never stamps twice. It runs inside the payment's transaction under a savepoint: a stamp that cannot
 * be given (the reward batch sold out or ended) is left out without undoing the payment. Answers the reward
 * coupon to mint after commit, if this stamp completed a card.
 */
export async function stampPaidOrder(
  tx: Db,
  order: Pick<typeof orders.$inferSelect, 'id' | 'buyerId' | 'sellerId'>,
  now: Date,
): Promise<string | null> {
  const merchant = await merchantOfMember(tx, order.sellerId);
  if (!merchant || !hasFeature(merchant, 'E_STAMPS', now) || order.buyerId === order.sellerId) return null;
  const found = await stampCardOf(tx, merchant.id);
  if (!found || now < found.card.validFrom || now >= found.card.validTo) return null;
  try {
    const done = await tx.transaction((sp) =>
      grantInTx(
        sp as unknown as Db,
        found.card,
        found.batch,
        {
          memberId: order.buyerId,
          key: `order:${order.id}`,
          source: 'ORDER',
          orderId: order.id,
        },
        now,
      ),
    );
    return done.duplicate ? null : done.rewardCouponId;
  } catch (err) {
    // A refusal (the reward sold out or ended) leaves the stamp out; anything else fails the payment's
    // transaction as any fault would, and the provider's retry records it again.
    if (err instanceof ApiError) return null;
    throw err;
  }
}
