import { queryOptions } from '@tanstack/react-query';
import type { ProductPage } from '@schemas/catalog';
import type { ProductDetail } from '@schemas/products';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** How many items "more from this collection" shows. */
export const MORE_LIMIT = 8;
/** How many list pages the GLB demo looks through before it gives up. */
const GLB_SEARCH_PAGES = 5;

/**
 * Item detail reads (spec §2 itemDetails, itemView, testGLB), keyed under ['catalog', 'product', id] so any
 * catalogue write that invalidates ['catalog'] refreshes them too.
 */
export const itemDetailQueries = {
  all: () => [...queryRoots.catalog(), 'product'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...itemDetailQueries.all(), id] as const,
      queryFn: ({ signal }) => api.get<ProductDetail>('/api/products/detail', { id }, { signal }),
      enabled: id !== '',
    }),
  /** Up to MORE_LIMIT other items of the item's collection (the item itself left out). */
  moreFromCollection: (id: string, collectionId: string) =>
    queryOptions({
      queryKey: [...itemDetailQueries.all(), id, 'collection', collectionId] as const,
      queryFn: async ({ signal }) => {
        // One extra, so that leaving this item out still fills the row.
        const page = await api.get<ProductPage>(
          '/api/products',
          { collectionId, limit: MORE_LIMIT + 1 },
          { signal },
        );
        return page.items.filter((p) => p.id !== id).slice(0, MORE_LIMIT);
      },
    }),
  /** The first 3D (GLB) item of the catalogue with its file, or null when there is none (testGLB demo). */
  firstGlb: () =>
    queryOptions({
      queryKey: [...itemDetailQueries.all(), 'first-glb'] as const,
      queryFn: async ({ signal }) => {
        let cursor: string | undefined;
        for (let page = 0; page < GLB_SEARCH_PAGES; page++) {
          const list = await api.get<ProductPage>(
            '/api/products',
            { type: 'ALL', cursor, limit: 60 },
            { signal },
          );
          const glb = list.items.find((p) => p.fileKind === 'glb');
          if (glb) return api.get<ProductDetail>('/api/products/detail', { id: glb.id }, { signal });
          if (!list.nextCursor) break;
          cursor = list.nextCursor;
        }
        return null;
      },
    }),
};
