import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, transition, waitFor } from 'xstate';
import type { Order, PriceBreakdown } from '@schemas/orders';
import { paymentMachine } from '@machines/checkout-payment.machine';
import {
  partProblem,
  type PaymentContext,
  type PaymentInput,
  type PaymentMethodOption,
  type PaymentStarted,
} from '@machines/checkout.types';
import { reachableStates, unreachedStates } from '../support/machine-paths';

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
const order = (o: Partial<Order> = {}): Order =>
  ({
    id: ORDER,
    status: 'NEW',
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
    price: price('195000'),
    paidAmount: '0',
    ...o,
  }) as Order;
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
const methods: PaymentMethodOption[] = [
  { method: 'SANDBOX_CARD', available: true, code: null, minimum: '780', currencies: ['HKD'] },
  {
    method: 'CRYPTO',
    available: true,
    code: null,
    minimum: '10000000000000000',
    currencies: ['ETH', 'MATIC'],
  },
];

const resume = { type: 'checkout.resume', orderId: ORDER, wallet: 'METAMASK', code: null } as const;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, code?: number) =>
  ({ type: `xstate.error.actor.${id}`, error: code ? { code } : new Error('x') }) as never;

const EMPTY = getInitialSnapshot(paymentMachine).context;
const at = (value: string, ctx: Partial<PaymentContext> = {}) =>
  paymentMachine.resolveState({ value, context: { ...EMPTY, ...ctx } });
const paying = (ctx: Partial<PaymentContext> = {}) =>
  at('paying', {
    order: order(),
    methods,
    method: 'SANDBOX_CARD',
    termsAccepted: true,
    privacyAccepted: true,
    ...ctx,
  });

