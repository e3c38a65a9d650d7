import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  hostedPaymentMachine,
  type HostedDecision,
  type HostedPageInfo,
  type HostedPaymentContext,
} from '../../machines/hosted-payment.machine';

const ref = 'ref_card_0123456789ab';
const card = { cardNumber: '4000 0000 0000 3220', expiry: '12/30', cvc: '123', holder: 'Ada Buyer' };
const page: HostedPageInfo = {
  amount: '195000',
  currency: 'HKD',
  merchant: 'Marketplace',
  status: 'OPEN',
  returnUrl: `#/checkpay?ref=${ref}`,
};
const back = `#/checkpay?ref=${ref}`;
const at = (value: string, context: Partial<HostedPaymentContext> = {}) =>
  hostedPaymentMachine.resolveState({
    value,
    context: { ref, mode: 'hosted', page, code: null, choice: null, ...context },
  });
const leaves = (actions: { type: string; params?: unknown }[]) =>
  actions.filter((a) => a.type === 'leave').map((a) => a.params);
const done = (output: unknown) => ({ type: 'xstate.done.actor.0.hostedPayment.deciding', output }) as never;
const error = (code: number) =>
  ({ type: 'xstate.error.actor.0.hostedPayment.deciding', error: { code } }) as never;

describe('hosted payment machine: card pages', () => {
  it('walks a card payment through its 3-D Secure challenge to the return (xstate/graph shortest paths)', () => {
    const events = [
      { type: 'xstate.done.actor.0.hostedPayment.loading', output: page },
      { type: 'hosted.decide', choice: 'PAY', fields: card },
      done({ outcome: 'CHALLENGE', returnUrl: back }),
      { type: 'hosted.decide', choice: 'PAY', code: '123456' },
      done({ outcome: 'APPROVED', returnUrl: back }),
    ];
    const paths = getShortestPaths(hostedPaymentMachine, {
      events: events as never,
      input: { ref, mode: 'hosted' },
    });
    const challenged = paths.find((p) => p.state.matches('choosing') && p.state.context.page?.challenge);
    expect(challenged?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.0.hostedPayment.loading',
      'hosted.decide',
      'xstate.done.actor.0.hostedPayment.deciding',
    ]);
    expect(paths.some((p) => p.state.status === 'done')).toBe(true);
  });

  it('a page opened mid-challenge asks for the code; Cancel is still a decision', () => {
    const [s] = transition(hostedPaymentMachine, at('loading', { page: null }), {
      type: 'xstate.done.actor.0.hostedPayment.loading',
      output: { ...page, challenge: true },
    } as never);
    expect(s.value).toBe('choosing');
    expect(s.context.page?.challenge).toBe(true);
    const [cancelling] = transition(hostedPaymentMachine, s, { type: 'hosted.decide', choice: 'CANCEL' });
    expect(cancelling.value).toBe('deciding');
    expect(cancelling.context.choice).toBe('CANCEL');
    const [left, actions] = transition(
      hostedPaymentMachine,
      cancelling,
      done({ outcome: 'CANCELLED', returnUrl: back }),
    );
    expect(left.status).toBe('done');
    expect(leaves(actions)).toEqual([back]);
  });

  it('a refused card stays on the form with its code and hands the refusal to the page (field issues)', () => {
    const [refused, actions] = transition(
      hostedPaymentMachine,
      at('deciding', { choice: 'PAY' }),
      error(4200),
    );
    expect(refused.value).toBe('choosing');
    expect(refused.context.code).toBe(4200);
    expect(actions.filter((a) => a.type === 'refused').map((a) => a.params)).toEqual([{ code: 4200 }]);
    const [closed] = transition(hostedPaymentMachine, at('deciding'), error(1007));
    expect(closed.value).toBe('closed');
  });

  it('the decision carries the card fields, or the challenge code, to the provider', async () => {
    const decisions: HostedDecision[] = [];
    const left: string[] = [];
    const machine = hostedPaymentMachine.provide({
      actors: {
        loadPage: fromPromise(async () => page),
        decide: fromPromise(async ({ input }) => {
          decisions.push(input);
          return { outcome: input.code ? 'APPROVED' : 'CHALLENGE', returnUrl: back };
        }),
      },
      actions: { leave: (_, url) => void left.push(url) },
    });
    const actor = createActor(machine, { input: { ref, mode: 'hosted' } }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'hosted.decide', choice: 'PAY', fields: card });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.page?.challenge === true);
    actor.send({ type: 'hosted.decide', choice: 'PAY', code: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(decisions).toEqual([
      { ref, choice: 'PAY', fields: card },
      { ref, choice: 'PAY', code: '123456' },
    ]);
    expect(left).toEqual([back]);
  });
});
