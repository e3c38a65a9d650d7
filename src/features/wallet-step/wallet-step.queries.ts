import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@schemas/members';
import { api } from '@/lib/api';

/** Wallet-step reads, keyed under ['walletStep']. */
export const walletStepQueries = {
  all: () => ['walletStep'] as const,
  /**
   * The member's bound e-mail and mobile, for the custodial wallet's contact rule (spec §5), checked here
   * before the server (which answers 4401) so the member sees the prompt before confirming.
   */
  contact: () =>
    queryOptions({
      queryKey: [...walletStepQueries.all(), 'contact'] as const,
      queryFn: async ({ signal }) => {
        const u = await api.get<UserInfo>('/api/members/detail', {}, { signal, tolerate401: true });
        return { email: u.memberLite.email, mobile: u.memberLite.mobile };
      },
      staleTime: 0,
    }),
};
