import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@schemas/members';
import type { MerchantDetail } from '@schemas/merchants';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** Member data, keyed ['members', …]; logout and a 401 remove the whole `all()` level. */
export const memberQueries = {
  all: queryRoots.members,
  /**
   * The logged-in member's detail (spec §3 User info). A 401 here does not bounce to login: the header
   * shows the login link instead (spec §4 User info load).
   */
  me: () =>
    queryOptions({
      queryKey: queryRoots.memberDetail(),
      queryFn: ({ signal }) => api.get<UserInfo>('/api/members/detail', {}, { signal, tolerate401: true }),
      staleTime: 5 * 60_000,
    }),
  /**
   * The member's merchant of `type` (spec §7 merchant detail, noMcId): fetched once per session and kept; a 404
   * is kept as an empty result (null), spec §4. Logout removes it with the rest of ['members'].
   */
  merchant: (type: 'COUPON' | 'PMS') =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'merchant', type] as const,
      queryFn: async ({ signal }) => {
        try {
          return await api.get<MerchantDetail>('/api/merchants/detail', { noMcId: 'true', type }, { signal });
        } catch (err) {
          if ((err as { code?: number }).code === 404) return null;
          throw err;
        }
      },
      staleTime: Infinity,
    }),
};
