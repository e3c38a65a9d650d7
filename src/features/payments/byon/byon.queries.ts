import { queryOptions } from '@tanstack/react-query';
import { byonApi } from './byon.api';

/** The sandbox payer page's read (DESIGN §3.3): no member, the page's token is its key. */
export const byonQueries = {
  all: () => ['byon'] as const,
  payer: (ref: string, t: string) =>
    queryOptions({
      queryKey: [...byonQueries.all(), 'payer', ref, t] as const,
      queryFn: ({ signal }) => byonApi.payer(ref, t, { signal }),
      staleTime: 0,
    }),
};
