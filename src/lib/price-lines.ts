import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PriceLine } from '@schemas/orders';

/**
 * The lines of an order's price breakdown (server/services/orders/pricing.ts) as people read them: the
 * checkout's breakdown and the order detail's lines name them alike.
 */
export const PRICE_LINE: Record<PriceLine['kind'], MessageDescriptor> = {
  // The goods of an order (商品), not the artworks a catalogue counts (作品): a context of their own.
  ITEMS: msg({ message: 'Items', context: 'order lines' }),
  DISCOUNT: msg`Discount`,
  VIP_DISCOUNT: msg`VIP discount`,
  PROMOTION: msg`Promotion code`,
  COUPON: msg`E-coupon`,
  MIN_ORDER_CHARGE: msg`Minimum order charge`,
  ADDITIONAL: msg`Additional charges`,
  SHIPPING: msg`Shipping`,
  TOTAL: msg`Total`,
};
