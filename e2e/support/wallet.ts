import type { BrowserContext } from '@playwright/test';
import { getBytes, isHexString, toUtf8String, Wallet } from 'ethers';

/** Chain ids of the in-process chains (server/env.ts CHAIN_ID_*). */
export const CHAIN_IDS = { ETHEREUM: 31337, POLYGON: 31338 } as const;

/**
 * Injects an EIP-1193 wallet into every page of `context` (the opener and the wallet-step windows alike),
 * announced by EIP-6963 as "E2E Wallet" and set as window.ethereum. Signing uses a real private key held by
 * the test process (exposed as a binding, so the key never enters the page), messages and transactions alike
 * (eth_sendTransaction is signed there and sent raw); every other call goes to the server's in-process chain
 * over /rpc/<chain>. No extension can be installed here, so this stands in for one.
 */
export async function injectWallet(context: BrowserContext, key = Wallet.createRandom().privateKey) {
  const wallet = new Wallet(key);
  const signed: string[] = [];
  await context.exposeBinding('__e2eWalletSign', async (_source, data: string) => {
    const message = isHexString(data) ? toUtf8String(getBytes(data)) : data;
    signed.push(message);
    return wallet.signMessage(message);
  });
  // eth_sendTransaction: the page fills nonce, gas and price from the chain; the key signs here, out of the page.
  await context.exposeBinding('__e2eWalletSignTx', async (_source, tx: Record<string, string | number>) =>
    wallet.signTransaction({ ...tx, type: 0 }),
  );
  await context.addInitScript(
    ({ address, chains }) => {
      type Listener = (arg: unknown) => void;
      const listeners = new Map<string, Set<Listener>>();
      let chainId = `0x${chains.ETHEREUM.toString(16)}`;
      const emit = (event: string, arg: unknown) => listeners.get(event)?.forEach((f) => f(arg));
      const rpcPath = () => (Number(chainId) === chains.POLYGON ? '/rpc/polygon' : '/rpc/ethereum');
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }): Promise<any> {
          const p = (params ?? []) as any[];
          switch (method) {
            case 'eth_requestAccounts':
            case 'eth_accounts':
              return [address];
            case 'eth_chainId':
              return chainId;
            case 'net_version':
              return String(Number(chainId));
            case 'wallet_switchEthereumChain':
            case 'wallet_addEthereumChain':
              chainId = p[0].chainId;
              emit('chainChanged', chainId);
              return null;
            case 'personal_sign':
              return (window as any).__e2eWalletSign(p[0]);
            case 'eth_sendTransaction': {
              const ask = (m: string, ps: unknown[]): Promise<any> =>
                provider.request({ method: m, params: ps });
              const tx = p[0] as { to?: string; value?: string; data?: string; gas?: string };
              const call = { from: address, to: tx.to, value: tx.value ?? '0x0', data: tx.data ?? '0x' };
              const raw: string = await (window as any).__e2eWalletSignTx({
                ...call,
                from: undefined,
                chainId: Number(chainId),
                nonce: Number(await ask('eth_getTransactionCount', [address, 'pending'])),
                gasLimit: tx.gas ?? (await ask('eth_estimateGas', [call])),
                gasPrice: await ask('eth_gasPrice', []),
              });
              return ask('eth_sendRawTransaction', [raw]);
            }
            default: {
              const res = await fetch(rpcPath(), {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method, params: p }),
              });
              const json = await res.json();
              if (json.error) throw Object.assign(new Error(json.error.message), { code: json.error.code });
              return json.result;
            }
          }
        },
        on(event: string, f: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(f);
        },
        removeListener(event: string, f: Listener) {
          listeners.get(event)?.delete(f);
        },
      };
      const info = {
        uuid: '6f1c8f3e-5b7a-4c1d-9e2f-0a1b2c3d4e5f',
        name: 'E2E Wallet',
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="32" height="32"/%3E',
        rdns: 'io.metamask',
      };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      (window as any).ethereum = provider;
      announce();
    },
    { address: wallet.address, chains: CHAIN_IDS },
  );
  return { address: wallet.address, signed };
}

/** Asks the server's in-process chain (POST /rpc/<chain>) directly, as a block explorer would. */
export async function rpc(baseURL: string, chain: 'ethereum' | 'polygon', method: string, params: unknown[]) {
  const res = await fetch(`${baseURL}/rpc/${chain}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const json = (await res.json()) as { result?: any; error?: { message: string } };
  if (json.error) throw new Error(json.error.message);
  return json.result;
}
