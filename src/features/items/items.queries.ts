import { queryOptions } from '@tanstack/react-query';
import type { CollectionPage } from '@schemas/catalog';
import type { ProductDetail } from '@schemas/products';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** Collections one member may hold; the picker shows them all at once. */
export const PICKER_LIMIT = 60;

/**
 * Reads of the item form, keyed under ['catalog', 'itemForm'] so any catalogue write (`['catalog']`)
 * refreshes them, without sharing entries with the list and detail pages' own keys.
 */
export const itemQueries = {
  all: () => [...queryRoots.catalog(), 'itemForm'] as const,
  /** The caller's collections for the collection picker (listCollections with ownerId). */
  myCollections: (ownerId: string) =>
    queryOptions({
      queryKey: [...itemQueries.all(), 'collections', ownerId] as const,
      queryFn: ({ signal }) =>
        api.get<CollectionPage>('/api/collections', { ownerId, limit: PICKER_LIMIT }, { signal }),
      enabled: ownerId !== '',
    }),
  /** The item being edited (viewProduct); fetched on each visit (the loader) so the form starts from what is stored. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...itemQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => api.get<ProductDetail>('/api/products/detail', { id }, { signal }),
      staleTime: 5_000,
    }),
};
