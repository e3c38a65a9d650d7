import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { stripePaymentFlow } from '@/features/payments/stripe/stripe.actors';
import { okAnswer, refusal, stubApi, type Route } from '../../../../support/api-stub';
import { PATHS } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

const REF = 'pay_ref_0123456789ab';
const back = `#/checkpay?ref=${REF}`;
const intent = (o: Record<string, unknown> = {}) =>
  okAnswer({
    ref: REF,
    amount: '2000',
    currency: 'HKD',
    orderNumber: 'N1',
    status: 'OPEN',
    mode: 'SANDBOX',
    publishableKey: null,
    clientSecret: null,
    returnUrl: back,
    ...o,
  });
const session = (step: string, status = 'OPEN') =>
  okAnswer({ ref: REF, amount: '2000', currency: 'HKD', status, step, returnUrl: back });
const answer = (outcome: string) => okAnswer({ outcome, returnUrl: back });
const card = { cardNumber: '4000002500003155', expiry: '12/40', cvc: '123', holder: '' };

/** Stripe's page on the hosted-payment machine, over stubbed calls: the actor, the calls, where it left to. */
async function open(routes: Record<string, Route>) {
  const calls = stubApi({ [PATHS.intent]: intent(), ...routes });
  const left: string[] = [];
  const flow = stripePaymentFlow().provide({ actions: { leave: (_, url: string) => void left.push(url) } });
  const actor = createActor(flow, { input: { ref: REF, mode: 'hosted' } }).start();
  await waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, calls, left };
}

describe("Stripe's effects on the hosted-payment machine", () => {
  it('a sandbox session opens at its card form, a pending challenge at its challenge, an expired one closed', async () => {
    const form = await open({ [PATHS.session]: session('CARD') });
    expect(form.actor.getSnapshot().value).toBe('choosing');
    expect(form.actor.getSnapshot().context.page).toMatchObject({ amount: '2000', orderNumber: 'N1' });
    expect(form.actor.getSnapshot().context.page?.challenge).toBeUndefined();
    const challenge = await open({ [PATHS.session]: session('CHALLENGE') });
    expect(challenge.actor.getSnapshot().context.page?.challenge).toBe(true);
    const expired = await open({ [PATHS.session]: session('CARD', 'EXPIRED') });
    expect(expired.actor.getSnapshot().value).toBe('closed');
  });

  it('a decided session leaves at once for the return page', async () => {
    const { actor, left } = await open({
      [PATHS.intent]: intent({ status: 'SUCCEEDED' }),
      [PATHS.session]: session('DECIDED'),
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(left).toEqual([back]);
  });

  it("the 3-D Secure card asks for its challenge; Stripe's test page's verdict leaves for the return page", async () => {
    const { actor, calls, left } = await open({
      [PATHS.session]: session('CARD'),
      [PATHS.pay]: answer('REQUIRES_ACTION'),
      [PATHS.challenge]: answer('DECLINED'),
    });
    actor.send({ type: 'hosted.decide', choice: 'PAY', fields: card });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.page?.challenge === true);
    expect(left).toEqual([]);
    actor.send({ type: 'hosted.decide', choice: 'DECLINE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(left).toEqual([back]);
    const pay = calls.find((c) => c.path === PATHS.pay)!;
    // Stripe's card fields only: its form asks for no name.
    expect(pay.fields.get('cardNumber')).toBe(card.cardNumber);
    expect(pay.fields.has('holder')).toBe(false);
    expect(calls.find((c) => c.path === PATHS.challenge)!.fields.get('result')).toBe('fail');
  });

  it('a refused card stays on its form with the code, even "already decided or closed" (1007)', async () => {
    const { actor, left } = await open({ [PATHS.session]: session('CARD'), [PATHS.pay]: refusal(409, 1007) });
    actor.send({ type: 'hosted.decide', choice: 'PAY', fields: card });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.code).toBe(1007);
    expect(left).toEqual([]);
  });

  it('a refused Cancel reads the session again: decided meanwhile, it leaves; else the page closes', async () => {
    const decided = await open({
      [PATHS.session]: [session('CHALLENGE'), session('DECIDED')],
      [PATHS.cancel]: refusal(409, 1007),
    });
    decided.actor.send({ type: 'hosted.decide', choice: 'CANCEL' });
    await waitFor(decided.actor, (s) => s.status === 'done');
    expect(decided.left).toEqual([back]);
    const expired = await open({
      [PATHS.session]: [session('CARD'), session('CARD', 'EXPIRED')],
      [PATHS.cancel]: refusal(409, 1007),
    });
    expired.actor.send({ type: 'hosted.decide', choice: 'CANCEL' });
    await waitFor(expired.actor, (s) => s.matches('closed'));
    expect(expired.actor.getSnapshot().context.code).toBe(1007);
  });

  it("with a publishable key, Stripe's Payment Element takes the card: its refusal stays, its confirmation leaves", async () => {
    const { actor, calls, left } = await open({
      [PATHS.intent]: intent({ mode: 'ELEMENT', publishableKey: 'pk_test_1', clientSecret: 'pi_1_secret_2' }),
    });
    expect(actor.getSnapshot().value).toBe('embedded');
    expect(actor.getSnapshot().context.page?.embedded).toEqual({
      publicKey: 'pk_test_1',
      clientSecret: 'pi_1_secret_2',
    });
    expect(calls.some((c) => c.path === PATHS.session)).toBe(false);
    actor.send({ type: 'hosted.failed', code: 1009 });
    expect(actor.getSnapshot().context.code).toBe(1009);
    actor.send({ type: 'hosted.confirmed' });
    expect(left).toEqual([back]);
  });
});
