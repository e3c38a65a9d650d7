import { fromPromise } from 'xstate';
import { coinTenderMachine } from '@machines/coin-tender.machine';
import { coinsApi } from './coins.api';

/** The coin tender with its effects: the quote and the payment over the API. */
export const coinTenderFlow = coinTenderMachine.provide({
  actors: {
    loadQuote: fromPromise(({ input, signal }) => coinsApi.quote(input.orderId, { signal })),
    payWithCoins: fromPromise(({ input }) => coinsApi.pay(input.orderId, input.coins, input.requestKey)),
  },
});
