import { queryOptions } from '@tanstack/react-query';
import { stampsApi } from './stamps.api';

/** Query factories of the e-stamps: all → mine (the member's cards) / card (the merchant's own card). */
export const stampQueries = {
  all: () => ['stamps'] as const,
  mine: () =>
    queryOptions({
      queryKey: [...stampQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => stampsApi.mine({ signal }),
    }),
  card: () =>
    queryOptions({
      queryKey: [...stampQueries.all(), 'card'] as const,
      queryFn: ({ signal }) => stampsApi.myCard({ signal }),
    }),
};
