import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, transition, waitFor } from 'xstate';
import { awaitPaymentResult, type AwaitResultInput } from '@machines/payment-result.machine';
import { QR_POLL_MS, qrPaymentMachine, type QrPaymentContext } from '@machines/qr-payment.machine';
import type { PaymentCheck } from '@schemas/payments';
import type { QrPayment } from '@schemas/payments-byon';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const ORDER = '5f0c4a36-8f43-4d38-9a59-3f0b8a0d2c11';
const REF = 'ref_aaaaaaaaaaaaaaaa';
const qr = (status: QrPayment['status'], failureCode: number | null = null): QrPayment => ({
  ref: REF,
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
  ref: REF,
  orderId: ORDER,
  status,
  refundedAmount: '0',
  failureCode,
  orderStatus: status === 'SUCCEEDED' ? 'FULLPAID' : 'NEW',
});
const loaded = (q: QrPayment) => ({ type: 'xstate.done.actor.loadQr', output: q }) as never;
/** The wait while the QR is shown ended with this read. */
const waited = (c: PaymentCheck) => ({ type: 'xstate.done.actor.awaitResult', output: c }) as never;
/** The one read after the QR ran out. */
const lastChecked = (c: PaymentCheck) => ({ type: 'xstate.done.actor.lastCheck', output: c }) as never;
const lastLost = { type: 'xstate.error.actor.lastCheck', error: { code: 1005 } } as never;
const renewed = { type: 'xstate.done.actor.renew', output: { ref: 'ref_bbbbbbbbbbbbbbbb' } } as never;

const ctx: QrPaymentContext = { ref: REF, qr: qr('OPEN'), code: null };
const at = (value: string, c: Partial<QrPaymentContext> = {}) =>
  qrPaymentMachine.resolveState({ value, context: { ...ctx, ...c } });
/** The input of the wait an effect list starts (its invoke id), if any. */
const waitStarted = (effects: { type: string; params?: unknown }[], id: string) =>
  effects
    .filter((e) => e.type === 'xstate.spawnChild')
    .map((e) => e.params as { id: string; src: string; input: AwaitResultInput })
    .find((p) => p.id === id && p.src === 'awaitResult')?.input;

/**
 * awaitPaymentResult over `read`, as the page provides it, with the machine's interval cut to 1 ms (the
 * interval the machine asks for is asserted on its own).
 */
const quickWait = (read: () => Promise<PaymentCheck>) =>
  fromPromise<PaymentCheck, AwaitResultInput>(({ input, signal }) => {
    const wait = createActor(awaitPaymentResult(read), { input: { ...input, intervalMs: 1 } }).start();
    signal.addEventListener('abort', () => wait.stop());
    return toPromise(wait);
  });

