import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import type { FiatIncome } from '@schemas/fulfilment';
import { FiatIncomePanel } from '@/features/wallet/FiatIncomePanel';
import { WalletPage } from '@/features/wallet/WalletPage';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

const income: FiatIncome = {
  currency: 'HKD',
  // Past 2^53 cents: a float would print …992.xx or round the cents; formatting must work from the digits.
  balance: '900719925474099312',
  entries: [
    {
      id: 'e1',
      amount: '-10000',
      reason: 'PAYOUT',
      refId: 'BANK-1',
      orderNumber: null,
      createdAt: '2026-11-20T10:00:00Z',
    },
    {
      id: 'e2',
      amount: '-1950',
      reason: 'REFUND',
      refId: 'o2',
      orderNumber: 'NO20261101B',
      createdAt: '2026-11-19T10:00:00Z',
    },
    {
      id: 'e3',
      amount: '250',
      reason: 'ROYALTY',
      refId: 'o3',
      orderNumber: 'NO20261101C',
      createdAt: '2026-11-18T10:00:00Z',
    },
    {
      id: 'e4',
      amount: '123468539',
      reason: 'SALE',
      refId: 'o1',
      orderNumber: 'NO20261101A',
      createdAt: '2026-11-17T10:00:00Z',
    },
  ],
};

beforeEach(() => void session.start('m1', 'tok'));
afterEach(() => session.clear());

describe('card income panel', () => {
  it('shows the HKD balance to the cent and each entry with reason, order number and signed amount', async () => {
    stubApi({ '/api/income/fiat': okAnswer(income) });
    const { screen } = await render(<FiatIncomePanel />);
    expect(await screen.findByTestId('fiat-balance')).toHaveTextContent('HK$9,007,199,254,740,993.12');
    const region = screen.getByRole('region', { name: 'Card income (HKD)' });
    const rows = within(region).getAllByTestId('fiat-entry');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Payout.*-HK\$100\.00$/),
      expect.stringMatching(/^Refund · Order NO20261101B.*-HK\$19\.50$/),
      expect.stringMatching(/^Royalty · Order NO20261101C.*\+HK\$2\.50$/),
      expect.stringMatching(/^Sale · Order NO20261101A.*\+HK\$1,234,685\.39$/),
    ]);
    expect(rows[0]).not.toHaveTextContent('Order');
    expect(rows[3]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-17T10:00:00Z');
    expect(rows[3]).toHaveTextContent('2026');
  });

  it('says so when there is no card income yet', async () => {
    stubApi({ '/api/income/fiat': okAnswer({ currency: 'HKD', balance: '0', entries: [] }) });
    const { screen } = await render(<FiatIncomePanel />);
    expect(await screen.findByText('No card income yet')).toBeInTheDocument();
    expect(screen.queryByTestId('fiat-balance')).toBeNull();
  });

  it('shows the error code and retries on request', async () => {
    const calls = stubApi({ '/api/income/fiat': [refusal(500, 9000), okAnswer(income)] });
    const { screen, user } = await render(<FiatIncomePanel />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Card income could not be loaded');
    expect(alert).toHaveTextContent('9000');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('fiat-balance')).toHaveTextContent('HK$9,007,199,254,740,993.12');
    expect(calls.filter((c) => c.path === '/api/income/fiat')).toHaveLength(2);
  });

  it('is part of the wallet overview tab', async () => {
    stubApi({
      '/api/income/fiat': okAnswer(income),
      '/api/players/detail': okAnswer({
        memberId: 'm1',
        name: 'A',
        nickname: null,
        currency: 'HKD',
        wallets: [],
      }),
      '/api/wallet/rates': okAnswer([]),
    });
    const { screen } = await render(<WalletPage tab="overview" />);
    expect(await screen.findByRole('heading', { name: 'Card income (HKD)' })).toBeInTheDocument();
    expect(await screen.findByTestId('fiat-balance')).toHaveTextContent('HK$9,007,199,254,740,993.12');
  });
});
