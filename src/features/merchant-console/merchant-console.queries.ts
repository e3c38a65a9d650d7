import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MerchantMemberPage, MerchantStats } from '@schemas/merchant-console';
import { api } from '@/lib/api';

const PAGE_SIZE = 50;

/** The merchant console's data: all → members (keyset pages) / stats (the last 30 days). */
export const consoleQueries = {
  all: () => ['merchantConsole'] as const,
  members: () =>
    infiniteQueryOptions({
      queryKey: [...consoleQueries.all(), 'members'] as const,
      queryFn: ({ pageParam, signal }) =>
        api.get<MerchantMemberPage>(
          '/api/merchants/members',
          { cursor: pageParam, limit: String(PAGE_SIZE) },
          { signal },
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: MerchantMemberPage) => last.nextCursor ?? undefined,
    }),
  stats: () =>
    queryOptions({
      queryKey: [...consoleQueries.all(), 'stats'] as const,
      queryFn: ({ signal }) => api.get<MerchantStats>('/api/merchants/stats', {}, { signal }),
    }),
};

/** The members export (exportMerchantMembers), signed like every call: a plain link could not be. */
export const fetchMembersCsv = () => api.download('/api/merchants/members/export');
