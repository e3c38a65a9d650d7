import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { Balance, PlayerDetail, WalletUrl, Withdrawal } from '@schemas/wallets';
import { WALLET_RECHECK } from './wallet-fixtures';
import { WalletPanelContent } from '@/features/wallet/WalletPanelContent';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi, type ApiCall } from '../../../support/api-stub';
import { render } from '../../../support/render';

const ADDR = '0x1234567890abcdef1234567890abcdef12345678';
const player = (currency: PlayerDetail['currency'] = 'HKD'): PlayerDetail => ({
  memberId: 'm1',
  name: 'Ann',
  nickname: null,
  currency,
  wallets: [
    {
      blockchain: 'ETHEREUM',
      walletAddress: ADDR,
      walletType: 'METAMASK',
      custodial: false,
      boundAt: '2024-01-01',
    },
  ],
});
const eth: Balance = {
  blockchain: 'ETHEREUM',
  currency: 'ETH',
  fixed: '1.5',
  auction: '0.25',
  total: '1.75',
};
const rates = [
  { tarSymbol: 'ETH', currRate: '20000', updatedAt: '2026-11-29T04:05:00.000Z' },
  { tarSymbol: 'MATIC', currRate: '4', updatedAt: '' },
  { tarSymbol: 'BTC', currRate: '400000', updatedAt: '' },
];
const step: WalletUrl = {
  url: 'http://localhost/#/wallet?ref=abcdefghijklmnop',
  ref: 'abcdefghijklmnop',
  blockchain: 'ETHEREUM',
};
const paid: Withdrawal = {
  id: 'w1',
  ref: step.ref,
  blockchain: 'ETHEREUM',
  currency: 'ETH',
  quantity: '1.75',
  price: '35000',
  gasFee: '0.0001',
  toAddress: ADDR,
  status: 'PAID',
  txHash: '0xabc',
  withdrawDate: '2024-01-01T00:00:00Z',
  transferDate: '2024-01-01T00:00:05Z',
};

function routes(polygon = refusal(404, 404), extra = {}) {
  return {
    '/api/players/detail': okAnswer(player()),
    '/api/wallet/rates': okAnswer(rates),
    '/api/wallet/balance': (call: ApiCall) =>
      call.fields.get('blockchain') === 'POLYGON' ? polygon : okAnswer(eth),
    ...extra,
  };
}

beforeEach(() => {
  session.start('m1', 'tok');
  vi.stubGlobal('open', vi.fn());
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('wallet panel', () => {
  it('shows each chain: panel address, type, fixed + auction in the coin and in HKD; a 404 balance is zero', async () => {
    stubApi(routes());
    const { screen } = await render(<WalletPanelContent onNavigate={() => {}} />);
    expect(await screen.findByTestId('balance-ETHEREUM')).toHaveTextContent('1.7500 ETH');
    // Converted with the rate table, which says when its rate was taken.
    expect(screen.getByTestId('converted-ETHEREUM')).toHaveTextContent(
      /^≈ HK\$35,000\.00 at the rate of Nov 29, 2026, \d{1,2}:05\s?[AP]M$/,
    );
    expect(screen.getByText('0x123…45678')).toBeInTheDocument();
    expect(screen.getByText(/MetaMask/)).toBeInTheDocument();
    expect(await screen.findByTestId('balance-POLYGON')).toHaveTextContent('0.0000 MATIC');
    const polygon = screen.getByRole('region', { name: 'Polygon' });
    expect(within(polygon).getByRole('button', { name: /connect wallet/i })).toBeInTheDocument();
  });

  it('reads a 1007 balance answer as zero', async () => {
    stubApi(routes(refusal(200, 1007)));
    const { screen } = await render(<WalletPanelContent onNavigate={() => {}} />);
    expect(await screen.findByTestId('balance-POLYGON')).toHaveTextContent('0.0000 MATIC');
  });

  it('the currency picker converts with the rates on confirm and saves the choice', async () => {
    const calls = stubApi(routes(undefined, { '/api/players/update': okAnswer(player('BTC')) }));
    const { screen, user } = await render(<WalletPanelContent onNavigate={() => {}} />);
    await screen.findByTestId('converted-ETHEREUM');
    await user.click(screen.getByRole('button', { name: /display currency: HKD/i }));
    await user.click(await screen.findByRole('radio', { name: 'BTC' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('converted-ETHEREUM')).toHaveTextContent('0.0875 BTC'));
    expect(screen.getByRole('button', { name: /display currency: BTC/i })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/players/update')?.fields.get('currency')).toBe('BTC');
  });

  it('withdraw: terms, the new window, and the check by ref and chain 2 s after the dialog', async () => {
    let checkedAt = 0;
    const calls = stubApi(
      routes(undefined, {
        '/api/wallet/withdraw': okAnswer(step),
        '/api/wallet/withdraw/check': () => {
          checkedAt = Date.now();
          return okAnswer(paid);
        },
      }),
    );
    const { screen, user } = await render(<WalletPanelContent onNavigate={() => {}} />);
    await screen.findByTestId('balance-ETHEREUM');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: /withdraw income on ethereum/i });
    const go = within(dialog).getByRole('button', { name: 'Withdraw' });
    expect(go).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(go);
    const confirmed = await within(dialog).findByRole('button', { name: /i confirmed it/i });
    // The recheck's timer starts inside the click, so the time before it is a lower bound that a slow click
    // (a busy machine) cannot shorten.
    const answeredAt = Date.now();
    await user.click(confirmed);
    expect(window.open).toHaveBeenCalledWith(step.url, '_blank');
    expect(
      await within(dialog).findByText(/withdrawal succeeded/i, {}, { timeout: WALLET_RECHECK + 8000 }),
    ).toBeInTheDocument();
    expect(checkedAt - answeredAt).toBeGreaterThanOrEqual(WALLET_RECHECK - 50);
    const check = calls.find((c) => c.path === '/api/wallet/withdraw/check')!;
    expect([check.fields.get('ref'), check.fields.get('blockchain')]).toEqual([step.ref, 'ETHEREUM']);
  });

  it('withdraw below the minimum shows the alert and asks for no URL', async () => {
    const low = { ...eth, fixed: '0.01', auction: '0', total: '0.01' };
    const calls = stubApi(routes(undefined, { '/api/wallet/balance': okAnswer(low) }));
    const { screen, user } = await render(<WalletPanelContent onNavigate={() => {}} />);
    await screen.findByTestId('balance-ETHEREUM');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/must be more than 0.0100 ETH/i)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/wallet/withdraw')).toBe(false);
  });

  it('a failed check shows label_withdrawal_fail', async () => {
    stubApi(
      routes(undefined, {
        '/api/wallet/withdraw': okAnswer(step),
        '/api/wallet/withdraw/check': refusal(400, 4411),
      }),
    );
    const { screen, user } = await render(<WalletPanelContent onNavigate={() => {}} />);
    await screen.findByTestId('balance-ETHEREUM');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await user.click(await within(dialog).findByRole('button', { name: /i cancelled it/i }));
    // The check comes WALLET_RECHECK after the click, as in the success case above: the same margin after it.
    expect(
      await within(dialog).findByText(/withdrawal failed/i, {}, { timeout: WALLET_RECHECK + 8000 }),
    ).toBeInTheDocument();
  });
});
