import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import StripeScreen from '@/routes/screens/stripe';
import { codeOfStripeError } from '@/features/payments/stripe/StripeElement';
import { okAnswer, refusal, stubApi } from '../../../../support/api-stub';
import { activateEnglish } from '../../../../support/catalogue-stubs';
import { render } from '../../../../support/render';
import { PATHS } from './fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const REF = 'pay_ref_0123456789ab';
const intent = okAnswer({
  ref: REF,
  amount: '195000',
  currency: 'HKD',
  orderNumber: 'N20261125',
  status: 'OPEN',
  mode: 'SANDBOX',
  publishableKey: null,
  clientSecret: null,
  returnUrl: `#/checkpay?ref=${REF}`,
});
const session = (step: string) =>
  okAnswer({
    ref: REF,
    amount: '195000',
    currency: 'HKD',
    status: 'OPEN',
    step,
    returnUrl: `#/checkpay?ref=${REF}`,
  });
const answer = (outcome: string) => okAnswer({ outcome, returnUrl: `#/checkpay?ref=${REF}` });
const open = () => render(StripeScreen, { path: '/stripe', url: `/stripe?ref=${REF}` });

describe('the Stripe page over the sandbox', () => {
  it("shows the amount, the order and Stripe's test cards; checks the fields before paying", async () => {
    const calls = stubApi({ [PATHS.intent]: intent, [PATHS.session]: session('CARD') });
    const { user } = await open();
    expect(await screen.findByTestId('stripe-amount')).toHaveTextContent('HK$1,950.00');
    expect(screen.getByText('Order N20261125')).toBeInTheDocument();
    for (const n of ['4242424242424242', '4000000000000002', '4000000000000069', '4000002500003155'])
      expect(screen.getByRole('cell', { name: n })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '13/30');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveFocus();
    expect(screen.getByText('Enter the expiry as MM/YY.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === PATHS.pay)).toBe(false);
  });

  it('the 3-D Secure card shows the authentication step; completing it returns to checkpay', async () => {
    const calls = stubApi({
      [PATHS.intent]: intent,
      [PATHS.session]: session('CARD'),
      [PATHS.pay]: answer('REQUIRES_ACTION'),
      [PATHS.challenge]: answer('SUCCEEDED'),
    });
    const { user } = await open();
    await user.type(await screen.findByRole('textbox', { name: /Card number/ }), '4000 0025 0000 3155');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/30');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('heading', { name: '3-D Secure authentication' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/checkpay?ref=${REF}`);
    expect(calls.find((c) => c.path === PATHS.pay)!.fields.get('cardNumber')).toBe('4000 0025 0000 3155');
    expect(calls.find((c) => c.path === PATHS.challenge)!.fields.get('result')).toBe('complete');
  });

  it('a pending challenge reopens at its step; cancel returns to checkpay', async () => {
    const calls = stubApi({
      [PATHS.intent]: intent,
      [PATHS.session]: session('CHALLENGE'),
      [PATHS.cancel]: answer('CANCELLED'),
    });
    const { user } = await open();
    await screen.findByRole('button', { name: 'Fail authentication' });
    await user.click(screen.getByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/checkpay?ref=${REF}`);
    expect(calls.some((c) => c.path === PATHS.cancel)).toBe(true);
  });

  it('a refused attempt shows its text and code on the form', async () => {
    stubApi({ [PATHS.intent]: intent, [PATHS.session]: session('CARD'), [PATHS.pay]: refusal(409, 1007) });
    const { user } = await open();
    await user.type(await screen.findByRole('textbox', { name: /Card number/ }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/30');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Error code: 1007')).toBeInTheDocument();
    expect(screen.getByText('This payment has already been decided or closed.')).toBeInTheDocument();
  });

  it('an unknown session shows its code, and no Retry (it stays unknown)', async () => {
    stubApi({ [PATHS.intent]: refusal(404, 404) });
    await open();
    expect(await screen.findByText('Error code: 404')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe("Stripe.js's refusals", () => {
  it('an expired card is 1009, another card refusal 1004, anything else 1005', () => {
    expect(codeOfStripeError({ type: 'card_error', code: 'expired_card' } as never)).toBe(1009);
    expect(codeOfStripeError({ type: 'card_error', code: 'card_declined' } as never)).toBe(1004);
    expect(codeOfStripeError({ type: 'api_connection_error' } as never)).toBe(1005);
  });
});
