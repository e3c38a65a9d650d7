import { queryOptions } from '@tanstack/react-query';
import type { CampaignRoute } from '@schemas/campaigns';
import { campaignsApi } from './campaigns.api';

/**
 * Query factories of the campaigns: all → the campaigns of one event route (its page shows the first) / the
 * merchant's own / what the merchant's campaign may give. Saving one refreshes them all.
 */
export const campaignQueries = {
  all: () => ['campaigns'] as const,
  ofRoute: (route: CampaignRoute) =>
    queryOptions({
      queryKey: [...campaignQueries.all(), 'route', route] as const,
      queryFn: ({ signal }) => campaignsApi.ofRoute(route, { signal }),
    }),
  mine: () =>
    queryOptions({
      queryKey: [...campaignQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => campaignsApi.mine({ signal }),
    }),
  // The reward lists are read on each visit (staleTime 0): a batch issued or an item minted in another tab a
  // moment ago must be there to choose.
  rewardBatches: () =>
    queryOptions({
      queryKey: [...campaignQueries.all(), 'rewards', 'batches'] as const,
      queryFn: ({ signal }) => campaignsApi.rewardBatches({ signal }),
      staleTime: 0,
    }),
  rewardItems: (memberId: string) =>
    queryOptions({
      queryKey: [...campaignQueries.all(), 'rewards', 'items', memberId] as const,
      queryFn: ({ signal }) => campaignsApi.rewardItems(memberId, { signal }),
      enabled: memberId !== '',
      staleTime: 0,
    }),
  rewardProgrammes: () =>
    queryOptions({
      queryKey: [...campaignQueries.all(), 'rewards', 'programmes'] as const,
      queryFn: ({ signal }) => campaignsApi.rewardProgrammes({ signal }),
      staleTime: 0,
    }),
};
