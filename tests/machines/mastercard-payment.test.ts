import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  failureCodeOf,
  mastercardPaymentMachine,
  VERIFY_ATTEMPTS,
  type MastercardCheckoutInfo,
  type MastercardPaymentInput,
  type MastercardVerdict,
} from '@machines/mastercard-payment.machine';
import { leafStates } from '../support/machine-paths';

const REF = 'ref_machine_0000000001';
const checkout = (status = 'OPEN'): MastercardCheckoutInfo => ({
  ref: REF,
  orderId: 'o1',
  orderNumber: 'N1',
  title: 'Mug',
  amount: '2000',
  currency: 'HKD',
  status,
  mode: 'SANDBOX',
  sessionId: null,
  scriptUrl: null,
});
const verdict = (status: string, failureCode: number | null = null): MastercardVerdict => ({
  ref: REF,
  orderId: 'o1',
  status,
  failureCode,
  orderStatus: status === 'SUCCEEDED' ? 'FULLPAID' : 'NEW',
});
const done = (src: string, output: unknown) => ({ type: `xstate.done.actor.${src}`, output }) as never;
const error = (src: string, code: number) =>
  ({ type: `xstate.error.actor.${src}`, error: { code } }) as never;

const events = [
  { type: 'mastercard.continue' },
  { type: 'mastercard.retry' },
  done('loadCheckout', checkout()),
  done('loadCheckout', checkout('SUCCEEDED')),
  error('loadCheckout', 1005),
  done('openHostedPage', undefined),
  error('openHostedPage', 9000),
  done('verify', verdict('SUCCEEDED')),
  done('verify', verdict('OPEN')),
  done('verify', verdict('FAILED', 1004)),
  error('verify', 1005),
  { type: 'xstate.after.verifyDelay.mastercardPayment.waiting' },
] as never[];

/** Leaf states reached from both pages (xstate/graph shortest paths), each with its events. */
function reached() {
  const out = new Map<string, string[]>();
  for (const mode of ['start', 'return'] as const) {
    const input: MastercardPaymentInput = { ref: REF, mode };
    for (const p of getShortestPaths(mastercardPaymentMachine, { events, input } as never)) {
      const name = String(p.state.value);
      if (!out.has(name))
        out.set(name, [
          mode,
          ...p.steps.map((s) => s.event.type as string).filter((t) => t !== 'xstate.init'),
        ]);
    }
  }
  return out;
}

describe('mastercardPayment machine', () => {
  it('reaches every state from the two pages (xstate/graph shortest paths)', () => {
    const paths = reached();
    // start, loaded and verified only choose the next state (eventless), so nothing rests in them.
    const choices = ['start', 'loaded', 'verified'];
    expect(leafStates(mastercardPaymentMachine).filter((s) => !paths.has(s))).toEqual(choices);
  });

  it('masterCard: load, Continue, the hosted page opens; a decided payment is not paid again', () => {
    const paths = reached();
    expect(paths.get('opened')).toEqual([
      'start',
      'xstate.done.actor.loadCheckout',
      'mastercard.continue',
      'xstate.done.actor.openHostedPage',
    ]);
    expect(paths.get('closed')).toEqual(['start', 'xstate.done.actor.loadCheckout']);
  });

  it('masterSuccess: success only on the server’s SUCCEEDED; a failure carries its code', () => {
    const paths = reached();
    expect(paths.get('succeeded')).toEqual(['return', 'xstate.done.actor.verify']);
    expect(paths.get('failed')).toEqual(['return', 'xstate.done.actor.verify']);
    expect(failureCodeOf(verdict('FAILED', 1009))).toBe(1009);
    expect(failureCodeOf(verdict('FAILED'))).toBe(1004);
    expect(failureCodeOf(verdict('EXPIRED'))).toBe(1006);
    expect(failureCodeOf(verdict('CANCELLED'))).toBe(1013);
  });

  it('keeps verifying while the payment is open, then says pending; Retry asks again', async () => {
    let calls = 0;
    const machine = mastercardPaymentMachine.provide({
      actors: {
        verify: fromPromise(async () => {
          calls++;
          return verdict(calls > VERIFY_ATTEMPTS ? 'SUCCEEDED' : 'OPEN');
        }),
      },
      delays: { verifyDelay: 1 },
    });
    const actor = createActor(machine, { input: { ref: REF, mode: 'return' } }).start();
    await waitFor(actor, (s) => s.matches('pending'));
    expect(calls).toBe(VERIFY_ATTEMPTS);
    actor.send({ type: 'mastercard.retry' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context.verdict?.orderStatus).toBe('FULLPAID');
  });

  it('a refused load keeps its code and Retry loads again', async () => {
    let first = true;
    const machine = mastercardPaymentMachine.provide({
      actors: {
        loadCheckout: fromPromise(async () => {
          if (first) {
            first = false;
            throw { code: 404 };
          }
          return checkout();
        }),
      },
    });
    const actor = createActor(machine, { input: { ref: REF, mode: 'start' } }).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.code).toBe(404);
    actor.send({ type: 'mastercard.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'mastercard.continue' })).toBe(true);
  });
});
