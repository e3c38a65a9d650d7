import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, transition, waitFor } from 'xstate';
import type { Order, OrderCheck, PriceBreakdown } from '@schemas/orders';
import { checkoutMachine } from '@machines/checkout.machine';
import {
  CHECKOUT_DEFAULT_CODE,
  type CheckInput,
  type CheckoutContext,
  type CreateInput,
} from '@machines/checkout.types';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const PRODUCT = '5f0c4a36-8f43-4d38-9a59-3f0b8a0d2c11';
const ORDER = '7a0c4a36-8f43-4d38-9a59-3f0b8a0d2c22';
const price = (total: string, promotionCode: string | null = null): PriceBreakdown => ({
  currency: 'HKD',
  itemPrice: total,
  discount: '0',
  vipDiscount: '0',
  promotionDiscount: '0',
  promotionCode,
  additional: '0',
  shippingCost: '0',
  totalAmount: total,
  lines: [{ kind: 'TOTAL', amount: total, detail: null }],
  perLine: [],
});
/** A check's answer: the types the lines allow and the one priced (the one asked for, else the first). */
const check = (types: OrderCheck['deliveryTypes'] = ['NONE'], priced = types[0]!): OrderCheck => ({
  sellerId: 's1',
  lines: [],
  price: price('195000'),
  deliveryTypes: types,
  deliveryType: priced,
  codAllowed: false,
  currencies: ['HKD', 'ETH'],
});
const order = (o: Partial<Order> = {}): Order =>
  ({ id: ORDER, status: 'NEW', expiresAt: new Date(Date.now() + 60_000).toISOString(), ...o }) as Order;
const start = {
  type: 'checkout.start' as const,
  lines: [{ productId: PRODUCT, quantity: 1, spec: {} }],
  currency: 'HKD' as const,
  wallet: 'CUSTODIAL' as const,
  requestKey: 'key_12345678',
};
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, code?: number) =>
  ({ type: `xstate.error.actor.${id}`, error: code ? { code } : new Error('x') }) as never;

const EMPTY = getInitialSnapshot(checkoutMachine).context;
const at = (value: string, ctx: Partial<CheckoutContext> = {}) =>
  checkoutMachine.resolveState({
    value,
    context: {
      ...EMPTY,
      request: { lines: start.lines, currency: 'HKD', wallet: 'CUSTODIAL', requestKey: start.requestKey },
      ...ctx,
    },
  });

