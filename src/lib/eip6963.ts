/** An EIP-1193 provider: the one method every injected wallet has. */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
};

/** EIP-6963 provider info as a wallet announces it. */
export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string };

/** A browser wallet found on the page, with the wallet type the server records for it (spec §3). */
export type DiscoveredWallet = {
  info: WalletInfo;
  provider: Eip1193Provider;
  walletType: 'METAMASK' | 'OKX';
};

/** The uuid given to the bare `window.ethereum` fallback (no name of its own: the UI says "Browser wallet"). */
export const INJECTED_UUID = 'injected';

/**
 * METAMASK is the type of any browser wallet (Binance, Rabby, …: the name is kept for display); only OKX has
 * its own type.
 */
export function walletTypeOf(rdns: string): 'METAMASK' | 'OKX' {
  return rdns === 'com.okex.wallet' || rdns.startsWith('com.okex.') ? 'OKX' : 'METAMASK';
}

type AnnounceEvent = Event & { detail?: { info?: WalletInfo; provider?: Eip1193Provider } };

/**
 * Finds browser wallets: EIP-6963 announcements gathered for `waitMs` after asking, then the EIP-1193
 * `window.ethereum` when nothing announced (older wallets, in-app wallet browsers).
 */
export function discoverWallets(waitMs = 250, win: Window = window): Promise<DiscoveredWallet[]> {
  const found = new Map<string, DiscoveredWallet>();
  const onAnnounce = (e: Event) => {
    const { info, provider } = (e as AnnounceEvent).detail ?? {};
    if (!info?.uuid || !provider || typeof provider.request !== 'function') return;
    if ([...found.values()].some((w) => w.provider === provider)) return;
    found.set(info.uuid, { info, provider, walletType: walletTypeOf(info.rdns ?? '') });
  };
  win.addEventListener('eip6963:announceProvider', onAnnounce);
  win.dispatchEvent(new Event('eip6963:requestProvider'));
  return new Promise((resolve) => {
    setTimeout(() => {
      win.removeEventListener('eip6963:announceProvider', onAnnounce);
      const list = [...found.values()];
      const injected = (win as Window & { ethereum?: Eip1193Provider }).ethereum;
      if (list.length === 0 && injected && typeof injected.request === 'function') {
        const okx = (injected as { isOkxWallet?: boolean }).isOkxWallet === true;
        const info = { uuid: INJECTED_UUID, name: '', icon: '', rdns: okx ? 'com.okex.wallet' : '' };
        list.push({ info, provider: injected, walletType: okx ? 'OKX' : 'METAMASK' });
      }
      resolve(list);
    }, waitMs);
  });
}

/** True when some wallet is injected right now (the mobile prompt shows only without one). */
export function hasInjectedWallet(win: Window = window): boolean {
  return typeof (win as Window & { ethereum?: Eip1193Provider }).ethereum?.request === 'function';
}
