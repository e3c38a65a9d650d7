import { queryOptions } from '@tanstack/react-query';
import { getMintStatus, getNftQrCode, verifyNftCheck } from './item-wallet.api';
import { itemDetailQueries } from './item-detail.queries';

/** How often a pending mint is read again when the page polls with a query (minting takes about 3 min). */
export const MINT_REFETCH_MS = 3000;

/**
 * The item page's wallet reads, keyed under the item's detail key (['catalog', 'product', id, …]) so a
 * catalogue write refreshes them with the item.
 */
export const itemWalletQueries = {
  all: (id: string) => [...itemDetailQueries.detail(id).queryKey, 'wallet'] as const,
  /** getMintStatus; polls every MINT_REFETCH_MS while the mint is pending. */
  mintStatus: (id: string) =>
    queryOptions({
      queryKey: [...itemWalletQueries.all(id), 'mint'] as const,
      queryFn: ({ signal }) => getMintStatus(id, signal),
      refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? MINT_REFETCH_MS : false),
    }),
  /** getNftQrCode: never served from cache, since each code expires within minutes. */
  qr: (id: string) =>
    queryOptions({
      queryKey: [...itemWalletQueries.all(id), 'qr'] as const,
      queryFn: ({ signal }) => getNftQrCode(id, signal),
      staleTime: 0,
      gcTime: 0,
    }),
  /** verifyNftCheck for an itemDetails link's `check`. */
  check: (id: string, check: string) =>
    queryOptions({
      queryKey: [...itemWalletQueries.all(id), 'check', check] as const,
      queryFn: ({ signal }) => verifyNftCheck(id, check, signal),
    }),
};
