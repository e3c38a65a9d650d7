import { queryOptions } from '@tanstack/react-query';
import type { MerchantPage } from '@schemas/merchant-page';
import { api } from '@/lib/api';

/**
 * The merchant page's data, keyed ['merchantPage', mcId]: fetched once and kept for the session (spec §4
 * "merchant detail is fetched once and cached"); a 404 (no such merchant, suspended, no page on its plan) is
 * kept as an empty result, null, so revisiting asks nothing.
 */
export const merchantPageQueries = {
  all: () => ['merchantPage'] as const,
  detail: (mcId: string) =>
    queryOptions({
      queryKey: [...merchantPageQueries.all(), mcId] as const,
      queryFn: async ({ signal }) => {
        try {
          return await api.get<MerchantPage>('/api/merchants/page', { mcId }, { signal });
        } catch (err) {
          if ((err as { code?: number }).code === 404) return null;
          throw err;
        }
      },
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
