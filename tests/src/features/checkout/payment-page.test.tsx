import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import PaymentScreen from '@/routes/screens/payment';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { activateEnglish } from '../../../support/catalogue-stubs';
import { render } from '../../../support/render';
import { ME, ORDER, PATHS, methods, order, price } from './fixtures';

beforeAll(activateEnglish);
beforeEach(() => session.start(ME, 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const open = (extra = '') =>
  render(PaymentScreen, { path: '/payment', url: `/payment?orderId=${ORDER}${extra}` });
const card = {
  ref: 'pay_ref_0123456789ab',
  method: 'SANDBOX_CARD',
  amount: '195000',
  currency: 'HKD',
  status: 'OPEN',
  redirectUrl: '#/sandboxCard?ref=pay_ref_0123456789ab',
  crypto: null,
};

describe('payment (complete payment)', () => {
  it('shows the order, the time left and the methods; Pay needs the terms and the privacy policy, then opens the card page', async () => {
    const calls = stubApi({
      [PATHS.order]: okAnswer(order()),
      [PATHS.methods]: okAnswer(methods),
      [PATHS.pay]: okAnswer(card),
    });
    const { user } = await open('&wallet=CUSTODIAL');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText(/Order number NO20261125001/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Time left to pay: (19|20):\d\d/);
    // The only usable method is chosen, with what the buyer will do. Crypto takes coins only: an HKD order
    // does not offer it, as nothing on this page could change the order's currency.
    expect(screen.getByRole('radio', { name: 'Card — secure card page' })).toBeChecked();
    expect(screen.getByText(/card processor's secure page, then come back here/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Crypto/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/policy');

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByText('Please accept the terms.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /terms of service/ })).toHaveFocus();
    expect(calls.some((c) => c.path === PATHS.pay)).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/sandboxCard?ref=pay_ref_0123456789ab');
    const pay = calls.find((c) => c.path === PATHS.pay)!;
    expect(pay.fields.get('orderId')).toBe(ORDER);
    expect(pay.fields.get('method')).toBe('SANDBOX_CARD');
  });

  it('back from a declined card (1004) says why and lets the buyer pay again', async () => {
    stubApi({ [PATHS.order]: okAnswer(order()), [PATHS.methods]: okAnswer(methods) });
    await open('&code=1004');
    expect(await screen.findByText(/Payment verification failed/)).toBeInTheDocument();
    expect(screen.getByText('Error code: 1004')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('an expired order cannot be paid: the buyer is told to place a new order (1006)', async () => {
    stubApi({
      [PATHS.order]: okAnswer(order({ expiresAt: new Date(Date.now() - 1000).toISOString() })),
      [PATHS.methods]: okAnswer(methods),
    });
    await open();
    expect(await screen.findByText('This order has expired')).toBeInTheDocument();
    expect(screen.getByText(/Please place a new order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Place a new order' })).toHaveAttribute(
      'href',
      expect.stringContaining('/itemDetails?id='),
    );
  });

  it('a payment refused as expired (1006) ends the same way; a failed load shows its code and Retry', async () => {
    stubApi({
      [PATHS.order]: [refusal(503, 503), okAnswer(order())],
      [PATHS.methods]: okAnswer(methods),
      [PATHS.pay]: refusal(400, 1006),
    });
    const { user } = await open();
    expect(await screen.findByText('Error code: 503')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('checkbox', { name: /terms of service/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('This order has expired')).toBeInTheDocument();
  });

  it('an order already paid has nothing left to pay', async () => {
    stubApi({ [PATHS.order]: okAnswer(order({ status: 'FULLPAID' })), [PATHS.methods]: okAnswer([]) });
    await open();
    expect(await screen.findByText('Nothing left to pay')).toBeInTheDocument();
  });

  it('pay part now: the amount is checked against the minimum and what is left, then sent in cents', async () => {
    const calls = stubApi({
      [PATHS.order]: okAnswer(order()),
      [PATHS.methods]: okAnswer(methods),
      [PATHS.pay]: okAnswer({ ...card, amount: '58550' }),
    });
    const { user } = await open();
    expect(await screen.findByTestId('left-to-pay')).toHaveTextContent('Left to pay: HK$1,950.00');
    expect(screen.getByText(/Pays HKD, at least HK\$7\.80/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('checkbox', { name: /Pay part now/ }));
    const amount = screen.getByRole('textbox', { name: /Amount to pay now/ });
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(amount).toHaveFocus();
    expect(screen.getByText('Enter an amount in HKD, such as 30 or 30.50.')).toBeInTheDocument();
    await user.type(amount, '7.79');
    expect(screen.getByText('Pay at least HK$7.80 with this method.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1950.01');
    expect(screen.getByText('At most HK$1,950.00 is left to pay.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '585.5');
    expect(calls.some((c) => c.path === PATHS.pay)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/sandboxCard?ref=pay_ref_0123456789ab');
    const pay = calls.find((c) => c.path === PATHS.pay)!;
    expect(pay.fields.get('amount')).toBe('58550');
  });

  it('paying from the marketplace wallet shows its coins and asks first: going back sends nothing', async () => {
    const eth = price({
      currency: 'ETH',
      itemPrice: '250000000000000000',
      totalAmount: '250000000000000000',
      lines: [{ kind: 'TOTAL', amount: '250000000000000000', detail: null }],
    });
    const calls = stubApi({
      [PATHS.order]: okAnswer(order({ price: eth })),
      [PATHS.methods]: okAnswer([{ ...methods[1]!, available: true, code: null }]),
      '/api/wallet/coins': okAnswer({
        blockchain: 'ETHEREUM',
        currency: 'ETH',
        address: '0x' + '1'.repeat(40),
        wei: '1250000000000000000',
        balance: '1.25',
      }),
      [PATHS.pay]: okAnswer({ ...card, method: 'CRYPTO', redirectUrl: null, crypto: null }),
    });
    const { user } = await open('&wallet=CUSTODIAL');
    expect(await screen.findByRole('radio', { name: 'Crypto — from a wallet' })).toBeChecked();
    expect(await screen.findByTestId('own-wallet-coins')).toHaveTextContent(
      'Your marketplace wallet holds 1.2500 ETH.',
    );
    await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    let ask = await screen.findByRole('dialog', { name: 'Pay from your marketplace wallet?' });
    expect(ask).toHaveTextContent('0.2500 ETH is sent from your marketplace wallet');
    expect(ask).toHaveTextContent('after this payment, about 1.0000 ETH');
    await user.click(within(ask).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === PATHS.pay)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    ask = await screen.findByRole('dialog', { name: 'Pay from your marketplace wallet?' });
    await user.click(within(ask).getByRole('button', { name: 'Pay 0.2500 ETH' }));
    await waitFor(() => expect(calls.filter((c) => c.path === PATHS.pay)).toHaveLength(1));
    expect(calls.find((c) => c.path === PATHS.pay)!.fields.get('wallet')).toBe('OWN');
  });

  it('an order with a part paid shows what is left; paying without a part pays all of it', async () => {
    const calls = stubApi({
      [PATHS.order]: okAnswer(order({ status: 'DEPOSITDPAID', paidAmount: '58500', expiresAt: null })),
      [PATHS.methods]: okAnswer(methods),
      [PATHS.pay]: okAnswer(card),
    });
    const { user } = await open('&method=SANDBOX_CARD');
    expect(await screen.findByTestId('left-to-pay')).toHaveTextContent('Left to pay: HK$1,365.00');
    expect(screen.getByText(/Already paid: HK\$585\.00/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Card — secure card page' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByTestId('location');
    expect(calls.find((c) => c.path === PATHS.pay)!.fields.has('amount')).toBe(false);
  });
});
