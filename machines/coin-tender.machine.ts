import { assign, setup } from 'xstate';
import { errorCodeOf, fieldIssuesOf } from './error-code';
import type { CoinPayment, CoinRefusal, CoinTenderQuote } from './coin-tender.types';
import { notProvided } from './not-provided';

/** The default code of a call that got no answer (spec §8). */
const NO_ANSWER = 9000;

export type CoinTenderContext = {
  orderId: string;
  quote: CoinTenderQuote | null;
  /** The whole coins typed (digits), the most that can be paid to begin with. */
  coins: string;
  /** One per attempt: kept for a retry after no answer (the server answers the first result), new after a change. */
  requestKey: string | null;
  payment: CoinPayment | null;
  refusal: CoinRefusal | null;
};

export type CoinTenderEvent =
  | { type: 'tender.load'; orderId: string }
  | { type: 'tender.amount'; coins: string }
  | { type: 'tender.pay' }
  | { type: 'tender.retry' };

/** Whether `coins` is a whole number of coins from 1 to the quote's maxCoins. */
export function coinAmountProblem(coins: string, maxCoins: string): 'format' | 'over' | null {
  const c = coins.trim();
  if (!/^[1-9]\d{0,14}$/.test(c)) return 'format';
  return BigInt(c) > BigInt(maxCoins) ? 'over' : null;
}

function refusalOf(error: unknown): CoinRefusal {
  const e = error as { message?: unknown; data?: unknown } | null;
  const data = (e?.data && typeof e.data === 'object' && !Array.isArray(e.data) ? e.data : {}) as Record<
    string,
    unknown
  >;
  const issue = fieldIssuesOf(error)[0]?.message;
  const message = typeof e?.message === 'string' ? e.message : null;
  return {
    code: errorCodeOf(error, NO_ANSWER),
    reason: issue ?? message,
    spendable: typeof data.spendable === 'string' ? data.spendable : null,
    nextSpendableAt: typeof data.nextSpendableAt === 'string' ? data.nextSpendableAt : null,
  };
}

/**
 * Paying part or all of an order with the merchant's loyalty coins (the checkout's coin tender): read the
 * quote → when available, the buyer chooses whole coins (the most by default, at most `maxCoins`) → pay them
 * (payWithCoins, its requestKey made once per attempt) → paid, and the page reads the order again for what is
 * left. A refusal says why (the balance, pending coins); a call without an answer is retried with the same key,
 * so the server answers the first result rather than spending twice.
 */
export const coinTenderMachine = setup({
  types: { context: {} as CoinTenderContext, events: {} as CoinTenderEvent },
  actors: {
    loadQuote: notProvided<CoinTenderQuote, { orderId: string }>('loadQuote'),
    payWithCoins: notProvided<CoinPayment, { orderId: string; coins: string; requestKey: string }>(
      'payWithCoins',
    ),
  },
  guards: {
    isAvailable: ({ event }) =>
      (event as unknown as { output: CoinTenderQuote }).output.available &&
      (event as unknown as { output: CoinTenderQuote }).output.maxCoins !== '0',
    isNotFound: ({ event }) => errorCodeOf((event as { error?: unknown }).error, NO_ANSWER) === 404,
    amountOk: ({ context }) =>
      context.quote !== null && coinAmountProblem(context.coins, context.quote.maxCoins) === null,
  },
}).createMachine({
  id: 'coinTender',
  context: { orderId: '', quote: null, coins: '', requestKey: null, payment: null, refusal: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'tender.load': { target: 'loading', actions: assign({ orderId: ({ event }) => event.orderId }) },
      },
    },
    loading: {
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: 'isAvailable',
            target: 'ready',
            actions: assign({
              quote: ({ event }) => event.output,
              coins: ({ event }) => event.output.maxCoins,
            }),
          },
          { target: 'unavailable', actions: assign({ quote: ({ event }) => event.output }) },
        ],
        onError: [
          // No tender for this order (an unknown order, or a server without coins): the other methods only.
          { guard: 'isNotFound', target: 'unavailable' },
          { target: 'loadFailed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
        ],
      },
    },
    loadFailed: { on: { 'tender.retry': { target: 'loading', actions: assign({ refusal: null }) } } },
    /** No coin at this merchant, an order not in HKD, nothing left, or no spendable coins: nothing to offer. */
    unavailable: { type: 'final' },
    ready: {
      on: {
        'tender.amount': { actions: assign({ coins: ({ event }) => event.coins, requestKey: null }) },
        'tender.pay': {
          guard: 'amountOk',
          target: 'paying',
          actions: assign({ requestKey: () => crypto.randomUUID(), refusal: null }),
        },
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'payWithCoins',
        src: 'payWithCoins',
        input: ({ context }) => ({
          orderId: context.orderId,
          coins: context.coins.trim(),
          requestKey: context.requestKey!,
        }),
        onDone: { target: 'paid', actions: assign({ payment: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => {
            const refusal = refusalOf(event.error);
            // The server's refusal ends the attempt; without an answer the spend may have happened: keep the key.
            return { refusal, requestKey: refusal.code === NO_ANSWER ? context.requestKey : null };
          }),
        },
      },
    },
    failed: {
      on: {
        'tender.amount': {
          target: 'ready',
          actions: assign({ coins: ({ event }) => event.coins, requestKey: null, refusal: null }),
        },
        // Paying again after no answer is the same attempt (the same key); after a refusal, a new one.
        'tender.pay': {
          guard: 'amountOk',
          target: 'paying',
          actions: assign({
            requestKey: ({ context }) => context.requestKey ?? crypto.randomUUID(),
            refusal: null,
          }),
        },
      },
    },
    /** The coins are paid; the page reads the order again for what is left. */
    paid: { type: 'final' },
  },
});
