import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import {
  stripePaymentMachine,
  type StripePage,
  type StripePaymentContext,
} from '../../machines/stripe-payment.machine';
import { unreachedStates } from '../support/machine-paths';

const intent = (o: Partial<StripePage['intent']> = {}): StripePage['intent'] => ({
  ref: 'r'.repeat(32),
  amount: '2000',
  currency: 'HKD',
  orderNumber: 'N1',
  status: 'OPEN',
  mode: 'SANDBOX',
  publishableKey: null,
  clientSecret: null,
  returnUrl: '#/checkpay?ref=r',
  ...o,
});
const sandbox = (step: 'CARD' | 'CHALLENGE' | 'DECIDED', status: 'OPEN' | 'EXPIRED' = 'OPEN') => ({
  ref: 'r'.repeat(32),
  amount: '2000',
  currency: 'HKD',
  status,
  step,
  returnUrl: '#/checkpay?ref=r',
});
const page = (step: 'CARD' | 'CHALLENGE' | 'DECIDED' = 'CARD'): StripePage => ({
  intent: intent(),
  sandbox: sandbox(step),
});
const loaded = (output: StripePage) => ({ type: 'xstate.done.actor.0.stripePayment.loading', output });
const base: StripePaymentContext = { ref: 'r'.repeat(32), page: null, code: null };
const at = (value: string, context: Partial<StripePaymentContext> = {}) =>
  stripePaymentMachine.resolveState({ value, context: { ...base, ...context } });
const card = { cardNumber: '4000002500003155', expiry: '12/40', cvc: '123' };
const leaves = (actions: { type: string }[]) => actions.some((a) => a.type === 'leave');

describe('stripe payment machine', () => {
  it('reaches every state', () => {
    const events = [
      loaded(page()),
      loaded(page('CHALLENGE')),
      loaded(page('DECIDED')),
      loaded({ intent: intent({ status: 'FAILED' }), sandbox: null }),
      loaded({ intent: intent({ mode: 'ELEMENT', clientSecret: 'pi_1_secret' }), sandbox: null }),
      { type: 'xstate.error.actor.0.stripePayment.loading', error: { code: 404 } },
      { type: 'stripe.retry' },
      { type: 'stripe.pay', card },
      {
        type: 'xstate.done.actor.0.stripePayment.paying',
        output: { outcome: 'REQUIRES_ACTION', returnUrl: '#/' },
      },
      { type: 'stripe.authenticate', result: 'complete' },
      { type: 'stripe.cancel' },
      { type: 'stripe.confirmed' },
    ];
    expect(unreachedStates(stripePaymentMachine, events as never)).toEqual([]);
  });

  it('a sandbox session opens at its card form, a pending challenge at its challenge', () => {
    expect(transition(stripePaymentMachine, at('loading'), loaded(page()) as never)[0].value).toBe('card');
    expect(transition(stripePaymentMachine, at('loading'), loaded(page('CHALLENGE')) as never)[0].value).toBe(
      'challenge',
    );
    const expired = { intent: intent({ status: 'EXPIRED' }), sandbox: sandbox('CARD', 'EXPIRED') };
    expect(transition(stripePaymentMachine, at('loading'), loaded(expired) as never)[0].value).toBe('closed');
  });

  it('the 3-D Secure card asks for its challenge; its verdict leaves for the return page', () => {
    const [paying] = transition(stripePaymentMachine, at('card', { code: 1004 }), {
      type: 'stripe.pay',
      card,
    });
    expect(paying.value).toBe('paying');
    expect(paying.hasTag('busy')).toBe(true);
    expect(paying.context.code).toBeNull();
    const [challenge, none] = transition(stripePaymentMachine, paying, {
      type: 'xstate.done.actor.0.stripePayment.paying',
      output: { outcome: 'REQUIRES_ACTION', returnUrl: '#/checkpay?ref=r' },
    } as never);
    expect(challenge.value).toBe('challenge');
    expect(leaves(none)).toBe(false);
    const [authenticating] = transition(stripePaymentMachine, challenge, {
      type: 'stripe.authenticate',
      result: 'complete',
    });
    const [done, actions] = transition(stripePaymentMachine, authenticating, {
      type: 'xstate.done.actor.0.stripePayment.authenticating',
      output: { outcome: 'SUCCEEDED', returnUrl: '#/checkpay?ref=r' },
    } as never);
    expect(done.status).toBe('done');
    expect(leaves(actions)).toBe(true);
  });

  it('a refused attempt stays on its form with the code; a decided one leaves at once', () => {
    const [s] = transition(stripePaymentMachine, at('paying'), {
      type: 'xstate.error.actor.0.stripePayment.paying',
      error: { code: 1007 },
    } as never);
    expect(s.value).toBe('card');
    expect(s.context.code).toBe(1007);
    const [decided, actions] = transition(stripePaymentMachine, at('paying'), {
      type: 'xstate.done.actor.0.stripePayment.paying',
      output: { outcome: 'DECLINED', returnUrl: '#/checkpay?ref=r' },
    } as never);
    expect(decided.value).toBe('done');
    expect(leaves(actions)).toBe(true);
  });

  it('cannot pay from the challenge nor authenticate from the card form', () => {
    expect(at('challenge').can({ type: 'stripe.pay', card })).toBe(false);
    expect(at('card').can({ type: 'stripe.authenticate', result: 'fail' })).toBe(false);
    expect(at('element').can({ type: 'stripe.pay', card })).toBe(false);
  });

  it('the Payment Element keeps its error code and leaves once confirmed', () => {
    const [failed] = transition(stripePaymentMachine, at('element'), { type: 'stripe.failed', code: 1004 });
    expect(failed.value).toBe('element');
    expect(failed.context.code).toBe(1004);
    const [, actions] = transition(stripePaymentMachine, failed, { type: 'stripe.confirmed' });
    expect(leaves(actions)).toBe(true);
  });
});
