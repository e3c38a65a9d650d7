import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CollectionPage, ProductPage } from '@schemas/catalog';
import type { MemberProfile } from '@schemas/profile';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** Profile data keyed under ['members', 'profile', …] so logout's removal of ['members'] clears it. */
export const profileQueries = {
  all: () => [...queryRoots.members(), 'profile'] as const,
  /** getMemberProfile of the logged-in member. Spec §4: a 401 here shows a login prompt, no bounce. */
  me: () =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'me'] as const,
      queryFn: ({ signal }) =>
        api.get<MemberProfile>('/api/members/profile', {}, { signal, tolerate401: true }),
    }),
  /** getMemberProfile of any member (spec §2 author1, playercollect): public, so no login is needed. */
  member: (memberId: string) =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'member', memberId] as const,
      queryFn: ({ signal }) =>
        api.get<MemberProfile>(
          '/api/members/profile',
          { searchMemberId: memberId },
          { signal, tolerate401: true },
        ),
    }),
  /** The author page's lists (spec §2 author): items the member created, collections the member owns. */
  own: (memberId: string) =>
    infiniteQueryOptions({
      queryKey: [...profileQueries.all(), 'own', memberId] as const,
      queryFn: ({ pageParam, signal }) =>
        api.get<ProductPage>(
          '/api/products',
          { creatorId: memberId, limit: '24', ...(pageParam ? { cursor: pageParam } : {}) },
          { signal },
        ),
      initialPageParam: '',
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  collections: (memberId: string) =>
    infiniteQueryOptions({
      queryKey: [...profileQueries.all(), 'collections', memberId] as const,
      queryFn: ({ pageParam, signal }) =>
        api.get<CollectionPage>(
          '/api/collections',
          { ownerId: memberId, limit: '24', ...(pageParam ? { cursor: pageParam } : {}) },
          { signal },
        ),
      initialPageParam: '',
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};

/** updateProfile: multipart (the optional image travels as a file), signed over the exact bytes. */
export const updateProfile = (form: FormData) => api.upload<MemberProfile>('/api/members/profile', form);
