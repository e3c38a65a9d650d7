import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition, waitFor } from 'xstate';
import {
  checkpayUrl,
  hostedPaymentMachine,
  type HostedPageInfo,
  type HostedPaymentContext,
} from '../../machines/hosted-payment.machine';
import { getShortestPaths } from 'xstate/graph';
import { leafStates } from '../support/machine-paths';

const ref = 'ref_0123456789abcdef';
const page: HostedPageInfo = {
  amount: '2000',
  currency: 'HKD',
  merchant: 'Marketplace',
  status: 'OPEN',
  decided: false,
  returnUrl: `#/spiral?ref=${ref}&return=1`,
};
const at = (value: string, context: Partial<HostedPaymentContext> = {}) =>
  hostedPaymentMachine.resolveState({
    value,
    context: { ref, mode: 'hosted', page: null, code: null, ...context },
  });
const leaves = (actions: { type: string; params?: unknown }[]) =>
  actions.filter((a) => a.type === 'leave').map((a) => a.params);
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string, code: number) => ({ type: `xstate.error.actor.${id}`, error: { code } }) as never;

describe('hosted payment machine', () => {
  it('reaches every resting state (xstate/graph shortest paths), hosted and return modes', () => {
    const events = [
      done('0.hostedPayment.loading', page),
      done('0.hostedPayment.loading', { ...page, decided: true }),
      done('0.hostedPayment.loading', { ...page, embedded: { publicKey: 'pk', clientSecret: 'cs' } }),
      error('0.hostedPayment.loading', 9000),
      done('0.hostedPayment.deciding', { returnUrl: page.returnUrl }),
      error('0.hostedPayment.deciding', 1007),
      error('0.hostedPayment.deciding', 9000),
      done('0.hostedPayment.confirming', {}),
      error('0.hostedPayment.confirming', 9000),
      { type: 'hosted.decide', choice: 'PAY' },
      { type: 'hosted.retry' },
      { type: 'hosted.confirmed' },
      { type: 'hosted.back' },
    ];
    const reached = new Set<string>();
    for (const mode of ['hosted', 'return'] as const) {
      for (const p of getShortestPaths(hostedPaymentMachine, {
        events: events as never,
        input: { ref, mode },
      }))
        reached.add(String(p.state.value));
    }
    // 'start' only picks the mode (an eventless transition): no snapshot ever rests there.
    expect(leafStates(hostedPaymentMachine).filter((x) => x !== 'start' && !reached.has(x))).toEqual([]);
  });

  it('hosted: an open page lets the payer choose; the decision leaves for the return page', () => {
    const [loaded] = transition(hostedPaymentMachine, at('loading'), done('0.hostedPayment.loading', page));
    expect(loaded.value).toBe('choosing');
    expect(loaded.can({ type: 'hosted.decide', choice: 'PAY' })).toBe(true);
    const [deciding] = transition(hostedPaymentMachine, loaded, { type: 'hosted.decide', choice: 'CANCEL' });
    expect(deciding.value).toBe('deciding');
    expect(deciding.hasTag('busy')).toBe(true);
    expect(deciding.can({ type: 'hosted.decide', choice: 'PAY' })).toBe(false);
    const [left, actions] = transition(
      hostedPaymentMachine,
      deciding,
      done('0.hostedPayment.deciding', { returnUrl: page.returnUrl }),
    );
    expect(left.status).toBe('done');
    expect(leaves(actions)).toEqual([page.returnUrl]);
  });

  it('hosted: a decided, expired or closed session offers only the way back', () => {
    for (const p of [
      { ...page, decided: true },
      { ...page, status: 'EXPIRED' },
    ]) {
      const [s] = transition(hostedPaymentMachine, at('loading'), done('0.hostedPayment.loading', p));
      expect(s.value).toBe('closed');
      expect(s.can({ type: 'hosted.decide', choice: 'PAY' })).toBe(false);
      const [, actions] = transition(hostedPaymentMachine, s, { type: 'hosted.back' });
      expect(leaves(actions)).toEqual([page.returnUrl]);
    }
    const [closed] = transition(
      hostedPaymentMachine,
      at('deciding', { page }),
      error('0.hostedPayment.deciding', 1007),
    );
    expect(closed.value).toBe('closed');
    const [again] = transition(
      hostedPaymentMachine,
      at('deciding', { page }),
      error('0.hostedPayment.deciding', 1005),
    );
    expect(again.value).toBe('choosing');
    expect(again.context.code).toBe(1005);
  });

  it('return: confirms with the server, then leaves for checkpay; a failure can be retried or skipped', async () => {
    const calls: string[] = [];
    const left: string[] = [];
    const machine = hostedPaymentMachine.provide({
      actors: {
        confirmReturn: fromPromise(async ({ input }) => {
          calls.push(input);
          if (calls.length === 1) throw { code: 9000 };
          return {};
        }),
      },
      actions: { leave: (_, url) => void left.push(url) },
    });
    const actor = createActor(machine, { input: { ref, mode: 'return' } }).start();
    await waitFor(actor, (s) => s.matches('confirmFailed'));
    expect(actor.getSnapshot().context.code).toBe(9000);
    actor.send({ type: 'hosted.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([ref, ref]);
    expect(left).toEqual([checkpayUrl(ref)]);
    const [, skip] = transition(hostedPaymentMachine, at('confirmFailed', { mode: 'return' }), {
      type: 'hosted.back',
    });
    expect(leaves(skip)).toEqual([checkpayUrl(ref)]);
  });
});
