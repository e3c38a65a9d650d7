import { assign, fromPromise, setup } from 'xstate';
import type { PaymentCheck } from '@schemas/payments';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** What waiting needs of a payment's read: whether it is still OPEN (undecided). */
type Read = { status: string };
export type AwaitResultInput = {
  ref: string;
  intervalMs: number;
  /** At most this many reads; then the last answer, even if still OPEN. */
  attempts?: number;
  /** Pause before the first read too: the page has just read the payment itself (the QR page's QR). */
  pauseFirst?: boolean;
  /**
   * A read that failed (the network) counts as still open: read again after the interval, so a blip does
   * not end the wait. The last of `attempts` reads still rejects with its error.
   */
  keepOnError?: boolean;
};

/** Resolves after `ms`, or rejects as soon as `signal` aborts (the actor waiting was stopped). */
function pause(ms: number, signal: AbortSignal) {
  // A read that ignores the signal may answer after the stop: the loop must end there, not pause again.
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/**
 * The one way the app waits for a payment's result: `read` (the server's read of the payment, or its
 * verification at the provider) again every `intervalMs` until the payment is no longer OPEN, or `attempts`
 * reads were made (then the last, still-open read). Stopping the actor aborts the pause and the read in flight.
 */
export function awaitPaymentResult<T extends Read>(read: (ref: string, signal: AbortSignal) => Promise<T>) {
  return fromPromise<T, AwaitResultInput>(async ({ input, signal }) => {
    for (let n = 1; ; n++) {
      if (n > 1 || input.pauseFirst) await pause(input.intervalMs, signal);
      const last = input.attempts !== undefined && n >= input.attempts;
      let answer: T;
      try {
        answer = await read(input.ref, signal);
      } catch (err) {
        if (!input.keepOnError || last || signal.aborted) throw err;
        continue;
      }
      if (answer.status !== 'OPEN' || last) return answer;
    }
  });
}

export type PaymentResultContext = {
  ref: string;
  intervalMs: number;
  result: PaymentCheck | null;
  code: number | null;
};

/**
 * A page waiting for a payment's result (checkpay): `awaitResult` (awaitPaymentResult with the page's read)
 * until the payment is decided, then `decided` with it; a failed read shows its code, and Retry waits again.
 */
export const paymentResultMachine = setup({
  types: {
    context: {} as PaymentResultContext,
    events: {} as { type: 'result.retry' },
    input: {} as { ref: string; intervalMs: number },
  },
  actors: {
    awaitResult: notProvided<PaymentCheck, AwaitResultInput>('awaitResult'),
  },
  actions: {
    decided: (_, _result: PaymentCheck) => {},
  },
}).createMachine({
  id: 'paymentResult',
  context: ({ input }) => ({ ...input, result: null, code: null }),
  initial: 'waiting',
  states: {
    waiting: {
      tags: ['busy'],
      invoke: {
        src: 'awaitResult',
        input: ({ context }) => ({ ref: context.ref, intervalMs: context.intervalMs }),
        onDone: {
          target: 'decided',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'decided', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    failed: { on: { 'result.retry': { target: 'waiting', actions: assign({ code: null }) } } },
    decided: { type: 'final' },
  },
});
