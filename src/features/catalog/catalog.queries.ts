import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Home, ProductPage, SearchResult } from '@schemas/catalog';
import { api } from '@/lib/api';

/** The explore filters a product list is keyed by (spec §2 explore; price range in HKD). */
export type ProductFilters = {
  type?: 'ALL' | 'SELF' | 'NON' | 'PHYSICAL';
  chain?: 'ALL' | 'ETHEREUM' | 'POLYGON';
  curr?: 'ALL' | 'ETH' | 'MATIC' | 'SOL';
  min?: string;
  max?: string;
  sort?: 'newest' | 'price_asc' | 'price_desc' | 'popular';
  collectionId?: string;
  creatorId?: string;
};

const PRICE = /^\d+(\.\d{1,2})?$/;
export const PAGE_SIZE = 24;

/**
 * Fills defaults and drops price bounds the server would refuse, so equal filters share one cache entry
 * whether they came from a bare URL or from a form.
 */
export function normalizeFilters(
  f: ProductFilters,
): Required<Pick<ProductFilters, 'type' | 'chain' | 'curr' | 'sort'>> & ProductFilters {
  const out: ProductFilters = {
    type: f.type ?? 'ALL',
    chain: f.chain ?? 'ALL',
    curr: f.curr ?? 'ALL',
    sort: f.sort ?? 'newest',
  };
  if (f.min && PRICE.test(f.min)) out.min = f.min;
  if (f.max && PRICE.test(f.max)) out.max = f.max;
  if (f.collectionId) out.collectionId = f.collectionId;
  if (f.creatorId) out.creatorId = f.creatorId;
  return out as ReturnType<typeof normalizeFilters>;
}

const DEFAULTS = { type: 'ALL', chain: 'ALL', curr: 'ALL', sort: 'newest' } as const;

/** The filters without their default values, for short URLs (`#/explore?type=NON` rather than every key). */
export function compactFilters(f: ProductFilters): ProductFilters {
  const n: Record<string, string | undefined> = normalizeFilters(f);
  const d: Record<string, string> = DEFAULTS;
  return Object.fromEntries(
    Object.entries(n).filter(([k, v]) => v !== undefined && v !== d[k]),
  ) as ProductFilters;
}

/** Whether any filter differs from its default. */
export const hasActiveFilters = (f: ProductFilters) => Object.keys(compactFilters(f)).length > 0;

/** Catalogue reads (home, product lists, search); keys layered under ['catalog']. */
export const catalogQueries = {
  all: () => ['catalog'] as const,
  home: () =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'home'] as const,
      queryFn: ({ signal }) => api.get<Home>('/api/home', {}, { signal }),
    }),
  productLists: () => [...catalogQueries.all(), 'products'] as const,
  products: (filters: ProductFilters) => {
    const f = normalizeFilters(filters);
    return infiniteQueryOptions({
      queryKey: [...catalogQueries.productLists(), f] as const,
      queryFn: ({ pageParam, signal }) =>
        api.get<ProductPage>('/api/products', { ...f, cursor: pageParam, limit: PAGE_SIZE }, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    });
  },
  search: (keyword: string) => {
    const k = keyword.trim();
    return queryOptions({
      queryKey: [...catalogQueries.all(), 'search', k] as const,
      queryFn: ({ signal }) => api.get<SearchResult>('/api/search', { keyword: k }, { signal }),
      enabled: k.length > 0,
    });
  },
};