describe('payment machine (step 2: method, part or all, pay)', () => {
  const events = [
    resume,
    done('loadOrder', { order: order(), methods }),
    done('loadOrder', { order: order({ status: 'FULLPAID' }), methods }),
    done('loadOrder', { order: order({ expiresAt: new Date(0).toISOString() }), methods }),
    failed('loadOrder', 503),
    { type: 'checkout.retry' },
    { type: 'checkout.method', method: 'CRYPTO' },
    { type: 'checkout.terms', accepted: true },
    { type: 'checkout.privacy', accepted: true },
    { type: 'checkout.pay' },
    { type: 'checkout.source', source: 'OWN' },
    { type: 'checkout.confirm' },
    { type: 'checkout.dismiss' },
    done('createPayment', card),
    done('createPayment', crypto()),
    done('sendTransaction', '0xhash'),
    done('submitCryptoPayment', {}),
  ] as never[];

  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(unreachedStates(paymentMachine, events)).toEqual([]);
  });

  it('the shortest way: load, choose, accept and pay', () => {
    const paths = reachableStates(paymentMachine, events);
    expect(paths.get('redirecting')?.filter((e) => e !== 'xstate.init')).toEqual([
      'checkout.resume',
      'xstate.done.actor.loadOrder',
      'checkout.method',
      'checkout.terms',
      'checkout.privacy',
      'checkout.pay',
      'xstate.done.actor.createPayment',
    ]);
  });

  it('resume loads the order: payable → paying, expired → expired (1006), paid → settled, error → retry', () => {
    const [loading] = transition(paymentMachine, getInitialSnapshot(paymentMachine), resume);
    expect(loading.value).toBe('loadingOrder');
    expect(loading.context.source).toBe('BROWSER');
    const [p] = transition(paymentMachine, loading, done('loadOrder', { order: order(), methods }));
    expect(p.value).toBe('paying');
    expect(p.context.method).toBeNull();
    const one = [methods[0]!, { ...methods[1]!, available: false, code: 4605 }];
    expect(
      transition(paymentMachine, loading, done('loadOrder', { order: order(), methods: one }))[0].context
        .method,
    ).toBe('SANDBOX_CARD');
    const old = order({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const [expired] = transition(paymentMachine, loading, done('loadOrder', { order: old, methods }));
    expect(expired.value).toBe('expired');
    expect(expired.context.code).toBe(1006);
    const cancelled = order({ status: 'CANCELLED' });
    expect(
      transition(paymentMachine, loading, done('loadOrder', { order: cancelled, methods }))[0].value,
    ).toBe('expired');
    const paid = order({ status: 'FULLPAID' });
    expect(transition(paymentMachine, loading, done('loadOrder', { order: paid, methods }))[0].value).toBe(
      'settled',
    );
    const [loadFailed] = transition(paymentMachine, loading, failed('loadOrder', 503));
    expect(loadFailed.value).toBe('loadFailed');
    expect(transition(paymentMachine, loadFailed, { type: 'checkout.retry' })[0].value).toBe('loadingOrder');
  });

  it('back from a declined card (1004) or an expired card (1009) the payment step shows the code and pays again', () => {
    for (const code of [1004, 1009]) {
      const [loading] = transition(paymentMachine, getInitialSnapshot(paymentMachine), { ...resume, code });
      const [p] = transition(paymentMachine, loading, done('loadOrder', { order: order(), methods }));
      expect(p.context).toMatchObject({ code, failedAt: 'pay' });
      const ready = transition(paymentMachine, p, { type: 'checkout.method', method: 'SANDBOX_CARD' })[0];
      const t = transition(paymentMachine, ready, { type: 'checkout.terms', accepted: true })[0];
      const pr = transition(paymentMachine, t, { type: 'checkout.privacy', accepted: true })[0];
      const [starting] = transition(paymentMachine, pr, { type: 'checkout.pay' });
      expect(starting.value).toBe('startingPayment');
      expect(starting.context.code).toBeNull();
    }
  });

  it('pay needs a usable method and both the terms and the privacy policy accepted', () => {
    expect(
      transition(paymentMachine, paying({ termsAccepted: false }), { type: 'checkout.pay' })[0].value,
    ).toBe('paying');
    expect(
      transition(paymentMachine, paying({ privacyAccepted: false }), { type: 'checkout.pay' })[0].value,
    ).toBe('paying');
    expect(transition(paymentMachine, paying({ method: null }), { type: 'checkout.pay' })[0].value).toBe(
      'paying',
    );
    const off = [{ ...methods[0]!, available: false, code: 4605 }];
    expect(transition(paymentMachine, paying({ methods: off }), { type: 'checkout.pay' })[0].value).toBe(
      'paying',
    );
    expect(transition(paymentMachine, paying(), { type: 'checkout.pay' })[0].value).toBe('startingPayment');
  });

  it('paying from the marketplace wallet is confirmed first: dismissed, nothing starts; confirmed, it starts', () => {
    const own = paying({
      method: 'CRYPTO',
      source: 'OWN',
      methods: methods.map((m) => ({ ...m, available: true })),
    });
    const [asked] = transition(paymentMachine, own, { type: 'checkout.pay' });
    expect(asked.value).toBe('confirmingOwnWallet');
    expect(asked.hasTag('confirming')).toBe(true);
    expect(transition(paymentMachine, asked, { type: 'checkout.dismiss' })[0].value).toBe('paying');
    expect(transition(paymentMachine, asked, { type: 'checkout.confirm' })[0].value).toBe('startingPayment');
    // A browser wallet asks in the wallet itself; a card on the card page.
    const browser = paying({ ...own.context, source: 'BROWSER' });
    expect(transition(paymentMachine, browser, { type: 'checkout.pay' })[0].value).toBe('startingPayment');
  });

  it('the wallet is chosen under crypto: the marketplace wallet pays from our side, a browser wallet is named', () => {
    const [noWallet] = transition(paymentMachine, getInitialSnapshot(paymentMachine), {
      ...resume,
      wallet: null,
    });
    // Nothing asked before the payment step: without a choice, crypto pays from the marketplace wallet.
    expect(noWallet.context).toMatchObject({ source: 'OWN', wallet: null });
    const choosing = paying({ method: 'CRYPTO' });
    const [okx] = transition(paymentMachine, choosing, {
      type: 'checkout.source',
      source: 'BROWSER',
      wallet: 'OKX',
    });
    expect(okx.context).toMatchObject({ source: 'BROWSER', wallet: 'OKX' });
    const [own] = transition(paymentMachine, okx, { type: 'checkout.source', source: 'OWN' });
    expect(own.context).toMatchObject({ source: 'OWN', wallet: 'CUSTODIAL' });
    // The transaction is sent from the wallet chosen.
    const sending = at('startingPayment', okx.context);
    const [, actions] = transition(paymentMachine, sending, done('createPayment', crypto()));
    const invoke = actions.find((a) => a.type === 'xstate.spawnChild') as unknown as {
      params: { input: { wallet: string } };
    };
    expect(invoke.params.input.wallet).toBe('OKX');
  });

  it('a card payment redirects to the card page; a custodial crypto payment awaits; a browser one sends first', () => {
    const starting = at('startingPayment', { order: order(), method: 'SANDBOX_CARD' });
    const [redirect, actions] = transition(paymentMachine, starting, done('createPayment', card));
    expect(redirect.value).toBe('redirecting');
    expect(actions.map((a) => a.type)).toContain('redirect');
    const [own, ownActions] = transition(paymentMachine, starting, done('createPayment', crypto('0xsent')));
    expect(own.value).toBe('awaiting');
    expect(ownActions.map((a) => a.type)).toContain('awaitPayment');
    const browser = at('startingPayment', { order: order(), method: 'CRYPTO', source: 'BROWSER' });
    const [sending] = transition(paymentMachine, browser, done('createPayment', crypto()));
    expect(sending.value).toBe('sendingTransaction');
    const [submitting] = transition(paymentMachine, sending, done('sendTransaction', '0xhash'));
    expect(submitting.value).toBe('submittingTransaction');
    expect(submitting.context.txHash).toBe('0xhash');
    expect(transition(paymentMachine, submitting, done('submitCryptoPayment', {}))[0].value).toBe('awaiting');
  });

  it('a rejected wallet or refused payment goes back to paying with the code; 1006 ends in expired', () => {
    const sending = at('sendingTransaction', { order: order(), payment: crypto(), source: 'BROWSER' });
    const [rejected] = transition(paymentMachine, sending, failed('sendTransaction', 4001));
    expect(rejected.value).toBe('paying');
    expect(rejected.context).toMatchObject({ code: 4001, failedAt: 'pay' });
    const starting = at('startingPayment', { order: order(), method: 'SANDBOX_CARD' });
    expect(transition(paymentMachine, starting, failed('createPayment', 4605))[0].context.code).toBe(4605);
    const [expired] = transition(paymentMachine, starting, failed('createPayment', 1006));
    expect(expired.value).toBe('expired');
    const submitting = at('submittingTransaction', { order: order(), payment: crypto(), txHash: '0x1' });
    expect(transition(paymentMachine, submitting, failed('submitCryptoPayment', 1006))[0].value).toBe(
      'expired',
    );
    expect(transition(paymentMachine, submitting, failed('submitCryptoPayment', 4607))[0].value).toBe(
      'paying',
    );
  });

  it('the countdown reaching zero ends the payment step in expired', () => {
    const [expired] = transition(paymentMachine, paying(), { type: 'checkout.expire' });
    expect(expired.value).toBe('expired');
    expect(expired.context.code).toBe(1006);
  });

  it('pay part now: a part between the method minimum and what is left is sent as the amount', () => {
    const deposit = order({ status: 'DEPOSITDPAID', paidAmount: '95000' });
    const base = { order: deposit, methods, method: 'SANDBOX_CARD' as const };
    expect(partProblem({ ...base, part: null })).toBeNull();
    expect(partProblem({ ...base, part: '' })).toBe('format');
    expect(partProblem({ ...base, part: '0' })).toBe('format');
    expect(partProblem({ ...base, part: '779' })).toBe('minimum');
    expect(partProblem({ ...base, part: '100001' })).toBe('rest');
    expect(partProblem({ ...base, part: '100000' })).toBeNull();
    expect(partProblem({ ...base, method: 'CRYPTO', part: '779' })).toBe('minimum');
    const [p] = transition(paymentMachine, paying({ order: deposit }), {
      type: 'checkout.part',
      amount: '779',
    });
    expect(p.context.part).toBe('779');
    expect(transition(paymentMachine, p, { type: 'checkout.pay' })[0].value).toBe('paying');
    const [ok] = transition(paymentMachine, p, { type: 'checkout.part', amount: '30000' });
    const [starting] = transition(paymentMachine, ok, { type: 'checkout.pay' });
    expect(starting.value).toBe('startingPayment');
    const [all] = transition(paymentMachine, ok, { type: 'checkout.part', amount: null });
    expect(transition(paymentMachine, all, { type: 'checkout.pay' })[0].value).toBe('startingPayment');
  });

  it('a deposit-paid order loads into paying for the rest; the part and the method reach createPayment', async () => {
    const [loading] = transition(paymentMachine, getInitialSnapshot(paymentMachine), resume);
    const deposit = order({ status: 'DEPOSITDPAID', paidAmount: '58500', expiresAt: null });
    const [p] = transition(paymentMachine, loading, done('loadOrder', { order: deposit, methods }));
    expect(p.value).toBe('paying');
    expect(p.context.part).toBeNull();
    const paid: PaymentInput[] = [];
    const actor = createActor(
      paymentMachine.provide({
        actors: {
          loadOrder: fromPromise(async () => ({ order: order(), methods })),
          createPayment: fromPromise<PaymentStarted, PaymentInput>(async ({ input }) => {
            paid.push(input);
            return card;
          }),
        },
      }),
    ).start();
    actor.send({ ...resume, wallet: 'CUSTODIAL' });
    await waitFor(actor, (s) => s.matches('paying'));
    actor.send({ type: 'checkout.method', method: 'SANDBOX_CARD' });
    actor.send({ type: 'checkout.terms', accepted: true });
    actor.send({ type: 'checkout.privacy', accepted: true });
    actor.send({ type: 'checkout.part', amount: '58500' });
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(paid).toEqual([{ orderId: ORDER, method: 'SANDBOX_CARD', source: 'OWN', amount: '58500' }]);
  });

  it('runs the provided effects: loads the order, pays with the method, then the card page', async () => {
    const paid: PaymentInput[] = [];
    let redirected = 0;
    const payer = createActor(
      paymentMachine.provide({
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
