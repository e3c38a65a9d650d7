import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CollectionPage, ProductPage } from '@schemas/catalog';
import type { CollectionDetail } from '@schemas/collections';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export const PAGE_SIZE = 24;
export const ITEM_SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

/** A cursor-paged GET list; `params` are part of the key. */
function paged<T extends { nextCursor: string | null }>(
  key: readonly unknown[],
  path: string,
  params: Record<string, string | undefined>,
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api.get<T>(path, { ...params, cursor: pageParam, limit: PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: T) => last.nextCursor ?? undefined,
  });
}

/**
 * Collection reads, keyed under ['catalog', 'collections'] so any catalogue write (invalidating
 * ['catalog']) refreshes them: all → list(by) / detail(id) / items(id, sort).
 */
export const collectionQueries = {
  all: () => [...queryRoots.catalog(), 'collections'] as const,
  /** listCollections, newest first, narrowed to a category or an owner (my collections). */
  list: (by: { category?: string; ownerId?: string }) =>
    paged<CollectionPage>([...collectionQueries.all(), 'list', by], '/api/collections', by),
  /** viewCollection: the page's header, stats and whether the caller owns it. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...collectionQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => api.get<CollectionDetail>('/api/collections/detail', { id }, { signal }),
    }),
  /** listProducts of one collection (the owner also sees items off shelf). */
  items: (collectionId: string, sort: ItemSort) =>
    paged<ProductPage>([...collectionQueries.all(), 'items', { collectionId, sort }], '/api/products', {
      collectionId,
      sort,
    }),
};
