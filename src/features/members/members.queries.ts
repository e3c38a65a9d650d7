import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@schemas/members';
import { api } from '@/lib/api';

/** Member data, keyed ['members', …]; logout and a 401 remove the whole `all()` level. */
export const memberQueries = {
  all: () => ['members'] as const,
  /**
   * The logged-in member's detail (spec §3 User info). A 401 here does not bounce to login: the header
   * shows the login link instead (spec §4 User info load).
   */
  me: () =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'me'] as const,
      queryFn: ({ signal }) => api.get<UserInfo>('/api/members/detail', {}, { signal, tolerate401: true }),
      staleTime: 5 * 60_000,
    }),
};
