import {
  MIN_ORDER_CHARGE_HKD_CENTS,
  MIN_ORDER_TOTAL,
  type OrderCurrency,
  type PriceBreakdown,
  type PriceLine,
} from '../../schemas/orders';

/** A line to price: the unit price in the order currency's minor unit. */
export type PricingLine = { productId: string; quantity: number; unitPrice: bigint };

/** Spec §3 discount item: FIXPRICE takes `value` off each unit (BYUNIT), PERCENT takes `percentBp` / 10 000. */
export type DiscountRule = {
  name: string;
  isForAll: boolean;
  productIds: readonly string[];
  method: 'FIXPRICE' | 'PERCENT';
  currency: OrderCurrency;
  value: bigint;
  percentBp: number;
};

/** A promotion code already found valid for its period and member; pricing decides which lines it covers. */
export type PromoRule = Omit<DiscountRule, 'name'> & { code: string };
/** A coupon already found usable by the buyer: a voucher like a code, named by its batch. */
export type CouponRule = Omit<DiscountRule, 'name'> & { label: string };

export type PricingInput = {
  currency: OrderCurrency;
  lines: readonly PricingLine[];
  discounts: readonly DiscountRule[];
  /** The buyer's VIP discount on the goods, in basis points (0 when not a VIP). */
  vipPercentBp: number;
  /** What gives the VIP discount (a membership card's tier), shown beside it. */
  vipLabel?: string | null;
  promo: PromoRule | null;
  /** The coupon used as the order's voucher; one voucher per order, so never with `promo`. */
  coupon?: CouponRule | null;
  shipping: bigint;
};

export type PricingResult =
  | { ok: true; price: PriceBreakdown }
  /**
   * NOT_FOR_PRODUCTS: the code or coupon covers none of the lines (1013); BELOW_MINIMUM: the goods cost under
   * 1; ONE_VOUCHER: a promotion code and a coupon together (one voucher per order, as Saleor rules).
   */
  | { ok: false; reason: 'NOT_FOR_PRODUCTS' | 'BELOW_MINIMUM' | 'ONE_VOUCHER' };

const applies = (rule: Omit<DiscountRule, 'name'>, productId: string, currency: OrderCurrency) =>
  (rule.isForAll || rule.productIds.includes(productId)) &&
  (rule.method === 'PERCENT' || rule.currency === currency);

const percentOf = (amount: bigint, bp: number) => (amount * BigInt(bp)) / 10_000n;
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

/** The discount one rule gives one unit, never more than the unit costs. */
function unitDiscount(rule: Omit<DiscountRule, 'name'>, unitPrice: bigint): bigint {
  const off = rule.method === 'FIXPRICE' ? rule.value : percentOf(unitPrice, rule.percentBp);
  return min(max(off, 0n), unitPrice);
}

/**
 * Prices an order so that the checkout can show every step (spec §3 Order, §5): each line's best discount
 * item (the highest wins), then the VIP discount and one voucher (a promotion code or a coupon) on the goods,
 * both held back so the
 * goods stay at least 1 (spec §5), then a fiat minimum order charge that lifts goods under HK$10 to it
 * (excluding delivery), then shipping. Integer minor units throughout; rounding always favours the buyer's
 * total being exact (discounts round down).
 */
