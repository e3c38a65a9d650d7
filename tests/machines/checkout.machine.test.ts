import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, transition, waitFor } from 'xstate';
import type { Order, OrderCheck, PriceBreakdown } from '@schemas/orders';
import {
  CHECKOUT_DEFAULT_CODE,
  checkoutMachine,
  type CheckInput,
  type CheckoutContext,
  type CreateInput,
  type PaymentInput,
  type PaymentMethodOption,
  type PaymentStarted,
} from '@machines/checkout.machine';
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
const check = (types: OrderCheck['deliveryTypes'] = ['NONE']): OrderCheck => ({
  sellerId: 's1',
  lines: [],
  price: price('195000'),
  deliveryTypes: types,
  codAllowed: false,
  currencies: ['HKD', 'ETH'],
});
const order = (o: Partial<Order> = {}): Order =>
  ({ id: ORDER, status: 'NEW', expiresAt: new Date(Date.now() + 60_000).toISOString(), ...o }) as Order;
const card: PaymentStarted = {
  ref: 'pay_ref_1',
  method: 'SANDBOX_CARD',
  amount: '195000',
  currency: 'HKD',
  status: 'OPEN',
  redirectUrl: '#/sandboxCard?ref=pay_ref_1',
  crypto: null,
};
const crypto = (txHash: string | null = null): PaymentStarted => ({
  ...card,
  method: 'CRYPTO',
  currency: 'ETH',
  redirectUrl: null,
  crypto: { blockchain: 'ETHEREUM', chainId: 31337, to: '0xabc', valueWei: '1', from: null, txHash },
});
const methods = [
  { method: 'SANDBOX_CARD' as const, available: true, code: null },
  { method: 'CRYPTO' as const, available: true, code: null },
];

const start = {
  type: 'checkout.start' as const,
  lines: [{ productId: PRODUCT, quantity: 1, spec: {} }],
  currency: 'HKD' as const,
  wallet: 'CUSTODIAL' as const,
  requestKey: 'key_12345678',
};
const resume = { type: 'checkout.resume', orderId: ORDER, wallet: 'METAMASK', code: null } as const;
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
const paying = (ctx: Partial<CheckoutContext> = {}) =>
  at('paying', {
    order: order(),
    methods,
    method: 'SANDBOX_CARD',
    termsAccepted: true,
    privacyAccepted: true,
    ...ctx,
  });

