import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  failureCodeOf,
  mastercardPaymentMachine,
  VERIFY_ATTEMPTS,
  VERIFY_DELAY_MS,
  type MastercardCheckoutInfo,
  type MastercardPaymentInput,
  type MastercardVerdict,
} from '@machines/mastercard-payment.machine';
import type { AwaitResultInput } from '@machines/payment-result.machine';
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
  done('awaitResult', verdict('SUCCEEDED')),
  done('awaitResult', verdict('OPEN')),
  done('awaitResult', verdict('FAILED', 1004)),
  error('awaitResult', 1005),
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
    expect(paths.get('succeeded')).toEqual(['return', 'xstate.done.actor.awaitResult']);
    expect(paths.get('failed')).toEqual(['return', 'xstate.done.actor.awaitResult']);
    // Still open after the last try: pending, where Retry waits again; a failed wait shows its code.
    expect(paths.get('pending')).toEqual(['return', 'xstate.done.actor.awaitResult']);
    expect(paths.get('verifyFailed')).toEqual(['return', 'xstate.error.actor.awaitResult']);
    expect(failureCodeOf(verdict('FAILED', 1009))).toBe(1009);
    expect(failureCodeOf(verdict('FAILED'))).toBe(1004);
    expect(failureCodeOf(verdict('EXPIRED'))).toBe(1006);
    expect(failureCodeOf(verdict('CANCELLED'))).toBe(1013);
  });

  it('waits VERIFY_ATTEMPTS reads VERIFY_DELAY_MS apart while open, then says pending; Retry waits again', async () => {
    const asked: AwaitResultInput[] = [];
    const answers = [verdict('OPEN'), verdict('SUCCEEDED')];
    const machine = mastercardPaymentMachine.provide({
      actors: { awaitResult: fromPromise(async ({ input }) => (asked.push(input), answers.shift()!)) },
    });
    const actor = createActor(machine, { input: { ref: REF, mode: 'return' } }).start();
    await waitFor(actor, (s) => s.matches('pending'));
    expect(actor.getSnapshot().context.verdict?.orderId).toBe('o1');
    actor.send({ type: 'mastercard.retry' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context.verdict?.orderStatus).toBe('FULLPAID');
    const wait = { ref: REF, intervalMs: VERIFY_DELAY_MS, attempts: VERIFY_ATTEMPTS };
    expect(asked).toEqual([wait, wait]);
    expect([VERIFY_DELAY_MS, VERIFY_ATTEMPTS]).toEqual([2000, 5]);
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
