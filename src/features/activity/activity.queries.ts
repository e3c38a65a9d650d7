import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ACTIVITY_KINDS, type ActivityKind, type ActivityPage } from '@schemas/activity';
import type { SearchResult } from '@schemas/catalog';
import type { CollectionDetail } from '@schemas/collections';
import type { MemberProfile } from '@schemas/profile';
import { api } from '@/lib/api';

export const PAGE_SIZE = 24;
const CHAINS = ['ALL', 'ETHEREUM', 'POLYGON'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The feed's filters as the URL holds them (`#/activity?kind=SALE&chain=POLYGON&collectionId=…&memberId=…`). */
export type ActivityFilters = {
  kind?: 'ALL' | ActivityKind;
  chain?: (typeof CHAINS)[number];
  collectionId?: string;
  memberId?: string;
};

const isKind = (k: string): k is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(k);
const isChain = (c: string): c is (typeof CHAINS)[number] => (CHAINS as readonly string[]).includes(c);

/**
 * Drops values the server would refuse and the defaults, so equal filters share one cache entry and URL. Takes
 * the URL's unchecked strings as well as filters already normalized.
 */
export function normalizeActivityFilters(f: { [K in keyof ActivityFilters]?: string }): ActivityFilters {
  const out: ActivityFilters = {};
  if (f.kind && isKind(f.kind)) out.kind = f.kind;
  if (f.chain && f.chain !== 'ALL' && isChain(f.chain)) out.chain = f.chain;
  if (f.collectionId && UUID.test(f.collectionId)) out.collectionId = f.collectionId;
  if (f.memberId && UUID.test(f.memberId)) out.memberId = f.memberId;
  return out;
}

/**
 * The activity feed's reads under ['activity']: feed(filters) pages by cursor; collection and member give the
 * name of a filter the URL names by id; pick(keyword) finds collections and creators to filter by.
 */
export const activityQueries = {
  all: () => ['activity'] as const,
  feed: (filters: ActivityFilters) => {
    const f = normalizeActivityFilters(filters);
    return infiniteQueryOptions({
      queryKey: [...activityQueries.all(), 'feed', f] as const,
      queryFn: ({ pageParam, signal }) =>
        api.get<ActivityPage>('/api/activity', { ...f, cursor: pageParam, limit: PAGE_SIZE }, { signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: ActivityPage) => last.nextCursor ?? undefined,
    });
  },
  collection: (id: string) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'collection', id] as const,
      queryFn: ({ signal }) => api.get<CollectionDetail>('/api/collections/detail', { id }, { signal }),
      select: (c) => c.name,
      staleTime: Infinity,
    }),
  member: (memberId: string) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'member', memberId] as const,
      queryFn: ({ signal }) =>
        api.get<MemberProfile>(
          '/api/members/profile',
          { searchMemberId: memberId },
          { signal, tolerate401: true },
        ),
      select: (m) => m.name,
      staleTime: Infinity,
    }),
  pick: (keyword: string) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'pick', keyword.trim()] as const,
      queryFn: ({ signal }) =>
        api.get<SearchResult>('/api/search', { keyword: keyword.trim(), limit: 8 }, { signal }),
      enabled: keyword.trim().length > 0,
      staleTime: 60_000,
    }),
};
