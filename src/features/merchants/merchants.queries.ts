import { queryOptions } from '@tanstack/react-query';
import type { ApplicationStatus, MerchantDetail } from '@schemas/merchants';
import type { MerchantApplication } from '@schemas/merchant-registration';
import { api } from '@/lib/api';

/** Merchant data, keyed ['merchants', …]; a review or an upload invalidates the `all()` level. */
export const merchantQueries = {
  all: () => ['merchants'] as const,
  /** The signed-in member's own application; null when they never applied (404). */
  myApplication: () =>
    queryOptions({
      queryKey: [...merchantQueries.all(), 'application'] as const,
      queryFn: async ({ signal }) => {
        try {
          return await api.get<MerchantApplication>('/api/merchants/application', {}, { signal });
        } catch (err) {
          if ((err as { code?: number }).code === 404) return null;
          throw err;
        }
      },
    }),
  /** Applications for the reviewers (ADMIN): open ones, or those of one status. */
  applications: (status: ApplicationStatus | 'OPEN') =>
    queryOptions({
      queryKey: [...merchantQueries.all(), 'applications', status] as const,
      queryFn: ({ signal }) =>
        api.get<MerchantApplication[]>(
          '/api/admin/merchant-applications',
          status === 'OPEN' ? {} : { status },
          { signal },
        ),
    }),
  superStatus: () =>
    queryOptions({
      queryKey: [...merchantQueries.all(), 'super'] as const,
      queryFn: ({ signal }) => api.get<{ unlockedUntil: string | null }>('/api/admin/super', {}, { signal }),
    }),
  superMerchants: () =>
    queryOptions({
      queryKey: [...merchantQueries.all(), 'super', 'merchants'] as const,
      queryFn: ({ signal }) => api.get<MerchantDetail[]>('/api/admin/super/merchants', {}, { signal }),
    }),
};
