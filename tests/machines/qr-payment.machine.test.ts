import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, transition } from 'xstate';
import { QR_POLL_MS, qrPaymentMachine, type QrPaymentContext } from '@machines/qr-payment.machine';
import type { PaymentCheck } from '@schemas/payments';
import type { QrPayment } from '@schemas/payments-byon';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const ORDER = '5f0c4a36-8f43-4d38-9a59-3f0b8a0d2c11';
const qr = (status: QrPayment['status'], failureCode: number | null = null): QrPayment => ({
  ref: 'ref_aaaaaaaaaaaaaaaa',
  orderId: ORDER,
  qrPayload: 'http://127.0.0.1/#/byonx?ref=ref_aaaaaaaaaaaaaaaa&t=x',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  status,
  failureCode,
  amount: '2000',
  currency: 'HKD',
  sandbox: true,
});
const check = (status: PaymentCheck['status'], failureCode: number | null = null): PaymentCheck => ({
  ref: 'ref_aaaaaaaaaaaaaaaa',
  orderId: ORDER,
  status,
  refundedAmount: '0',
  failureCode,
  orderStatus: status === 'SUCCEEDED' ? 'FULLPAID' : 'NEW',
});
const loaded = (q: QrPayment) => ({ type: 'xstate.done.actor.loadQr', output: q }) as never;
const checked = (c: PaymentCheck) => ({ type: 'xstate.done.actor.checkPayment', output: c }) as never;
const lastChecked = (c: PaymentCheck) => ({ type: 'xstate.done.actor.lastCheck', output: c }) as never;
const tick = { type: 'xstate.after.poll.qrPayment.showing' } as never;
const expiredTick = { type: 'xstate.after.poll.qrPayment.expired' } as never;
const renewed = { type: 'xstate.done.actor.renew', output: { ref: 'ref_bbbbbbbbbbbbbbbb' } } as never;

const ctx: QrPaymentContext = { ref: 'ref_aaaaaaaaaaaaaaaa', qr: qr('OPEN'), code: null };
const at = (value: string, c: Partial<QrPaymentContext> = {}) =>
  qrPaymentMachine.resolveState({ value, context: { ...ctx, ...c } });

describe('qr-payment machine', () => {
  const events = [
    loaded(qr('OPEN')),
    loaded(qr('SUCCEEDED')),
    loaded(qr('EXPIRED', 1006)),
    loaded(qr('FAILED', 1013)),
    { type: 'xstate.error.actor.loadQr', error: { code: 404 } },
    tick,
    checked(check('OPEN')),
    checked(check('SUCCEEDED')),
    checked(check('FAILED', 1013)),
    checked(check('EXPIRED', 1006)),
    expiredTick,
    lastChecked(check('OPEN')),
    { type: 'qr.expire' },
    { type: 'qr.renew' },
    { type: 'qr.retry' },
    renewed,
    { type: 'xstate.error.actor.renew', error: { code: 1006 } },
  ] as never[];

  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(unreachedStates(qrPaymentMachine, events)).toEqual([]);
  });

  it('the shortest way to a payment is load, wait, check', () => {
    expect(reachableStates(qrPaymentMachine, events).get('paid')).toEqual([
      'xstate.init',
      'xstate.done.actor.loadQr',
    ]);
    const [showing] = transition(qrPaymentMachine, at('loading'), loaded(qr('OPEN')));
    expect(showing.value).toBe('showing');
    const [checking] = transition(qrPaymentMachine, showing, tick);
    expect(checking.value).toBe('checking');
    expect(transition(qrPaymentMachine, checking, checked(check('OPEN')))[0].value).toBe('showing');
    expect(transition(qrPaymentMachine, checking, checked(check('SUCCEEDED')))[0].value).toBe('paid');
  });

  it('an expired QR says 1006, still catches a late payment once, and a new QR loads the new ref', () => {
    const [expired] = transition(qrPaymentMachine, at('showing'), { type: 'qr.expire' });
    expect(expired).toMatchObject({ value: 'expired', context: { code: 1006 } });
    const [last] = transition(qrPaymentMachine, expired, expiredTick);
    expect(last.value).toBe('lastCheck');
    expect(transition(qrPaymentMachine, last, lastChecked(check('SUCCEEDED')))[0].value).toBe('paid');
    const [quiet] = transition(qrPaymentMachine, last, lastChecked(check('OPEN')));
    expect(quiet.value).toBe('expiredQuiet');
    const [renewing, effects] = transition(qrPaymentMachine, quiet, { type: 'qr.renew' });
    expect(renewing.value).toBe('renewing');
    expect(effects).toContainEqual(
      expect.objectContaining({
        type: 'xstate.spawnChild',
        params: expect.objectContaining({ src: 'renew' }),
      }),
    );
    const [again, actions] = transition(qrPaymentMachine, renewing, renewed);
    expect(again).toMatchObject({
      value: 'loading',
      context: { ref: 'ref_bbbbbbbbbbbbbbbb', qr: null, code: null },
    });
    expect(actions.map((a) => a.type)).toContain('renewed');
  });

  it('a refused payment shows 1013 and may be renewed; a failed check keeps polling', () => {
    const [failed] = transition(qrPaymentMachine, at('checking'), checked(check('FAILED', 1013)));
    expect(failed).toMatchObject({ value: 'failed', context: { code: 1013 } });
    expect(failed.can({ type: 'qr.renew' })).toBe(true);
    const lost = { type: 'xstate.error.actor.checkPayment', error: { code: 1005 } } as never;
    expect(transition(qrPaymentMachine, at('checking'), lost)[0].value).toBe('showing');
  });

  it('polls every QR_POLL_MS with real actors until paid, then runs `paid` once', async () => {
    const clock = new SimulatedClock();
    const answers = [check('OPEN'), check('SUCCEEDED')];
    let paid = 0;
    const actor = createActor(
      qrPaymentMachine.provide({
        actors: {
          loadQr: fromPromise(async () => qr('OPEN')),
          checkPayment: fromPromise(async () => answers.shift()!),
        },
        actions: { paid: () => void paid++ },
      }),
      { input: { ref: 'ref_aaaaaaaaaaaaaaaa' }, clock },
    ).start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    await settle();
    expect(actor.getSnapshot().value).toBe('showing');
    clock.increment(QR_POLL_MS);
    await settle();
    expect(actor.getSnapshot().value).toBe('showing');
    clock.increment(QR_POLL_MS);
    await settle();
    expect(actor.getSnapshot().value).toBe('paid');
    expect(paid).toBe(1);
  });
});