export function priceOrder(input: PricingInput): PricingResult {
  const { currency } = input;
  if (input.promo && input.coupon) return { ok: false, reason: 'ONE_VOUCHER' };
  const perLine = input.lines.map((line) => {
    const best = input.discounts
      .filter((d) => applies(d, line.productId, currency))
      .map((d) => ({ name: d.name, off: unitDiscount(d, line.unitPrice) }))
      .reduce<{ name: string | null; off: bigint }>((a, b) => (b.off > a.off ? b : a), {
        name: null,
        off: 0n,
      });
    const gross = line.unitPrice * BigInt(line.quantity);
    const discount = best.off * BigInt(line.quantity);
    return { line, gross, discount, total: gross - discount, rule: best.name };
  });
  const itemPrice = perLine.reduce((s, l) => s + l.gross, 0n);
  const discount = perLine.reduce((s, l) => s + l.discount, 0n);
  const goods = itemPrice - discount;
  const floor = MIN_ORDER_TOTAL[currency];
  if (goods < floor && currency !== 'HKD') return { ok: false, reason: 'BELOW_MINIMUM' };

  // What the VIP discount and the code may take without the goods falling under the floor.
  let room = max(goods - floor, 0n);
  const vipDiscount = min(percentOf(goods, input.vipPercentBp), room);
  room -= vipDiscount;

  // The voucher: what it takes off the lines it covers, never more than they cost nor than the room left.
  const voucherOff = (rule: Omit<DiscountRule, 'name'>): bigint | null => {
    const covered = perLine.filter((l) => applies(rule, l.line.productId, currency));
    if (covered.length === 0) return null;
    const base = covered.reduce((s, l) => s + l.total, 0n);
    const off = rule.method === 'FIXPRICE' ? rule.value : percentOf(base, rule.percentBp);
    return min(min(max(off, 0n), base), room);
  };
  let promotionDiscount = 0n;
  if (input.promo) {
    const off = voucherOff(input.promo);
    if (off === null) return { ok: false, reason: 'NOT_FOR_PRODUCTS' };
    promotionDiscount = off;
  }
  let couponDiscount = 0n;
  if (input.coupon) {
    const off = voucherOff(input.coupon);
    if (off === null) return { ok: false, reason: 'NOT_FOR_PRODUCTS' };
    couponDiscount = off;
  }

  const afterDiscounts = goods - vipDiscount - promotionDiscount - couponDiscount;
  const minimumCharge =
    currency === 'HKD' && afterDiscounts < MIN_ORDER_CHARGE_HKD_CENTS
      ? MIN_ORDER_CHARGE_HKD_CENTS - afterDiscounts
      : 0n;
  const totalAmount = afterDiscounts + minimumCharge + input.shipping;

  const lines: PriceLine[] = [{ kind: 'ITEMS', amount: itemPrice.toString(), detail: null }];
  const add = (kind: PriceLine['kind'], amount: bigint, detail: string | null = null) => {
    if (amount > 0n) lines.push({ kind, amount: amount.toString(), detail });
  };
  const ruleNames = [...new Set(perLine.map((l) => l.rule).filter((n): n is string => n !== null))];
  add('DISCOUNT', discount, ruleNames.join(', ') || null);
  const vipRate = `${input.vipPercentBp / 100}%`;
  add('VIP_DISCOUNT', vipDiscount, input.vipLabel ? `${input.vipLabel} · ${vipRate}` : vipRate);
  add('PROMOTION', promotionDiscount, input.promo?.code ?? null);
  add('COUPON', couponDiscount, input.coupon?.label ?? null);
  add('MIN_ORDER_CHARGE', minimumCharge);
  add('SHIPPING', input.shipping);
  lines.push({ kind: 'TOTAL', amount: totalAmount.toString(), detail: null });

  return {
    ok: true,
    price: {
      currency,
      itemPrice: itemPrice.toString(),
      discount: discount.toString(),
      vipDiscount: vipDiscount.toString(),
      promotionDiscount: promotionDiscount.toString(),
      promotionCode: input.promo?.code ?? null,
      ...(input.coupon ? { couponDiscount: couponDiscount.toString(), coupon: input.coupon.label } : {}),
      additional: minimumCharge.toString(),
      shippingCost: input.shipping.toString(),
      totalAmount: totalAmount.toString(),
      lines,
      perLine: perLine.map((l) => ({
        unitPrice: l.line.unitPrice.toString(),
        discount: l.discount.toString(),
        total: l.total.toString(),
      })),
    },
  };
}

/**
 * The breakdown of an order sold at one fixed amount, with no discount, extra or shipping (a plan, an auction's
 * winning bid): its ITEMS line says what was sold (`detail`).
 */
export function fixedPrice(
  currency: OrderCurrency,
  amount: string,
  detail: string,
  perLine: PriceBreakdown['perLine'],
): PriceBreakdown {
  return {
    currency,
    itemPrice: amount,
    discount: '0',
    vipDiscount: '0',
    promotionDiscount: '0',
    promotionCode: null,
    additional: '0',
    shippingCost: '0',
    totalAmount: amount,
    lines: [
      { kind: 'ITEMS', amount, detail },
      { kind: 'TOTAL', amount, detail: null },
    ],
    perLine,
  };
}
