import { describe, expect, it } from 'vitest';
import { priceOrder, type DiscountRule, type PricingInput } from '../../../../server/services/orders/pricing';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const base: PricingInput = {
  currency: 'HKD',
  lines: [
    { productId: A, quantity: 2, unitPrice: 10_000n },
    { productId: B, quantity: 1, unitPrice: 5_000n },
  ],
  discounts: [],
  vipPercentBp: 0,
  promo: null,
  shipping: 3_000n,
};
const rule = (r: Partial<DiscountRule>): DiscountRule => ({
  name: 'rule',
  isForAll: true,
  productIds: [],
  method: 'PERCENT',
  currency: 'HKD',
  value: 0n,
  percentBp: 0,
  ...r,
});
const priced = (input: PricingInput) => {
  const r = priceOrder(input);
  if (!r.ok) throw new Error(r.reason);
  return r.price;
};

describe('priceOrder', () => {
  it('adds goods and shipping with every line shown', () => {
    const p = priced(base);
    expect(p.itemPrice).toBe('25000');
    expect(p.totalAmount).toBe('28000');
    expect(p.lines.map((l) => l.kind)).toEqual(['ITEMS', 'SHIPPING', 'TOTAL']);
  });

  it('takes the highest discount item per line (FIXPRICE by unit against PERCENT)', () => {
    const p = priced({
      ...base,
      discounts: [
        rule({ name: '10%', percentBp: 1000 }),
        rule({ name: 'HK$15 off A', isForAll: false, productIds: [A], method: 'FIXPRICE', value: 1_500n }),
      ],
    });
    // A: max(1000, 1500) × 2 = 3000; B: 10% of 5000 = 500.
    expect(p.discount).toBe('3500');
    expect(p.perLine.map((l) => l.discount)).toEqual(['3000', '500']);
    expect(p.totalAmount).toBe(String(25_000 - 3_500 + 3_000));
  });

  it('applies VIP and one promotion code to the goods only, never below the floor', () => {
    const p = priced({
      ...base,
      vipPercentBp: 500,
      promo: {
        code: 'SAVE',
        isForAll: false,
        productIds: [B],
        method: 'PERCENT',
        currency: 'HKD',
        value: 0n,
        percentBp: 2000,
      },
    });
    expect(p.vipDiscount).toBe('1250');
    expect(p.promotionDiscount).toBe('1000');
    expect(p.totalAmount).toBe(String(25_000 - 1_250 - 1_000 + 3_000));
  });

  it('refuses a code that covers none of the lines (1013), or a fixed code in another currency', () => {
    const promo = {
      code: 'X',
      isForAll: false,
      productIds: ['33333333-3333-4333-8333-333333333333'],
      method: 'PERCENT' as const,
      currency: 'HKD' as const,
      value: 0n,
      percentBp: 100,
    };
    expect(priceOrder({ ...base, promo })).toEqual({ ok: false, reason: 'NOT_FOR_PRODUCTS' });
    const fixed = { ...promo, isForAll: true, method: 'FIXPRICE' as const, value: 100n };
    expect(
      priceOrder({
        ...base,
        currency: 'ETH',
        lines: [{ productId: A, quantity: 1, unitPrice: 10n ** 17n }],
        promo: fixed,
      }),
    ).toEqual({ ok: false, reason: 'NOT_FOR_PRODUCTS' });
  });

  it('lifts fiat goods under HK$10 to the minimum order charge, excluding delivery', () => {
    const p = priced({ ...base, lines: [{ productId: A, quantity: 1, unitPrice: 600n }], shipping: 0n });
    expect(p.additional).toBe('400');
    expect(p.totalAmount).toBe('1000');
  });

  it('holds a big code back so the goods stay at least 1; crypto goods under 0.01 are refused', () => {
    const promo = {
      code: 'BIG',
      isForAll: true,
      productIds: [],
      method: 'FIXPRICE' as const,
      currency: 'ETH' as const,
      value: 10n ** 18n,
      percentBp: 0,
    };
    const eth = priced({
      ...base,
      currency: 'ETH',
      shipping: 0n,
      lines: [{ productId: A, quantity: 1, unitPrice: 5n * 10n ** 16n }],
      promo,
    });
    expect(eth.totalAmount).toBe(String(10n ** 16n));
    expect(
      priceOrder({
        ...base,
        currency: 'ETH',
        shipping: 0n,
        lines: [{ productId: A, quantity: 1, unitPrice: 10n ** 15n }],
      }),
    ).toEqual({ ok: false, reason: 'BELOW_MINIMUM' });
  });
});
