import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CollectionPage, CreatorCard, Home, ProductPage, SearchResult } from '@schemas/catalog';
import type { Facets, Ranking } from '@schemas/product-lists';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** The filters a product list is keyed by (spec §2 explore, categorySingle, itemmarket; price range in HKD). */
export type ProductFilters = {
  type?: 'ALL' | 'SELF' | 'NON' | 'PHYSICAL';
  chain?: 'ALL' | 'ETHEREUM' | 'POLYGON';
  curr?: 'ALL' | 'ETH' | 'MATIC' | 'SOL';
  min?: string;
  max?: string;
  sort?: 'newest' | 'price_asc' | 'price_desc' | 'popular';
  market?: 'ALL' | 'primary' | 'secondary';
  /** Property filters `Type:Value` (an item must have every one); one value or several from the URL. */
  prop?: string | string[];
  category?: string;
  collectionId?: string;
  creatorId?: string;
};
type Normalized = Required<Pick<ProductFilters, 'type' | 'chain' | 'curr' | 'sort'>> &
  Omit<ProductFilters, 'prop'> & { prop?: string[] };

const PRICE = /^\d+(\.\d{1,2})?$/;
/** The server's bounds for `prop` (server/schemas/catalog.ts ListProductsQuery). */
const PROP = /^[^:]{1,40}:.{1,40}$/;
export const MAX_PROPS = 10;
export const PAGE_SIZE = 24;

/** `prop` as a sorted list of distinct well-formed `Type:Value` pairs (a URL gives one string or several). */
export function propsOf(prop: ProductFilters['prop']): string[] {
  const list = prop === undefined ? [] : Array.isArray(prop) ? prop : [prop];
  const ok = list.filter((p): p is string => typeof p === 'string' && PROP.test(p) && p.length <= 82);
  return [...new Set(ok)].sort().slice(0, MAX_PROPS);
}

/** `Type:Value` for a property filter; the type is what comes before the first colon. */
export const propKey = (type: string, value: string) => `${type}:${value}`;
export const splitProp = (p: string) => {
  const i = p.indexOf(':');
  return { type: p.slice(0, i), value: p.slice(i + 1) };
};

const pick = <T extends string>(v: unknown, allowed: readonly T[], d: T): T =>
  allowed.includes(v as T) ? (v as T) : d;

/**
 * Fills defaults and drops values the server would refuse, so equal filters share one cache entry
 * whether they came from a bare URL or from a form.
 */
export function normalizeFilters(f: ProductFilters): Normalized {
  const out: Normalized = {
    type: pick(f.type, ['ALL', 'SELF', 'NON', 'PHYSICAL'] as const, 'ALL'),
    chain: pick(f.chain, ['ALL', 'ETHEREUM', 'POLYGON'] as const, 'ALL'),
    curr: pick(f.curr, ['ALL', 'ETH', 'MATIC', 'SOL'] as const, 'ALL'),
    sort: pick(f.sort, ['newest', 'price_asc', 'price_desc', 'popular'] as const, 'newest'),
  };
  if (f.min && PRICE.test(f.min)) out.min = f.min;
  if (f.max && PRICE.test(f.max)) out.max = f.max;
  const market = pick(f.market, ['ALL', 'primary', 'secondary'] as const, 'ALL');
  if (market !== 'ALL') out.market = market;
  const prop = propsOf(f.prop);
  if (prop.length) out.prop = prop;
  if (f.category) out.category = f.category;
  if (f.collectionId) out.collectionId = f.collectionId;
  if (f.creatorId) out.creatorId = f.creatorId;
  return out;
}

const DEFAULTS = { type: 'ALL', chain: 'ALL', curr: 'ALL', sort: 'newest' } as const;

/** The filters without their default values, for short URLs (`#/explore?type=NON` rather than every key). */
export function compactFilters(f: ProductFilters): ProductFilters {
  const n: Record<string, unknown> = normalizeFilters(f);
  const d: Record<string, string> = DEFAULTS;
  return Object.fromEntries(
    Object.entries(n).filter(([k, v]) => v !== undefined && v !== d[k]),
  ) as ProductFilters;
}

/** Whether any filter differs from its default. */
export const hasActiveFilters = (f: ProductFilters) => Object.keys(compactFilters(f)).length > 0;

export type RankPeriod = '1d' | '7d' | '30d' | 'all';
export type RankChain = 'ALL' | 'ETHEREUM' | 'POLYGON';
export type CreatorPage = { items: CreatorCard[]; nextCursor: string | null };

/** A cursor-paged GET list under ['catalog', …]; `params` are part of the key. */
function paged<T extends { nextCursor: string | null }>(
  key: readonly unknown[],
  path: string,
  params: Record<string, string | string[] | undefined>,
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api.get<T>(path, { ...params, cursor: pageParam, limit: PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: T) => last.nextCursor ?? undefined,
  });
}

/** Catalogue reads (home, lists, search, ranking, facets, favourites); keys layered under ['catalog']. */
export const catalogQueries = {
  all: queryRoots.catalog,
  home: () =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'home'] as const,
      queryFn: ({ signal }) => api.get<Home>('/api/home', {}, { signal }),
    }),
  productLists: () => [...catalogQueries.all(), 'products'] as const,
  products: (filters: ProductFilters) => {
    const f = normalizeFilters(filters);
    return paged<ProductPage>([...catalogQueries.productLists(), f], '/api/products', f);
  },
  /** Property types and values on sale, for explore's property filter (listPropertyFacets). */
  facets: (collectionId?: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'facets', collectionId ?? null] as const,
      queryFn: ({ signal }) => api.get<Facets>('/api/products/facets', { collectionId }, { signal }),
    }),
  /** productRanking: the top items of a period, optionally on one chain. */
  ranking: (period: RankPeriod, chain: RankChain) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'ranking', { period, chain }] as const,
      queryFn: ({ signal }) => api.get<Ranking>('/api/products/ranking', { period, chain }, { signal }),
    }),
  /** listOwnership: items a member holds; without a member id, the caller's own. */
  ownership: (memberId?: string) =>
    paged<ProductPage>([...catalogQueries.all(), 'ownership', memberId ?? 'me'], '/api/products/ownership', {
      memberId,
    }),
  /** listFavourites: the caller's saved items, keyed by member so another login never sees them. */
  favourites: (memberId: string) =>
    paged<ProductPage>([...catalogQueries.all(), 'favourites', memberId], '/api/favourites', {}),
  /** listCreators (allAuthors): creators, most items first. */
  creators: () => paged<CreatorPage>([...catalogQueries.all(), 'creators'], '/api/creators', {}),
  /** listCollections narrowed to an owner (author pages) or a category. */
  collections: (by: { ownerId?: string; category?: string }) =>
    paged<CollectionPage>([...catalogQueries.all(), 'collections', by], '/api/collections', by),
  search: (keyword: string) => {
    const k = keyword.trim();
    return queryOptions({
      queryKey: [...catalogQueries.all(), 'search', k] as const,
      queryFn: ({ signal }) => api.get<SearchResult>('/api/search', { keyword: k }, { signal }),
      enabled: k.length > 0,
    });
  },
};
