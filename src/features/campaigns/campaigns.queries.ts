import { queryOptions } from '@tanstack/react-query';
import type { CampaignRoute } from '@schemas/campaigns';
import { campaignsApi } from './campaigns.api';

/** Query factories of the campaigns: all → the campaigns of one event route (its page shows the first). */
export const campaignQueries = {
  all: () => ['campaigns'] as const,
  ofRoute: (route: CampaignRoute) =>
    queryOptions({
      queryKey: [...campaignQueries.all(), 'route', route] as const,
      queryFn: ({ signal }) => campaignsApi.ofRoute(route, { signal }),
    }),
};
