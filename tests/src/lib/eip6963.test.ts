import { afterEach, describe, expect, it } from 'vitest';
import { discoverWallets, INJECTED_UUID, walletTypeOf } from '@/lib/eip6963';

const provider = (tag: string) => ({ tag, request: async () => null });
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((f) => f());
  delete (window as { ethereum?: unknown }).ethereum;
});

function announcer(info: { uuid: string; name: string; icon: string; rdns: string }, p: unknown) {
  const on = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider: p } }));
  window.addEventListener('eip6963:requestProvider', on);
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', on));
}

describe('eip6963 discovery', () => {
  it('collects every announced wallet once, with its type (OKX its own, others METAMASK)', async () => {
    const mm = provider('mm');
    announcer({ uuid: 'a', name: 'MetaMask', icon: 'data:,', rdns: 'io.metamask' }, mm);
    announcer({ uuid: 'a', name: 'MetaMask', icon: 'data:,', rdns: 'io.metamask' }, mm);
    announcer({ uuid: 'b', name: 'OKX Wallet', icon: '', rdns: 'com.okex.wallet' }, provider('okx'));
    announcer({ uuid: 'c', name: 'Binance Wallet', icon: '', rdns: 'com.binance.wallet' }, provider('bn'));
    (window as { ethereum?: unknown }).ethereum = provider('injected');
    const found = await discoverWallets(20);
    expect(found.map((w) => [w.info.name, w.walletType])).toEqual([
      ['MetaMask', 'METAMASK'],
      ['OKX Wallet', 'OKX'],
      ['Binance Wallet', 'METAMASK'],
    ]);
  });

  it('falls back to window.ethereum (EIP-1193) when nothing announces', async () => {
    const injected = provider('injected');
    (window as { ethereum?: unknown }).ethereum = injected;
    const found = await discoverWallets(20);
    expect(found).toHaveLength(1);
    expect(found[0]!.info.uuid).toBe(INJECTED_UUID);
    expect(found[0]!.provider).toBe(injected);
    expect(found[0]!.walletType).toBe('METAMASK');
  });

  it('finds nothing without announcements or an injected provider; ignores malformed announcements', async () => {
    announcer({ uuid: '', name: 'x', icon: '', rdns: 'x' }, provider('x'));
    announcer({ uuid: 'd', name: 'y', icon: '', rdns: 'y' }, { notAProvider: true });
    expect(await discoverWallets(20)).toEqual([]);
  });

  it('maps rdns to wallet types', () => {
    expect(walletTypeOf('io.metamask')).toBe('METAMASK');
    expect(walletTypeOf('com.okex.wallet')).toBe('OKX');
    expect(walletTypeOf('com.binance.wallet')).toBe('METAMASK');
    expect(walletTypeOf('')).toBe('METAMASK');
  });
});
