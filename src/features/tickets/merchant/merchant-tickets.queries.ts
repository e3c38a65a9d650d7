import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CheckinResult } from '@schemas/tickets';
import { merchantTicketsApi } from './merchant-tickets.api';

/**
 * Query factories of the merchant's ticket tools: all → its events (paged) / its door staff / one event's
 * check-ins (paged, optionally one result). Saving an event or changing the staff refreshes its level.
 */
export const merchantTicketQueries = {
  all: () => ['tickets', 'merchant'] as const,
  events: () =>
    infiniteQueryOptions({
      queryKey: [...merchantTicketQueries.all(), 'events'] as const,
      queryFn: ({ pageParam, signal }) => merchantTicketsApi.mine(pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  staff: () =>
    queryOptions({
      queryKey: [...merchantTicketQueries.all(), 'staff'] as const,
      queryFn: ({ signal }) => merchantTicketsApi.staff({ signal }),
    }),
  // Read on each visit: the doors sync while the merchant looks.
  checkins: (eventId: string, result?: CheckinResult) =>
    infiniteQueryOptions({
      queryKey: [...merchantTicketQueries.all(), 'checkins', eventId, result ?? 'all'] as const,
      queryFn: ({ pageParam, signal }) => merchantTicketsApi.checkins(eventId, result, pageParam, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      staleTime: 0,
    }),
};