describe('checkout machine', () => {
  const events = [
    start,
    resume,
    done('checkOrder', check()),
    failed('checkOrder', 1050),
    { type: 'checkout.retry' },
    { type: 'checkout.promo.apply', code: 'SAVE10' },
    done('applyPromotionCode', price('100', 'SAVE10')),
    { type: 'checkout.submit', fields: {} },
    done('createOrder', order()),
    done('loadOrder', { order: order(), methods }),
    done('loadOrder', { order: order({ status: 'FULLPAID' }), methods }),
    done('loadOrder', { order: order({ expiresAt: new Date(0).toISOString() }), methods }),
    failed('loadOrder', 503),
    { type: 'checkout.method', method: 'CRYPTO' },
    { type: 'checkout.terms', accepted: true },
    { type: 'checkout.privacy', accepted: true },
    { type: 'checkout.pay' },
    done('createPayment', card),
    done('createPayment', crypto()),
    done('sendTransaction', '0xhash'),
    done('submitCryptoPayment', {}),
  ] as never[];

  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(unreachedStates(checkoutMachine, events)).toEqual([]);
  });

  it('the shortest ways: step 1 checks then submits; payment loads, accepts and pays', () => {
    const paths = reachableStates(checkoutMachine, events);
    const steps = (s: string) => paths.get(s)?.filter((e) => e !== 'xstate.init');
    expect(steps('ordered')).toEqual([
      'checkout.start',
      'xstate.done.actor.checkOrder',
      'checkout.submit',
      'xstate.done.actor.createOrder',
    ]);
    expect(steps('redirecting')).toEqual([
      'checkout.resume',
      'xstate.done.actor.loadOrder',
      'checkout.method',
      'checkout.terms',
      'checkout.privacy',
      'checkout.pay',
      'xstate.done.actor.createPayment',
    ]);
  });

  it('start checks the order with the lines; an empty cart does not start', () => {
    const [checking] = transition(checkoutMachine, getInitialSnapshot(checkoutMachine), start);
    expect(checking.value).toBe('checking');
    expect(checking.hasTag('busy')).toBe(true);
    expect(checking.context.request?.requestKey).toBe('key_12345678');
    expect(checking.context.source).toBe('OWN');
    const [idle] = transition(checkoutMachine, getInitialSnapshot(checkoutMachine), { ...start, lines: [] });
    expect(idle.value).toBe('idle');
  });

  it('a checked order picks the first delivery type; a refusal (1050, 4000, 4602…) keeps its code', () => {
    const [editing] = transition(checkoutMachine, at('checking'), done('checkOrder', check(['DLV', 'BRH'])));
    expect(editing.value).toBe('editing');
    expect(editing.context.deliveryType).toBe('DLV');
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
    expect(back.context).toMatchObject({ code: 4602, failedAt: 'submit' });
    const [ordered] = transition(checkoutMachine, submitting, done('createOrder', order()));
    expect(ordered.value).toBe('ordered');
    expect(ordered.status).toBe('done');
  });

  it('resume loads the order: payable → paying, expired → expired (1006), paid → settled, error → retry', () => {
    const [loading] = transition(checkoutMachine, getInitialSnapshot(checkoutMachine), resume);
    expect(loading.value).toBe('loadingOrder');
    expect(loading.context.source).toBe('BROWSER');
    const [p] = transition(checkoutMachine, loading, done('loadOrder', { order: order(), methods }));
    expect(p.value).toBe('paying');
    expect(p.context.method).toBeNull();
    const one = [methods[0]!, { ...methods[1]!, available: false, code: 4605 }];
    expect(
      transition(checkoutMachine, loading, done('loadOrder', { order: order(), methods: one }))[0].context
        .method,
    ).toBe('SANDBOX_CARD');
    const old = order({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const [expired] = transition(checkoutMachine, loading, done('loadOrder', { order: old, methods }));
    expect(expired.value).toBe('expired');
    expect(expired.context.code).toBe(1006);
    const cancelled = order({ status: 'CANCELLED' });
    expect(
      transition(checkoutMachine, loading, done('loadOrder', { order: cancelled, methods }))[0].value,
    ).toBe('expired');
    const paid = order({ status: 'FULLPAID' });
    expect(transition(checkoutMachine, loading, done('loadOrder', { order: paid, methods }))[0].value).toBe(
      'settled',
    );
    const [loadFailed] = transition(checkoutMachine, loading, failed('loadOrder', 503));
    expect(loadFailed.value).toBe('loadFailed');
    expect(transition(checkoutMachine, loadFailed, { type: 'checkout.retry' })[0].value).toBe('loadingOrder');
  });

  it('back from a declined card (1004) or an expired card (1009) the payment step shows the code and pays again', () => {
    for (const code of [1004, 1009]) {
      const [loading] = transition(checkoutMachine, getInitialSnapshot(checkoutMachine), { ...resume, code });
      const [p] = transition(checkoutMachine, loading, done('loadOrder', { order: order(), methods }));
      expect(p.context).toMatchObject({ code, failedAt: 'pay' });
      const ready = transition(checkoutMachine, p, { type: 'checkout.method', method: 'SANDBOX_CARD' })[0];
      const t = transition(checkoutMachine, ready, { type: 'checkout.terms', accepted: true })[0];
      const pr = transition(checkoutMachine, t, { type: 'checkout.privacy', accepted: true })[0];
      const [starting] = transition(checkoutMachine, pr, { type: 'checkout.pay' });
      expect(starting.value).toBe('startingPayment');
      expect(starting.context.code).toBeNull();
    }
  });

  it('pay needs a usable method and both the terms and the privacy policy accepted', () => {
    expect(
      transition(checkoutMachine, paying({ termsAccepted: false }), { type: 'checkout.pay' })[0].value,
    ).toBe('paying');
    expect(
      transition(checkoutMachine, paying({ privacyAccepted: false }), { type: 'checkout.pay' })[0].value,
    ).toBe('paying');
    expect(transition(checkoutMachine, paying({ method: null }), { type: 'checkout.pay' })[0].value).toBe(
      'paying',
    );
    const off = [{ method: 'SANDBOX_CARD' as const, available: false, code: 4605 }];
    expect(transition(checkoutMachine, paying({ methods: off }), { type: 'checkout.pay' })[0].value).toBe(
      'paying',
    );
    expect(transition(checkoutMachine, paying(), { type: 'checkout.pay' })[0].value).toBe('startingPayment');
  });

  it('a card payment redirects to the card page; a custodial crypto payment awaits; a browser one sends first', () => {
    const starting = at('startingPayment', { order: order(), method: 'SANDBOX_CARD' });
    const [redirect, actions] = transition(checkoutMachine, starting, done('createPayment', card));
    expect(redirect.value).toBe('redirecting');
    expect(actions.map((a) => a.type)).toContain('redirect');
    const [own, ownActions] = transition(checkoutMachine, starting, done('createPayment', crypto('0xsent')));
    expect(own.value).toBe('awaiting');
    expect(ownActions.map((a) => a.type)).toContain('awaitPayment');
    const browser = at('startingPayment', { order: order(), method: 'CRYPTO', source: 'BROWSER' });
    const [sending] = transition(checkoutMachine, browser, done('createPayment', crypto()));
    expect(sending.value).toBe('sendingTransaction');
    const [submitting] = transition(checkoutMachine, sending, done('sendTransaction', '0xhash'));
    expect(submitting.value).toBe('submittingTransaction');
    expect(submitting.context.txHash).toBe('0xhash');
    expect(transition(checkoutMachine, submitting, done('submitCryptoPayment', {}))[0].value).toBe(
      'awaiting',
    );
  });

  it('a rejected wallet or refused payment goes back to paying with the code; 1006 ends in expired', () => {
    const sending = at('sendingTransaction', { order: order(), payment: crypto(), source: 'BROWSER' });
    const [rejected] = transition(checkoutMachine, sending, failed('sendTransaction', 4001));
    expect(rejected.value).toBe('paying');
    expect(rejected.context).toMatchObject({ code: 4001, failedAt: 'pay' });
    const starting = at('startingPayment', { order: order(), method: 'SANDBOX_CARD' });
    expect(transition(checkoutMachine, starting, failed('createPayment', 4605))[0].context.code).toBe(4605);
    const [expired] = transition(checkoutMachine, starting, failed('createPayment', 1006));
    expect(expired.value).toBe('expired');
    const submitting = at('submittingTransaction', { order: order(), payment: crypto(), txHash: '0x1' });
    expect(transition(checkoutMachine, submitting, failed('submitCryptoPayment', 1006))[0].value).toBe(
      'expired',
    );
    expect(transition(checkoutMachine, submitting, failed('submitCryptoPayment', 4607))[0].value).toBe(
      'paying',
    );
  });

  it('the countdown reaching zero ends the payment step in expired', () => {
    const [expired] = transition(checkoutMachine, paying(), { type: 'checkout.expire' });
    expect(expired.value).toBe('expired');
    expect(expired.context.code).toBe(1006);
  });

  it('runs the provided effects: one order per checkout (same requestKey), then the card page', async () => {
    const created: CreateInput[] = [];
    const checked: CheckInput[] = [];
    const paid: PaymentInput[] = [];
    let redirected = 0;
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

    const payer = createActor(
      checkoutMachine.provide({
        actors: {
          loadOrder: fromPromise<{ order: Order; methods: PaymentMethodOption[] }, { orderId: string }>(
            async () => ({
              order: order(),
              methods,
            }),
          ),
          createPayment: fromPromise<PaymentStarted, PaymentInput>(async ({ input }) => {
            paid.push(input);
            return card;
          }),
        },
        actions: { redirect: () => void redirected++ },
      }),
    ).start();
    payer.send({ ...resume, wallet: 'CUSTODIAL' });
    await waitFor(payer, (s) => s.matches('paying'));
    payer.send({ type: 'checkout.method', method: 'SANDBOX_CARD' });
    payer.send({ type: 'checkout.terms', accepted: true });
    payer.send({ type: 'checkout.privacy', accepted: true });
    payer.send({ type: 'checkout.pay' });
    await waitFor(payer, (s) => s.matches('redirecting'));
    expect(paid).toEqual([{ orderId: ORDER, method: 'SANDBOX_CARD', source: 'OWN' }]);
    expect(redirected).toBe(1);
  });
});
