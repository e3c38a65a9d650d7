import { getBytes, Wallet } from 'ethers';

/** The EIP-1193 methods the page and ethers' BrowserProvider call, backed by a real key. */
export function fakeProvider(wallet: Wallet, chainId = 31337) {
  const calls: { method: string; params?: unknown }[] = [];
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      calls.push({ method, params });
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [wallet.address.toLowerCase()];
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`;
        case 'net_version':
          return String(chainId);
        case 'wallet_switchEthereumChain':
          return null;
        case 'personal_sign':
          return wallet.signMessage(getBytes(String(params![0])));
        default:
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      }
    },
  };
  return { provider, calls };
}

/** Announces a provider by EIP-6963 until the returned function is called. */
export function announce(
  provider: unknown,
  info = { uuid: 'mm-1', name: 'MetaMask', icon: '', rdns: 'io.metamask' },
) {
  const onRequest = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    );
  window.addEventListener('eip6963:requestProvider', onRequest);
  return () => window.removeEventListener('eip6963:requestProvider', onRequest);
}
