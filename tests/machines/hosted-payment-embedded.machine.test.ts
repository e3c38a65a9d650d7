import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  hostedPaymentMachine,
  type HostedPageInfo,
  type HostedPaymentContext,
} from '../../machines/hosted-payment.machine';

const ref = 'ref_element_0123456789';
const back = `#/checkpay?ref=${ref}`;
const page: HostedPageInfo = {
  amount: '2000',
  currency: 'HKD',
  orderNumber: 'N1',
  status: 'OPEN',
  returnUrl: back,
  embedded: { publicKey: 'pk_test_1', clientSecret: 'pi_1_secret_2' },
};
const at = (value: string, context: Partial<HostedPaymentContext> = {}) =>
  hostedPaymentMachine.resolveState({
    value,
    context: { ref, mode: 'hosted', page, code: null, choice: null, ...context },
  });
const loaded = (output: HostedPageInfo) =>
  ({ type: 'xstate.done.actor.0.hostedPayment.loading', output }) as never;
const leaves = (actions: { type: string; params?: unknown }[]) =>
  actions.filter((a) => a.type === 'leave').map((a) => a.params);

describe("hosted payment machine: a provider's embedded UI and a page already decided", () => {
  it('an embedded page waits for its UI, which confirms or refuses (xstate/graph shortest paths)', () => {
    const events = [loaded(page), { type: 'hosted.failed', code: 1004 }, { type: 'hosted.confirmed' }];
    const paths = getShortestPaths(hostedPaymentMachine, {
      events: events as never,
      input: { ref, mode: 'hosted' },
    });
    const steps = (p?: (typeof paths)[number]) => p?.steps.map((s) => s.event.type);
    expect(steps(paths.find((p) => p.state.matches('embedded')))).toEqual([
      'xstate.init',
      'xstate.done.actor.0.hostedPayment.loading',
    ]);
    expect(steps(paths.find((p) => p.state.status === 'done'))).toEqual([
      'xstate.init',
      'xstate.done.actor.0.hostedPayment.loading',
      'hosted.confirmed',
    ]);
    // Nothing else is offered there: no card decision, no way back.
    expect(paths.some((p) => p.state.matches('choosing') || p.state.matches('closed'))).toBe(false);
  });

  it("keeps the UI's refusal code on the page, then leaves for the return page once it confirms", () => {
    const [failed, none] = transition(hostedPaymentMachine, at('embedded'), {
      type: 'hosted.failed',
      code: 1004,
    });
    expect(failed.value).toBe('embedded');
    expect(failed.context.code).toBe(1004);
    expect(leaves(none)).toEqual([]);
    expect(failed.can({ type: 'hosted.decide', choice: 'PAY' })).toBe(false);
    const [left, actions] = transition(hostedPaymentMachine, failed, { type: 'hosted.confirmed' });
    expect(left.status).toBe('done');
    expect(leaves(actions)).toEqual([back]);
  });

  it("a card page takes no embedded UI's answer", () => {
    expect(at('choosing').can({ type: 'hosted.confirmed' })).toBe(false);
    expect(at('choosing').can({ type: 'hosted.failed', code: 1004 })).toBe(false);
  });

  it('a page already decided leaves at once for its return page; an embedded page no longer open is closed', () => {
    const [left, actions] = transition(
      hostedPaymentMachine,
      at('loading', { page: null }),
      loaded({ ...page, embedded: undefined, settled: true, status: 'SUCCEEDED' }),
    );
    expect(left.status).toBe('done');
    expect(leaves(actions)).toEqual([back]);
    const [closed] = transition(
      hostedPaymentMachine,
      at('loading', { page: null }),
      loaded({ ...page, status: 'FAILED' }),
    );
    expect(closed.value).toBe('closed');
  });
});
