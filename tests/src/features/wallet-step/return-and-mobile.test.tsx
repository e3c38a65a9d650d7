import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileWalletPrompt, walletAppLinks } from '@/features/wallet-step/MobileWalletPrompt';
import { RETURN_CLOSE_DELAY_MS, WalletReturnPage } from '@/features/wallet-step/WalletReturnPage';
import { reportOutcome } from '@/features/wallet-step/wallet-step.report';
import { render } from '../../../support/render';

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('WalletReturnPage', () => {
  it('shows the outcome this window reported for the op, and links to the wallet', async () => {
    reportOutcome({ ref: 'r', op: 'connectWallet', status: 'DONE' });
    const { screen } = await render(() => <WalletReturnPage op="connectWallet" />);
    expect(screen.getByRole('status')).toHaveTextContent('Your wallet is bound.');
    expect(screen.getByRole('link', { name: 'Go to my wallet' })).toHaveAttribute('href', '/wallet');
  });

  it('a failed bind says so with the reason; another op’s outcome is not shown', async () => {
    reportOutcome({ ref: 'r', op: 'connectWallet', status: 'FAILED', code: 4406 });
    const { screen } = await render(() => <WalletReturnPage op="connectWallet" />);
    expect(screen.getByRole('status')).toHaveTextContent('Bind failed.');
    expect(screen.getByText(/already bound to another account/)).toBeInTheDocument();
  });

  it('closes a window opened by the opener after a short delay', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    Object.defineProperty(window, 'opener', { value: {}, configurable: true });
    const { screen } = await render(() => <WalletReturnPage op="withdrawBalance" />);
    expect(screen.getByRole('status')).toHaveTextContent('The wallet step is finished.');
    // The delay is a real 3 s timer: 4 s in all left a busy machine one second for the render around it.
    await vi.waitFor(() => expect(close).toHaveBeenCalled(), { timeout: RETURN_CLOSE_DELAY_MS + 5000 });
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
  });
});

describe('MobileWalletPrompt', () => {
  it('offers MetaMask and OKX deep links to this page and a copy-link button', async () => {
    const { screen } = await render(MobileWalletPrompt);
    const links = walletAppLinks();
    expect(screen.getByRole('link', { name: /Open in MetaMask/ })).toHaveAttribute('href', links.metamask);
    expect(links.metamask).toBe(
      `https://metamask.app.link/dapp/${location.host}${location.pathname}${location.hash}`,
    );
    expect(screen.getByRole('link', { name: /Open in OKX Wallet/ })).toHaveAttribute(
      'href',
      `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(location.href)}`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