describe('checkout machine (step 1: check and submit)', () => {
  const events = [
    start,
    done('checkOrder', check()),
    failed('checkOrder', 1050),
    { type: 'checkout.retry' },
    { type: 'checkout.promo.apply', code: 'SAVE10' },
    done('applyPromotionCode', price('100', 'SAVE10')),
    { type: 'checkout.coupon.choose', couponId: 'c1' },
    done('applyCoupon', check()),
    { type: 'checkout.submit', fields: {} },
    done('createOrder', order()),
  ] as never[];

  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(unreachedStates(checkoutMachine, events)).toEqual([]);
  });

  it('the shortest way: check then submit', () => {
    const paths = reachableStates(checkoutMachine, events);
    expect(paths.get('ordered')?.filter((e) => e !== 'xstate.init')).toEqual([
      'checkout.start',
      'xstate.done.actor.checkOrder',
      'checkout.submit',
      'xstate.done.actor.createOrder',
    ]);
  });

  it('start checks the order with the lines; an empty cart does not start', () => {
    const [checking] = transition(checkoutMachine, getInitialSnapshot(checkoutMachine), start);
    expect(checking.value).toBe('checking');
    expect(checking.hasTag('busy')).toBe(true);
    expect(checking.context.request?.requestKey).toBe('key_12345678');
    const [idle] = transition(checkoutMachine, getInitialSnapshot(checkoutMachine), { ...start, lines: [] });
    expect(idle.value).toBe('idle');
  });

  it('a checked order takes the delivery type its price includes; a refusal (1050, 4000, 4602…) keeps its code', () => {
    const [editing] = transition(checkoutMachine, at('checking'), done('checkOrder', check(['DLV', 'BRH'])));
    expect(editing.value).toBe('editing');
    expect(editing.context.deliveryType).toBe('DLV');
    // The type shown is always the one priced, never a choice the answer did not include.
    const branch = at('checking', { deliveryType: 'BRH' });
    const [priced] = transition(checkoutMachine, branch, done('checkOrder', check(['DLV', 'BRH'], 'BRH')));
    expect(priced.context.deliveryType).toBe('BRH');
    for (const code of [1050, 4000, 4602, 4603, 4604]) {
      const [refused] = transition(checkoutMachine, at('checking'), failed('checkOrder', code));
      expect(refused.value).toBe('refused');
      expect(refused.context).toMatchObject({ code, failedAt: 'check' });
      const [again] = transition(checkoutMachine, refused, { type: 'checkout.retry' });
      expect(again.value).toBe('checking');
      expect(again.context.code).toBeNull();
    }
    const [noAnswer] = transition(checkoutMachine, at('checking'), failed('checkOrder'));
    expect(noAnswer.context.code).toBe(CHECKOUT_DEFAULT_CODE);
  });

  it('a new delivery type or currency checks the price again', () => {
    const editing = at('editing', { check: check(['DLV', 'BRH']), deliveryType: 'DLV' });
    const [d] = transition(checkoutMachine, editing, { type: 'checkout.delivery', deliveryType: 'BRH' });
    expect(d.value).toBe('checking');
    expect(d.context.deliveryType).toBe('BRH');
    const [c] = transition(checkoutMachine, editing, { type: 'checkout.currency', currency: 'ETH' });
    expect(c.context.request?.currency).toBe('ETH');
  });

  it('a promotion code is applied, refused with its code (1013, 8102, 8105, 8106, 8201, 404) or removed', () => {
    const editing = at('editing', { check: check(), deliveryType: 'NONE' });
    const [empty] = transition(checkoutMachine, editing, { type: 'checkout.promo.apply', code: '  ' });
    expect(empty.value).toBe('editing');
    const [applying] = transition(checkoutMachine, editing, { type: 'checkout.promo.apply', code: 'save10' });
    expect(applying.value).toBe('applyingPromo');
    const [applied] = transition(
      checkoutMachine,
      applying,
      done('applyPromotionCode', price('100', 'SAVE10')),
    );
    expect(applied.value).toBe('editing');
    expect(applied.context).toMatchObject({ promoCode: 'SAVE10', promoError: null });
    expect(applied.context.promoPrice?.totalAmount).toBe('100');
    for (const code of [1013, 8102, 8105, 8106, 8201, 404]) {
      const [refused] = transition(checkoutMachine, applying, failed('applyPromotionCode', code));
      expect(refused.value).toBe('editing');
      expect(refused.context).toMatchObject({ promoError: code, promoCode: '' });
    }
    const [removed] = transition(checkoutMachine, applied, { type: 'checkout.promo.remove' });
    expect(removed.value).toBe('checking');
    expect(removed.context).toMatchObject({ promoCode: '', promoPrice: null });
  });

  it('a coupon is priced by a fresh check and replaces a promotion code; a refusal keeps the order as it was', () => {
    const editing = at('editing', { check: check(), deliveryType: 'NONE', promoCode: 'SAVE10' });
    const [applying] = transition(checkoutMachine, editing, {
      type: 'checkout.coupon.choose',
      couponId: 'c1',
    });
    expect(applying.value).toBe('applyingCoupon');
    expect(applying.hasTag('busy')).toBe(true);
    const withCoupon = {
      ...check(),
      price: { ...price('185000'), coupon: 'HK$10 off', couponDiscount: '1000' },
    };
    const [applied] = transition(checkoutMachine, applying, done('applyCoupon', withCoupon));
    expect(applied.context).toMatchObject({
      couponId: 'c1',
      promoCode: '',
      promoPrice: null,
      couponError: null,
    });
    expect(applied.context.check?.price.totalAmount).toBe('185000');
    for (const code of [404, 1013, 4702, 8102]) {
      const [refused] = transition(checkoutMachine, applying, failed('applyCoupon', code));
      expect(refused.value).toBe('editing');
      expect(refused.context).toMatchObject({ couponError: code, couponId: '', promoCode: 'SAVE10' });
    }
    const [removed] = transition(checkoutMachine, applied, { type: 'checkout.coupon.choose', couponId: '' });
    expect(removed.value).toBe('checking');
    expect(removed.context.couponId).toBe('');
    const [promo] = transition(checkoutMachine, applied, { type: 'checkout.promo.apply', code: 'save10' });
    const [promoApplied] = transition(
      checkoutMachine,
      promo,
      done('applyPromotionCode', price('100', 'SAVE10')),
    );
    expect(promoApplied.context).toMatchObject({ couponId: '', promoCode: 'SAVE10' });
  });

  it('submit creates the order with the requestKey; a refusal goes back to the form with its code', () => {
    const editing = at('editing', { check: check(), deliveryType: 'NONE', promoCode: 'SAVE10' });
    const [submitting] = transition(checkoutMachine, editing, {
      type: 'checkout.submit',
      fields: { buyerName: 'Ada' },
    });
    expect(submitting.value).toBe('submitting');
    expect(submitting.hasTag('busy')).toBe(true);
    const [back] = transition(checkoutMachine, submitting, failed('createOrder', 4602));
    expect(back.value).toBe('editing');
    expect(back.context).toMatchObject({ code: 4602, failedAt: 'submit', issues: [] });
    // A refusal of fields (4200) keeps them, for the form to mark.
    const refusal = {
      type: 'xstate.error.actor.createOrder',
      error: { code: 4200, data: [{ path: 'receiverPhone', message: 'phone_format' }] },
    } as never;
    const [marked] = transition(checkoutMachine, submitting, refusal);
    expect(marked.context.issues).toEqual([{ path: 'receiverPhone', message: 'phone_format' }]);
    const [ordered] = transition(checkoutMachine, submitting, done('createOrder', order()));
    expect(ordered.value).toBe('ordered');
    expect(ordered.status).toBe('done');
  });

  it('runs the provided effects: one order per checkout (same requestKey)', async () => {
    const created: CreateInput[] = [];
    const checked: CheckInput[] = [];
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          checkOrder: fromPromise<OrderCheck, CheckInput>(async ({ input }) => {
            checked.push(input);
            return check(['DLV']);
          }),
          createOrder: fromPromise<Order, CreateInput>(async ({ input }) => {
            created.push(input);
            return order();
          }),
        },
      }),
    ).start();
    actor.send(start);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'checkout.submit', fields: { buyerName: 'Ada' } });
    actor.send({ type: 'checkout.submit', fields: { buyerName: 'Ada' } });
    await waitFor(actor, (s) => s.matches('ordered'));
    expect(checked[0]).toMatchObject({ currency: 'HKD', deliveryType: null, promoCode: '' });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      requestKey: 'key_12345678',
      deliveryType: 'DLV',
      fields: { buyerName: 'Ada' },
    });
  });
});
