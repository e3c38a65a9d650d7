import { queryOptions } from '@tanstack/react-query';
import { doorApi } from './door.api';

/** Query factories of the door: all → events (the events the member works the door of). */
export const doorQueries = {
  all: () => ['door'] as const,
  events: () =>
    queryOptions({
      queryKey: [...doorQueries.all(), 'events'] as const,
      queryFn: ({ signal }) => doorApi.events({ signal }),
    }),
};
