import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SandboxCardScreen from '@/routes/screens/sandbox-card';
import { okAnswer, refusal, stubApi } from '../../../../support/api-stub';
import { activateEnglish } from '../../../../support/catalogue-stubs';
import { render } from '../../../../support/render';
import { PATHS } from '../../checkout/fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const REF = 'pay_ref_0123456789ab';
const cardSession = okAnswer({
  ref: REF,
  amount: '195000',
  currency: 'HKD',
  merchant: 'Marketplace',
  status: 'OPEN',
  returnUrl: `#/checkpay?ref=${REF}`,
});
const open = () => render(SandboxCardScreen, { path: '/sandboxCard', url: `/sandboxCard?ref=${REF}` });

describe('the sandbox card page', () => {
  it('shows the amount, the merchant and the test cards; checks the fields before paying', async () => {
    const calls = stubApi({ [PATHS.session]: cardSession });
    const { user } = await open();
    expect(await screen.findByTestId('card-amount')).toHaveTextContent('HK$1,950.00');
    expect(screen.getByText('Pay Marketplace')).toBeInTheDocument();
    for (const n of ['4242424242424242', '4000000000000002', '4000000000000069', '4000000000003220'])
      expect(screen.getByRole('cell', { name: n })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '13/30');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveFocus();
    expect(screen.getByText('Enter the expiry as MM/YY.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === PATHS.cardPay)).toBe(false);
  });

  it('a 3-D Secure card asks for the code, then returns to the shop', async () => {
    const calls = stubApi({
      [PATHS.session]: cardSession,
      [PATHS.cardPay]: okAnswer({ outcome: 'CHALLENGE', returnUrl: `#/checkpay?ref=${REF}` }),
      [PATHS.challenge]: okAnswer({ outcome: 'APPROVED', returnUrl: `#/checkpay?ref=${REF}` }),
    });
    const { user } = await open();
    await user.type(await screen.findByRole('textbox', { name: /Card number/ }), '4000 0000 0000 3220');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/30');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Ada Buyer');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/checkpay?ref=${REF}`);
    const pay = calls.find((c) => c.path === PATHS.cardPay)!;
    expect(pay.fields.get('cardNumber')).toBe('4000 0000 0000 3220');
    expect(pay.fields.get('ref')).toBe(REF);
    expect(calls.find((c) => c.path === PATHS.challenge)!.fields.get('code')).toBe('123456');
  });

  it('a field the processor refuses (4200) is marked on the card form and focused', async () => {
    stubApi({
      [PATHS.session]: cardSession,
      [PATHS.cardPay]: refusal(400, 4200, [{ path: 'cvc', message: 'cvc_format' }]),
    });
    const { user } = await open();
    await user.type(await screen.findByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/30');
    const cvc = screen.getByRole('textbox', { name: /CVC/ });
    await user.type(cvc, '123');
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Ada Buyer');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(cvc).toHaveAttribute('aria-invalid', 'true'));
    expect(cvc).toHaveAccessibleDescription('Enter the 3 or 4 digits on the back of the card.');
    expect(cvc).toHaveFocus();
  });

  it('an unknown session shows its code, and no Retry (it stays unknown)', async () => {
    stubApi({ [PATHS.session]: refusal(404, 404) });
    await open();
    expect(await screen.findByText('Error code: 404')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
