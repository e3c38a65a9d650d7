import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
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
  it('may pause before the first read too, and take a failed read as still open', async () => {
    const answers: (() => PaymentCheck)[] = [
      () => {
        throw { code: 1005 };
      },
      () => read('OPEN'),
      () => read('EXPIRED'),
    ];
    const at: number[] = [performance.now()];
    const wait = awaitPaymentResult(async () => (at.push(performance.now()), answers.shift()!()));
    const input = { ref, intervalMs: 20, pauseFirst: true, keepOnError: true };
    const actor = createActor(wait, { input }).start();
    expect(at).toHaveLength(1); // no read before the first pause
    expect((await toPromise(actor)).status).toBe('EXPIRED');
    expect(at).toHaveLength(4);
    // Each read comes a whole interval after the previous one (timers may fire a millisecond early).
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(18);
  });

  it('the last allowed read rejects with its error even when failed reads are kept', async () => {
    let reads = 0;
    const failing = awaitPaymentResult<PaymentCheck>(async () => {
      reads++;
      throw { code: 1005 };
    });
    const input = { ref, intervalMs: 1, attempts: 2, keepOnError: true };
    await expect(toPromise(createActor(failing, { input }).start())).rejects.toEqual({ code: 1005 });
    expect(reads).toBe(2);
  });

  it('a read that answers after the stop (deaf to the signal) ends the wait', async () => {
    let reads = 0;
    const deaf = awaitPaymentResult(
      () => new Promise<PaymentCheck>((resolve) => setTimeout(() => (reads++, resolve(read('OPEN'))), 1)),
    );
    createActor(deaf, { input: { ref, intervalMs: 1 } })
      .start()
      .stop();
    await new Promise((r) => setTimeout(r, 30));
    expect(reads).toBe(1);
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
