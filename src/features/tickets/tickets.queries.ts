import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MyTicketPage, TicketedEventPage } from '@schemas/tickets';
import { ticketsApi } from './tickets.api';

export const TICKETS_PAGE_SIZE = 20;
const MERCHANT_EVENTS = 6;

/**
 * Query factories of the buyer's side: all → events (paged) / event(id) / mine (paged). The holder's code is not
 * a query: the code view fetches it once and keeps it on the device (ticket-store.ts).
 */
export const ticketQueries = {
  all: () => ['tickets'] as const,
  events: () =>
    infiniteQueryOptions({
      queryKey: [...ticketQueries.all(), 'events'] as const,
      queryFn: ({ pageParam, signal }) => ticketsApi.events(pageParam, TICKETS_PAGE_SIZE, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: TicketedEventPage) => last.nextCursor ?? undefined,
    }),
  /** One merchant's events on sale (its page's upcoming activities): the soonest few. */
  merchantEvents: (mcId: string) =>
    queryOptions({
      queryKey: [...ticketQueries.all(), 'events', 'merchant', mcId] as const,
      queryFn: ({ signal }) => ticketsApi.events(undefined, MERCHANT_EVENTS, { signal, merchant: mcId }),
    }),
  event: (id: string) =>
    queryOptions({
      queryKey: [...ticketQueries.all(), 'event', id] as const,
      queryFn: ({ signal }) => ticketsApi.event(id, { signal }),
    }),
  mine: () =>
    infiniteQueryOptions({
      queryKey: [...ticketQueries.all(), 'mine'] as const,
      queryFn: ({ pageParam, signal }) => ticketsApi.mine(pageParam, TICKETS_PAGE_SIZE, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: MyTicketPage) => last.nextCursor ?? undefined,
    }),
};
