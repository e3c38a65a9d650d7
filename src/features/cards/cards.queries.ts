import { queryOptions } from '@tanstack/react-query';
import { cardsApi } from './cards.api';

/** Query factories of the membership cards: all → mine / detail(id) / the merchant's programmes. */
export const cardQueries = {
  all: () => ['cards'] as const,
  mine: () =>
    queryOptions({
      queryKey: [...cardQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => cardsApi.mine({ signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...cardQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => cardsApi.detail(id, { signal }),
    }),
  programmes: () =>
    queryOptions({
      queryKey: [...cardQueries.all(), 'programmes'] as const,
      queryFn: ({ signal }) => cardsApi.programmes({ signal }),
    }),
};
