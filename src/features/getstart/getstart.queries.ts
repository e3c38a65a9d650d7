import { queryOptions } from '@tanstack/react-query';
import type { CollectionPage, ProductPage } from '@schemas/catalog';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** How many of the member's own items are looked at to tell whether one is on sale. */
const ITEM_SAMPLE = 24;

/**
 * The get-started guide's progress reads, keyed under ['catalog', 'getstart', member] so creating a
 * collection or an item (which invalidates ['catalog']) ticks its step.
 */
export const getstartQueries = {
  /** Whether the member owns a collection (one row is enough). */
  hasCollection: (memberId: string) =>
    queryOptions({
      queryKey: [...queryRoots.catalog(), 'getstart', memberId, 'collection'] as const,
      queryFn: async ({ signal }) => {
        const page = await api.get<CollectionPage>(
          '/api/collections',
          { ownerId: memberId, limit: 1 },
          { signal },
        );
        return page.items.length > 0;
      },
    }),
  /** Whether the member created an item, and whether one of the newest is on sale. */
  items: (memberId: string) =>
    queryOptions({
      queryKey: [...queryRoots.catalog(), 'getstart', memberId, 'items'] as const,
      queryFn: async ({ signal }) => {
        const page = await api.get<ProductPage>(
          '/api/products',
          { creatorId: memberId, limit: ITEM_SAMPLE },
          { signal },
        );
        return { created: page.items.length > 0, onSale: page.items.some((p) => p.status === 'ON_SALE') };
      },
    }),
};
