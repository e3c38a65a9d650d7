import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import PaymentScreen from '@/routes/screens/payment';
import { okAnswer, refusal, stubApi, type ApiCall } from '../../../support/api-stub';
import { activateEnglish } from '../../../support/catalogue-stubs';
import { render } from '../../../support/render';
import { ME, ORDER, PATHS, methods, order } from '../checkout/fixtures';

beforeAll(activateEnglish);
beforeEach(() => session.start(ME, 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const QUOTE = '/api/payments/coins/quote';
const PAY = '/api/payments/coins';
const quote = (over = {}) => ({
  available: true,
  reason: null,
  coin: { mcId: 'DEMOLIVE', name: 'Harbour Coins', symbol: 'HCN', artwork: null, valueHkdCents: '10' },
  spendable: '5000',
  maxCoins: '3000',
  leftAmount: order().price.totalAmount,
  ...over,
});
const open = () => render(PaymentScreen, { path: '/payment', url: `/payment?orderId=${ORDER}` });

describe('the coin tender at the payment step', () => {
  it('offers the most coins, pays the chosen whole coins once, and the page shows what is left', async () => {
    const total = BigInt(order().price.totalAmount);
    const calls: ApiCall[] = stubApi({
      [PATHS.order]: [okAnswer(order()), okAnswer(order({ status: 'DEPOSITDPAID', paidAmount: '10000' }))],
      [PATHS.methods]: okAnswer(methods),
      [QUOTE]: okAnswer(quote()),
      [PAY]: (call) =>
        okAnswer({
          orderId: ORDER,
          paymentId: 'p1',
          coins: call.fields.get('coins'),
          amount: '10000',
          paidAmount: '10000',
          leftAmount: String(total - 10000n),
          spendable: '4000',
        }),
    });
    const { user } = await open();
    const tender = await screen.findByTestId('coin-tender');
    expect(within(tender).getByRole('heading', { name: 'Pay with Harbour Coins' })).toBeInTheDocument();
    const amount = within(tender).getByRole('textbox', { name: /Coins to pay/ });
    expect(amount).toHaveValue('3000');
    expect(within(tender).getByTestId('coin-tender-worth')).toHaveTextContent('Worth HK$300.00');
    await user.clear(amount);
    await user.type(amount, '2.5');
    expect(within(tender).getByText('A whole number of coins, more than zero.')).toBeInTheDocument();
    expect(within(tender).getByRole('button', { name: /with HCN/ })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(within(tender).getByRole('button', { name: 'Pay HK$100.00 with HCN' }));
    expect(await screen.findByText(/Already paid: HK\$100\.00/)).toBeInTheDocument();
    const pays = calls.filter((c) => c.path === PAY);
    expect(pays).toHaveLength(1);
    expect(pays[0]!.fields.get('orderId')).toBe(ORDER);
    expect(pays[0]!.fields.get('coins')).toBe('1000');
    expect(pays[0]!.fields.get('requestKey')).toMatch(/^[0-9a-f-]{36}$/);
    // The rest is paid with the other methods as before.
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('a refusal names the spendable coins and when pending ones turn spendable', async () => {
    stubApi({
      [PATHS.order]: okAnswer(order()),
      [PATHS.methods]: okAnswer(methods),
      [QUOTE]: okAnswer(quote()),
      [PAY]: refusal(409, 4711, { spendable: '100', nextSpendableAt: '2026-12-14T00:00:00.000Z' }),
    });
    const { user } = await open();
    const tender = await screen.findByTestId('coin-tender');
    await user.click(within(tender).getByRole('button', { name: /with HCN/ }));
    const alert = await within(tender).findByRole('alert');
    expect(alert).toHaveTextContent(/still pending/);
    expect(alert).toHaveTextContent(/You can spend 100 now; more from Dec 14, 2026/);
  });

  it('no coin at this merchant: nothing is offered', async () => {
    stubApi({
      [PATHS.order]: okAnswer(order()),
      [PATHS.methods]: okAnswer(methods),
      [QUOTE]: okAnswer(quote({ available: false, reason: 'no_coin', coin: null, maxCoins: '0' })),
    });
    await open();
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.queryByTestId('coin-tender')).toBeNull();
  });
});