describe('qr-payment machine', () => {
  const events = [
    loaded(qr('OPEN')),
    loaded(qr('SUCCEEDED')),
    loaded(qr('EXPIRED', 1006)),
    loaded(qr('FAILED', 1013)),
    { type: 'xstate.error.actor.loadQr', error: { code: 404 } },
    waited(check('SUCCEEDED')),
    waited(check('FAILED', 1013)),
    waited(check('EXPIRED', 1006)),
    lastChecked(check('OPEN')),
    lastChecked(check('SUCCEEDED')),
    lastLost,
    { type: 'qr.expire' },
    { type: 'qr.renew' },
    { type: 'qr.retry' },
    renewed,
    { type: 'xstate.error.actor.renew', error: { code: 1006 } },
  ] as never[];

  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(unreachedStates(qrPaymentMachine, events)).toEqual([]);
  });

  it('the shortest way to a payment is load, then wait while the QR is shown', () => {
    const reached = reachableStates(qrPaymentMachine, events);
    expect(reached.get('paid')).toEqual(['xstate.init', 'xstate.done.actor.loadQr']);
    expect(reached.get('failed')).toEqual(['xstate.init', 'xstate.done.actor.loadQr']);
    expect(reached.get('expiredQuiet')).toEqual([
      'xstate.init',
      'xstate.done.actor.loadQr',
      'xstate.done.actor.lastCheck',
    ]);
    const [showing, effects] = transition(qrPaymentMachine, at('loading'), loaded(qr('OPEN')));
    expect(showing.value).toBe('showing');
    expect(showing.hasTag('waiting')).toBe(true); // the page shows the QR
    // The QR was just read: the first read comes one interval later; a read lost to the network is tried again.
    expect(waitStarted(effects, 'awaitResult')).toEqual({
      ref: REF,
      intervalMs: QR_POLL_MS,
      pauseFirst: true,
      keepOnError: true,
    });
    expect(QR_POLL_MS).toBe(1500);
    expect(transition(qrPaymentMachine, showing, waited(check('SUCCEEDED')))[0].value).toBe('paid');
  });

  it('an expired QR says 1006, still catches a late payment once, and a new QR loads the new ref', () => {
    const [expired, effects] = transition(qrPaymentMachine, at('showing'), { type: 'qr.expire' });
    expect(expired).toMatchObject({ value: 'expired', context: { code: 1006 } });
    expect(expired.hasTag('waiting')).toBe(false);
    expect(waitStarted(effects, 'lastCheck')).toEqual({
      ref: REF,
      intervalMs: QR_POLL_MS,
      pauseFirst: true,
      attempts: 1,
    });
    expect(transition(qrPaymentMachine, expired, lastChecked(check('SUCCEEDED')))[0].value).toBe('paid');
    expect(transition(qrPaymentMachine, expired, lastLost)[0].value).toBe('expiredQuiet');
    const [quiet] = transition(qrPaymentMachine, expired, lastChecked(check('OPEN')));
    expect(quiet.value).toBe('expiredQuiet');
    const [renewing, renewEffects] = transition(qrPaymentMachine, quiet, { type: 'qr.renew' });
    expect(renewing.value).toBe('renewing');
    expect(renewEffects).toContainEqual(
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
    // The server's EXPIRED is the same 1006, with the same last read; the QR can be renewed at once.
    const [byServer] = transition(qrPaymentMachine, at('showing'), waited(check('EXPIRED', 1006)));
    expect(byServer).toMatchObject({ value: 'expired', context: { code: 1006 } });
    expect(byServer.can({ type: 'qr.renew' })).toBe(true);
  });

  it('a refused payment shows 1013 and may be renewed', () => {
    const [failed] = transition(qrPaymentMachine, at('showing'), waited(check('FAILED', 1013)));
    expect(failed).toMatchObject({ value: 'failed', context: { code: 1013 } });
    expect(failed.can({ type: 'qr.renew' })).toBe(true);
    const [cancelled] = transition(qrPaymentMachine, at('showing'), waited(check('CANCELLED')));
    expect(cancelled.context.code).toBe(1013);
  });

  it('with real actors: keeps waiting through a lost read until paid, then runs `paid` once', async () => {
    const answers: (() => PaymentCheck)[] = [
      () => check('OPEN'),
      () => {
        throw { code: 1005 };
      },
      () => check('SUCCEEDED'),
    ];
    let paid = 0;
    const actor = createActor(
      qrPaymentMachine.provide({
        actors: {
          loadQr: fromPromise(async () => qr('OPEN')),
          awaitResult: quickWait(async () => answers.shift()!()),
        },
        actions: { paid: () => void paid++ },
      }),
      { input: { ref: REF } },
    ).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('paid');
    expect(answers).toHaveLength(0);
    expect(paid).toBe(1);
  });

  it('with real actors: the countdown stops the wait, then one last read; still open → quiet, no more reads', async () => {
    let reads = 0;
    let release: () => void = () => {};
    let firstRead: () => void = () => {};
    const reading = new Promise<void>((r) => (firstRead = r));
    const actor = createActor(
      qrPaymentMachine.provide({
        actors: {
          loadQr: fromPromise(async () => qr('OPEN')),
          awaitResult: quickWait(async () => {
            // The first read hangs until the QR runs out; then every read says still open.
            if (reads++ === 0) await new Promise<void>((r) => ((release = r), firstRead()));
            return check('OPEN');
          }),
        },
      }),
      { input: { ref: REF } },
    ).start();
    await reading;
    actor.send({ type: 'qr.expire' });
    release();
    await waitFor(actor, (s) => s.matches('expiredQuiet'));
    expect(actor.getSnapshot().context.code).toBe(1006);
    await new Promise((r) => setTimeout(r, 20));
    expect(reads).toBe(2);
    actor.stop();
  });
});
