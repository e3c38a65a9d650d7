import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PaymentCheck } from '@schemas/payments';
import { awaitPaymentResult, paymentResultMachine } from '@machines/payment-result.machine';
import { leafStates, unreachedStates } from '../support/machine-paths';

const ref = 'ref_result_0123456789';
const read = (status: PaymentCheck['status']): PaymentCheck => ({
  ref,
  orderId: 'o1',
  status,
  refundedAmount: '0',
  failureCode: null,
  orderStatus: status === 'SUCCEEDED' ? 'FULLPAID' : 'NEW',
});

describe('awaitPaymentResult', () => {
  it('reads again every interval until the payment is decided', async () => {
    const answers = [read('OPEN'), read('OPEN'), read('SUCCEEDED')];
    const refs: string[] = [];
    const wait = awaitPaymentResult(async (r) => (refs.push(r), answers.shift()!));
    const actor = createActor(wait, { input: { ref, intervalMs: 1 } }).start();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output?.status).toBe('SUCCEEDED');
    expect(refs).toEqual([ref, ref, ref]);
  });

  it('stops after `attempts` reads with the last open one; stopping aborts the read in flight', async () => {
    let reads = 0;
    const wait = awaitPaymentResult(async () => (reads++, read('OPEN')));
    const limited = createActor(wait, { input: { ref, intervalMs: 1, attempts: 3 } }).start();
    expect((await waitFor(limited, (s) => s.status === 'done')).output?.status).toBe('OPEN');
    expect(reads).toBe(3);
    let aborted = false;
    const hanging = awaitPaymentResult(
      (_, signal) =>
        new Promise<PaymentCheck>((_resolve, reject) =>
          signal.addEventListener('abort', () => ((aborted = true), reject(signal.reason))),
        ),
    );
    createActor(hanging, { input: { ref, intervalMs: 1 } })
      .start()
      .stop();
    expect(aborted).toBe(true);
  });
});

describe('paymentResult machine', () => {
  it('reaches every state (xstate/graph shortest paths)', () => {
    const events = [
      { type: 'xstate.done.actor.0.paymentResult.waiting', output: read('SUCCEEDED') },
      { type: 'xstate.error.actor.0.paymentResult.waiting', error: { code: 1005 } },
      { type: 'result.retry' },
    ] as never[];
    expect(leafStates(paymentResultMachine)).toEqual(['waiting', 'failed', 'decided']);
    expect(unreachedStates(paymentResultMachine, events)).toEqual([]);
  });

  it('hands the decided payment to the page; a failed read keeps its code and Retry waits again', async () => {
    let first = true;
    const decided: PaymentCheck[] = [];
    const machine = paymentResultMachine.provide({
      actors: {
        awaitResult: fromPromise(async () => {
          if (first) {
            first = false;
            throw { code: 1005 };
          }
          return read('FAILED');
        }),
      },
      actions: { decided: (_, p) => void decided.push(p) },
    });
    const actor = createActor(machine, { input: { ref, intervalMs: 1 } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.code).toBe(1005);
    actor.send({ type: 'result.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(decided.map((p) => p.status)).toEqual(['FAILED']);
  });
});
