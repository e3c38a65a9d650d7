import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { coinAmountProblem, coinTenderMachine } from '@machines/coin-tender.machine';
import type { CoinPayment, CoinTenderQuote } from '@machines/coin-tender.types';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const QUOTE: CoinTenderQuote = {
  available: true,
  reason: null,
  coin: { mcId: 'DEMOLIVE', name: 'Harbour Coins', symbol: 'HCN', artwork: null, valueHkdCents: '10' },
  spendable: '500',
  maxCoins: '300',
  leftAmount: '3000',
};
const PAID: CoinPayment = {
  orderId: 'o1',
  paymentId: 'p1',
  coins: '150',
  amount: '1500',
  paidAmount: '1500',
  leftAmount: '1500',
  spendable: '350',
};
const events = [
  { type: 'tender.load', orderId: 'o1' },
  { type: 'xstate.done.actor.loadQuote', output: QUOTE },
  { type: 'xstate.done.actor.loadQuote', output: { ...QUOTE, available: false, reason: 'no_coin' } },
  { type: 'xstate.error.actor.loadQuote', error: { code: 9000 } },
  { type: 'tender.retry' },
  { type: 'tender.pay' },
  { type: 'xstate.done.actor.payWithCoins', output: PAID },
  { type: 'xstate.error.actor.payWithCoins', error: { code: 4710, data: { spendable: '10' } } },
] as never[];

describe('coin tender machine (path test)', () => {
  it('reaches every state', () => {
    expect(unreachedStates(coinTenderMachine, events)).toEqual([]);
  });

  it('the shortest way to paid coins is the quote, then one payment', () => {
    const paths = reachableStates(coinTenderMachine, events);
    expect(paths.get('paid')?.filter((e) => e !== 'xstate.init')).toEqual([
      'tender.load',
      'xstate.done.actor.loadQuote',
      'tender.pay',
      'xstate.done.actor.payWithCoins',
    ]);
  });

  it('whole coins up to the most that can be paid', () => {
    expect(coinAmountProblem('300', '300')).toBeNull();
    expect(coinAmountProblem('301', '300')).toBe('over');
    for (const bad of ['0', '-1', '1.5', '', 'abc', '1e3'])
      expect(coinAmountProblem(bad, '300')).toBe('format');
  });

  it('offers the most by default; keeps the key after no answer, a new one after a refusal', async () => {
    const keys: string[] = [];
    let turn = 0;
    const actor = createActor(
      coinTenderMachine.provide({
        actors: {
          loadQuote: fromPromise(async () => QUOTE),
          payWithCoins: fromPromise(async ({ input }) => {
            keys.push(input.requestKey);
            turn += 1;
            if (turn === 1) throw new Error('offline');
            if (turn === 2)
              throw { code: 4711, data: { spendable: '100', nextSpendableAt: '2026-12-14T00:00:00Z' } };
            return { ...PAID, coins: input.coins };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'tender.load', orderId: 'o1' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.coins).toBe('300');
    actor.send({ type: 'tender.amount', coins: '0' });
    actor.send({ type: 'tender.pay' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'tender.amount', coins: '150' });
    actor.send({ type: 'tender.pay' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'tender.pay' });
    await waitFor(actor, (s) => s.matches('failed') && s.context.refusal?.code === 4711);
    expect(actor.getSnapshot().context.refusal).toMatchObject({ spendable: '100' });
    actor.send({ type: 'tender.pay' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(actor.getSnapshot().context.payment?.coins).toBe('150');
  });
});
