import { queryOptions } from '@tanstack/react-query';
import type { Showcase } from '@schemas/showcase';
import { api } from '@/lib/api';

/** Whose showcase: a merchant's (`mcId`), a collection's, or without either the featured collection. */
export type ShowcaseSource = { collectionId?: string; mcId?: string };

/** The showcase's reads under ['showcase']: what a collection's or a merchant's gallery hangs (getShowcase). */
export const showcaseQueries = {
  all: () => ['showcase'] as const,
  detail: ({ collectionId, mcId }: ShowcaseSource) =>
    queryOptions({
      queryKey: [...showcaseQueries.all(), mcId ? { mcId } : (collectionId ?? 'featured')] as const,
      queryFn: ({ signal }) =>
        api.get<Showcase>('/api/showcase', mcId ? { mcId } : { collectionId }, { signal }),
    }),
};
