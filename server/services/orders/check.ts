import type { Db } from '../../db/client';
import type { Deps, SessionMember } from '../../http/context';
import { fail } from '../../http/errors';
import type {
  CheckOrderForm,
  DeliveryType,
  OrderCheck,
  OrderLine,
  PriceBreakdown,
} from '../../schemas/orders';
import { sellerDiscounts } from '../promotions/discounts';
import { resolvePromotion, type ResolvedPromotion } from '../promotions/resolve';
import { cardVipDiscount } from '../loyalty/cards/vip';
import { resolveCouponVoucher, type CouponVoucher } from '../loyalty/coupons/voucher';
import { codAllowedFor, deliveryTypesFor, shippingFee } from './delivery-rules';
import { isNft, loadLines, type LoadedLines } from './lines';
import { assertOrderingOpen } from './online-order';
import { priceOrder } from './pricing';

/** The VIP discount (spec §5 pricing): members with the permission tag VIP get 5 % off the goods. */
export const VIP_DISCOUNT_BP = 500;
export const VIP_TAG = 'VIP';

type Buyer = Pick<SessionMember, 'id' | 'permiTagValues'>;

/** An order checked and priced, nothing reserved: what checkOrder shows and createOrder then stores. */
export type Quote = LoadedLines & {
  price: PriceBreakdown;
  /** The delivery type priced (its shipping fee is in `price`), null when none was chosen. */
  deliveryType: DeliveryType | null;
  promo: ResolvedPromotion | null;
  coupon: CouponVoucher | null;
};

/**
 * Checks the lines and prices them (spec §5, DESIGN §5): the seller's discount items, the VIP discount (the
 * VIP tag, or the best tier of the buyer's membership cards of this seller's merchant), one voucher (a
 * promotion code, resolve.ts answering its own codes, or one of the buyer's coupons; both together 4703) and
 * the shipping fee of the delivery type (when chosen). Pricing refusals: the goods under the minimum (4604), a
 * voucher covering none of the lines (1013).
 */
export async function quoteOrder(
  db: Db,
  buyer: Buyer,
  form: CheckOrderForm,
  now: Date,
  { defaultDelivery = false } = {},
): Promise<Quote> {
  const loaded = await loadLines(db, buyer.id, form.lines, form.currency, now);
  // Step 1 preselects the first delivery type the lines allow, so its price includes that type's fee from the
  // first answer: the total shown never grows when the buyer moves on.
  const deliveryType = form.deliveryType ?? (defaultDelivery ? deliveryTypesFor(loaded.lines)[0]! : null);
  if (form.promoCode && form.couponId) fail('ONE_VOUCHER_PER_ORDER', 'one_voucher_per_order');
  const coupon = form.couponId
    ? await resolveCouponVoucher(db, {
        couponId: form.couponId,
        memberId: buyer.id,
        sellerId: loaded.sellerId,
        now,
      })
    : null;
  const tagVip = buyer.permiTagValues.includes(VIP_TAG) ? VIP_DISCOUNT_BP : 0;
  const cardVip = await cardVipDiscount(db, buyer.id, loaded.sellerId, now);
  const vip = cardVip && cardVip.bp > tagVip ? cardVip : { bp: tagVip, label: null };
  const promo = form.promoCode
    ? await resolvePromotion(db, { code: form.promoCode, memberId: buyer.id, sellerId: loaded.sellerId, now })
    : null;
  const shipping = deliveryType ? await shippingFee(db, deliveryType, loaded.lines) : 0n;
  const priced = priceOrder({
    currency: form.currency,
    lines: loaded.lines.map((l) => ({
      productId: l.item.id,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
    })),
    discounts: await sellerDiscounts(db, loaded.sellerId, now),
    vipPercentBp: vip.bp,
    vipLabel: vip.label,
    promo: promo?.rule ?? null,
    coupon: coupon?.rule ?? null,
    // Fees are HK cents; only NFTs are sold for coins, and they travel on chain (NONE) at no fee.
    shipping: form.currency === 'HKD' ? shipping : 0n,
  });
  if (!priced.ok) {
    if (priced.reason === 'BELOW_MINIMUM') fail('ORDER_BELOW_MINIMUM', 'order_below_minimum');
    if (priced.reason === 'ONE_VOUCHER') fail('ONE_VOUCHER_PER_ORDER', 'one_voucher_per_order');
    fail('CANCELLED_OR_NOT_VALID', coupon ? 'coupon_not_for_products' : 'promo_not_for_products');
  }
  return { ...loaded, price: priced.price, deliveryType, promo, coupon };
}

/** The quote's lines as the API shows them before the order exists (no id yet, nothing fulfilled). */
export function previewLines(quote: Quote): OrderLine[] {
  return quote.lines.map((l, i) => ({
    id: '',
    productId: l.item.id,
    name: l.item.name,
    image: l.item.displayImage,
    kind: l.item.sourceType,
    quantity: l.quantity,
    unitPrice: quote.price.perLine[i]!.unitPrice,
    discount: quote.price.perLine[i]!.discount,
    total: quote.price.perLine[i]!.total,
    spec: l.spec,
    blockchain: isNft(l.item) ? l.item.blockchain : null,
    contractAddress: isNft(l.item) ? l.item.contractAddress : null,
    contractType: isNft(l.item) ? l.item.contractType : null,
    tokenId: isNft(l.item) ? l.item.tokenId : null,
    fulfilment: 'UNFULFILLED',
    trackingNumber: null,
  }));
}

/**
 * checkOrder (spec §2 checkout step 1): the same checks (ordering hours included) and pricing as createOrder
 * with nothing reserved, plus what the next step may offer: the delivery types for these lines, cash on
 * delivery, the currencies.
 */
export async function checkOrder(
  deps: Pick<Deps, 'db' | 'now'>,
  buyer: Buyer,
  form: CheckOrderForm,
): Promise<OrderCheck> {
  const now = deps.now();
  await assertOrderingOpen(deps.db, form.mcId, now);
  const quote = await quoteOrder(deps.db, buyer, form, now, { defaultDelivery: true });
  return {
    sellerId: quote.sellerId,
    lines: previewLines(quote),
    price: quote.price,
    deliveryTypes: deliveryTypesFor(quote.lines),
    deliveryType: quote.deliveryType!,
    codAllowed: codAllowedFor(quote.lines),
    currencies: quote.currencies,
  };
}

/** applyPromotionCode (spec §7): the price with the code, or the code's own refusal. */
export async function applyPromotionCode(
  deps: Pick<Deps, 'db' | 'now'>,
  buyer: Buyer,
  form: CheckOrderForm,
): Promise<PriceBreakdown> {
  if (!form.promoCode)
    fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'promoCode', message: 'required' }]);
  return (await quoteOrder(deps.db, buyer, form, deps.now())).price;
}
