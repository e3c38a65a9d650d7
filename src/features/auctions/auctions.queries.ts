import { queryOptions } from '@tanstack/react-query';
import { auctionsApi } from './auctions.api';

/** How often a page showing a live auction asks again: the highest bid updates without a reload. */
export const LIVE_POLL_MS = 3_000;

/** Query factories of the auctions: all → list / item (an item's auction) / bids (an auction's history). */
export const auctionQueries = {
  all: () => ['auctions'] as const,
  list: () =>
    queryOptions({
      queryKey: [...auctionQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => auctionsApi.list({ signal }),
      refetchInterval: 15_000,
    }),
  item: (itemId: string) =>
    queryOptions({
      queryKey: [...auctionQueries.all(), 'item', itemId] as const,
      queryFn: ({ signal }) => auctionsApi.ofItem(itemId, { signal }),
      refetchInterval: (q) => (live(q.state.data?.status) ? LIVE_POLL_MS : false),
    }),
  bids: (auctionId: string, polling: boolean) =>
    queryOptions({
      queryKey: [...auctionQueries.all(), 'bids', auctionId] as const,
      queryFn: ({ signal }) => auctionsApi.bids(auctionId, { signal }),
      refetchInterval: polling ? LIVE_POLL_MS : false,
    }),
};

/** Statuses that still change by themselves (bids, the close, the settlement job). */
export const live = (status: string | undefined) =>
  status === 'OPEN' || status === 'SCHEDULED' || status === 'ENDED';
