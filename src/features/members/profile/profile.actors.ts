import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { UserInfoSummary } from '@machines/user-info.machine';
import { profileQueries } from './profile.api';

/** Effects of the user-info machine: the member's profile through the query cache (shared with the form). */
export function userInfoActors(queryClient: QueryClient) {
  return {
    loadUserInfo: fromPromise<UserInfoSummary>(async () => {
      const p = await queryClient.fetchQuery({ ...profileQueries.me(), staleTime: 30_000 });
      return { name: p.name, displayImage: p.displayImage };
    }),
  };
}
