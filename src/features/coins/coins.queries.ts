import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { Code } from '@schemas/codes';
import { codeOf } from '@/lib/error-text';
import { coinsApi } from './coins.api';

/**
 * Query factories of the loyalty coins: all → the member's balances / history at one merchant (paged) /
 * a merchant's coin / the caller's merchant's liability (null before its coin is defined) / an order's tender.
 */
export const coinQueries = {
  all: () => ['coins'] as const,
  balances: () =>
    queryOptions({
      queryKey: [...coinQueries.all(), 'balances'] as const,
      queryFn: ({ signal }) => coinsApi.balances({ signal }),
    }),
  history: (mcId: string) =>
    infiniteQueryOptions({
      queryKey: [...coinQueries.all(), 'history', mcId] as const,
      queryFn: ({ pageParam, signal }) => coinsApi.history(mcId, pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  coin: (mcId: string) =>
    queryOptions({
      queryKey: [...coinQueries.all(), 'coin', mcId] as const,
      queryFn: ({ signal }) => coinsApi.coin(mcId, { signal }),
    }),
  // Read on each visit: members' coins move while the merchant looks.
  liability: () =>
    queryOptions({
      queryKey: [...coinQueries.all(), 'liability'] as const,
      queryFn: ({ signal }) =>
        coinsApi.liability({ signal }).catch((err: unknown) => {
          if (codeOf(err) === Code.NOT_FOUND) return null;
          throw err;
        }),
      staleTime: 0,
    }),
  campaigns: () =>
    queryOptions({
      queryKey: [...coinQueries.all(), 'campaigns'] as const,
      queryFn: ({ signal }) => coinsApi.campaigns({ signal }),
    }),
  quote: (orderId: string) =>
    queryOptions({
      queryKey: [...coinQueries.all(), 'quote', orderId] as const,
      queryFn: ({ signal }) => coinsApi.quote(orderId, { signal }),
      staleTime: 0,
    }),
};
