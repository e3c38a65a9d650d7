import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Blockchain } from '@schemas/wallets';
import { features } from '@/lib/flags';
import { session } from '@/lib/session';
import { walletApi } from './wallet.api';
import { queryRoots } from '@/lib/query-keys';

/** Spec §9: Ethereum always, Polygon when openPolygon is on; the first is the default chain. */
export function enabledChains(): Blockchain[] {
  return features.openPolygon ? ['ETHEREUM', 'POLYGON'] : ['ETHEREUM'];
}

/**
 * Wallet reads, keyed under ['members', 'wallet', memberId] so logout (which removes ['members']) drops them
 * and another member never sees them. Balances load once per session (staleTime Infinity, spec §4) and are
 * invalidated after a withdrawal, bind or unbind.
 */
export const walletQueries = {
  all: () => [...queryRoots.members(), 'wallet', session.memberId() ?? ''] as const,
  balance: (blockchain: Blockchain) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'balance', blockchain] as const,
      queryFn: ({ signal }) => walletApi.balance(blockchain, { signal }),
      staleTime: Infinity,
    }),
  player: () =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'player'] as const,
      queryFn: ({ signal }) => walletApi.player({ signal }),
      staleTime: 60_000,
    }),
  rates: () =>
    queryOptions({
      queryKey: ['wallet', 'rates'] as const,
      queryFn: ({ signal }) => walletApi.rates({ signal }),
      staleTime: 5 * 60_000,
    }),
  withdrawals: () =>
    infiniteQueryOptions({
      queryKey: [...walletQueries.all(), 'withdrawals'] as const,
      queryFn: ({ pageParam, signal }) => walletApi.withdrawals(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  /** Card income (HKD cents): fresh for a minute, since a completed order credits it meanwhile. */
  fiatIncome: () =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'fiatIncome'] as const,
      queryFn: ({ signal }) => walletApi.fiatIncome({ signal }),
      staleTime: 60_000,
    }),
  transfers: () =>
    infiniteQueryOptions({
      queryKey: [...walletQueries.all(), 'transfers'] as const,
      queryFn: ({ pageParam, signal }) => walletApi.transfers(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};
