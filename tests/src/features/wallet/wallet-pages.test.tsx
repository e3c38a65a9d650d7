import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Transfer, Withdrawal } from '@schemas/wallets';
import { WalletPage } from '@/features/wallet/WalletPage';
import { WithdrawalsList } from '@/features/wallet/WithdrawalsList';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

const ADDR = '0xabcdef1234567890abcdef1234567890abcd9876';
const withdrawal = (id: string): Withdrawal => ({
  id,
  ref: `ref-${id}-0000000000000`,
  blockchain: 'POLYGON',
  currency: 'MATIC',
  quantity: '12.345678',
  price: '49.38',
  gasFee: '0.000021',
  toAddress: ADDR,
  status: 'PAID',
  txHash: '0x' + 'e'.repeat(64),
  withdrawDate: '2024-03-01T10:00:00Z',
  transferDate: '2024-03-01T10:00:08Z',
});
const transfer: Transfer = {
  id: 't1',
  ref: 'ref-t1-000000000000',
  product: { id: 'p1', name: 'Blue Bird', displayImage: '' },
  blockchain: 'ETHEREUM',
  contractAddress: '0x' + 'c'.repeat(40),
  tokenId: '7',
  quantity: 1,
  fromAddress: '0x' + 'a'.repeat(40),
  toAddress: ADDR,
  status: 'AWAITING_APPROVAL',
  txHash: null,
  failureCode: null,
  createdAt: '2024-03-01T10:00:00Z',
  approvedAt: null,
  sentAt: null,
};

beforeEach(() => void session.start('m1', 'tok'));
afterEach(() => session.clear());

describe('withdrawals list', () => {
  it('shows quantity to 4 decimals, HKD price, gas fee, short receiving address and status; pages on', async () => {
    const calls = stubApi({
      '/api/wallet/withdrawals': [
        okAnswer({ items: [withdrawal('w1')], nextCursor: 'c2' }),
        okAnswer({ items: [withdrawal('w2')], nextCursor: null }),
      ],
    });
    const { screen, user } = await render(<WithdrawalsList />);
    const [row] = await screen.findAllByTestId('withdrawal');
    expect(row).toHaveTextContent('12.3457 MATIC');
    expect(row).toHaveTextContent('HK$49.38');
    expect(row).toHaveTextContent('0.0000 MATIC');
    expect(row).toHaveTextContent('0xabcd…9876');
    expect(row).toHaveTextContent('Paid');
    await user.click(screen.getByRole('button', { name: /load more/i }));
    // The first page stays on screen while the next loads: wait for the second row, not for any row.
    await waitFor(() => expect(screen.getAllByTestId('withdrawal')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/api/wallet/withdrawals')[1]!.fields.get('cursor')).toBe('c2');
  });

  it('empty and error states', async () => {
    stubApi({ '/api/wallet/withdrawals': okAnswer({ items: [], nextCursor: null }) });
    const first = await render(<WithdrawalsList />);
    expect(await first.screen.findByText(/no withdrawals yet/i)).toBeInTheDocument();
    first.unmount();
    stubApi({ '/api/wallet/withdrawals': refusal(500, 500) });
    const { screen } = await render(<WithdrawalsList />);
    expect(await screen.findByRole('button', { name: /refresh/i })).toBeInTheDocument();
  });
});

describe('my wallet page', () => {
  it('the transfers tab lists transfer records with their status', async () => {
    stubApi({
      '/api/transfers': okAnswer({ items: [transfer], nextCursor: null }),
      '/api/players/detail': okAnswer({
        memberId: 'm1',
        name: 'A',
        nickname: null,
        currency: 'HKD',
        wallets: [],
      }),
      '/api/wallet/rates': okAnswer([]),
    });
    const { screen } = await render(<WalletPage tab="transfers" />);
    expect(await screen.findByText(/blue bird/i)).toBeInTheDocument();
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /transfer record/i })).toHaveAttribute('aria-selected', 'true');
  });
});
