import { BrowserProvider, getAddress } from 'ethers';
import type { OrderEvent } from '@machines/order.machine';
import type { OrderEventEntry } from '@schemas/orders';
import { ApiError } from '@/lib/api-error';
import { discoverWallets, type DiscoveredWallet } from '@/lib/eip6963';
import { markDelivered, prepareNftDelivery } from './orders.api';

/** Why a browser-wallet delivery stopped before the server was asked (the dialog translates these). */
export type WalletDeliveryError = 'no_wallet' | 'wrong_account' | 'rejected' | 'failed';

const rejected = (err: unknown) => {
  const e = err as { code?: unknown; info?: { error?: { code?: unknown } } } | null;
  return e?.code === 4001 || e?.code === 'ACTION_REJECTED' || e?.info?.error?.code === 4001;
};

/**
 * An NFT line held in the seller's browser wallet: the server prepares the transfer, the wallet
 * sends it, and markDelivered hands the server its hash, which the server verifies on chain before the line
 * counts as delivered. `discover` is injectable for tests.
 */
export async function deliverFromBrowserWallet(
  orderId: string,
  lineId: string,
  discover: () => Promise<DiscoveredWallet[]> = () => discoverWallets(),
) {
  const tx = await prepareNftDelivery(orderId, lineId);
  const wallets = await discover();
  const provider = wallets[0]?.provider;
  if (!provider) throw Object.assign(new Error('no wallet'), { reason: 'no_wallet' as const });
  try {
    const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as unknown[];
    const holder = accounts.find((a) => typeof a === 'string' && getAddress(a) === getAddress(tx.from)) as
      string | undefined;
    if (!holder) throw Object.assign(new Error('wrong account'), { reason: 'wrong_account' as const });
    const chainId = `0x${tx.chainId.toString(16)}`;
    const current = await provider.request({ method: 'eth_chainId' }).catch(() => null);
    if (typeof current !== 'string' || BigInt(current) !== BigInt(tx.chainId))
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
    const signer = await new BrowserProvider(provider).getSigner(holder);
    const sent = await signer.sendTransaction({ to: tx.to, data: tx.data });
    return await markDelivered({ orderId, lineId, txHash: sent.hash });
  } catch (err) {
    if ((err as { reason?: unknown }).reason) throw err;
    if (err instanceof ApiError) throw err;
    throw Object.assign(new Error(String(err)), { reason: rejected(err) ? 'rejected' : 'failed' });
  }
}

/** The machine event an order_events row replays; null for the log-only entries (order.create). */
export function replayEventOf(entry: OrderEventEntry): OrderEvent | null {
  const e = entry.machineEvent as Partial<OrderEvent>;
  const type = typeof e.type === 'string' ? e.type : entry.event;
  if (type === 'order.create') return null;
  return { ...e, type, by: (e.by ?? entry.actorRole) as OrderEvent['by'] } as OrderEvent;
}
