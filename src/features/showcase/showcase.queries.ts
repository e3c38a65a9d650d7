import { queryOptions } from '@tanstack/react-query';
import type { Showcase } from '@schemas/showcase';
import { api } from '@/lib/api';

/** The showcase's reads under ['showcase']: what a collection's gallery hangs (getShowcase). */
export const showcaseQueries = {
  all: () => ['showcase'] as const,
  /** Without a collection id: the platform's featured collection. */
  detail: (collectionId?: string) =>
    queryOptions({
      queryKey: [...showcaseQueries.all(), collectionId ?? 'featured'] as const,
      queryFn: ({ signal }) => api.get<Showcase>('/api/showcase', { collectionId }, { signal }),
    }),
};
