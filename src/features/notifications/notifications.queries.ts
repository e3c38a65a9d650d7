import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { NotificationPage, UnreadCount } from '@schemas/notifications';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** How often the bell asks for its count while the page is open (and on focus): modest, one small query. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The member's notifications, under ['members', …] so logging out (which removes that level) forgets them.
 */
export const notificationQueries = {
  all: () => [...queryRoots.members(), 'notifications'] as const,
  unread: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'unread'] as const,
      queryFn: ({ signal }) => api.get<UnreadCount>('/api/notifications/unread', {}, { signal }),
      refetchInterval: UNREAD_POLL_MS,
      refetchOnWindowFocus: true,
      staleTime: 30_000,
    }),
  list: () =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.all(), 'list'] as const,
      queryFn: ({ signal, pageParam }) =>
        api.get<NotificationPage>(
          '/api/notifications',
          { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) },
          { signal },
        ),
      initialPageParam: '',
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};

/** Marks one notification (or all) read; answers the unread count after. */
export const markNotificationsRead = (which: { id: string } | { all: true }) =>
  api.post<UnreadCount>('/api/notifications/read', 'id' in which ? { id: which.id } : { all: 'true' });

/** Saves the browser's time zone as the member's (receipts show times in it). */
export const saveTimeZone = (timeZone: string) => api.post('/api/members/time-zone', { timeZone });
