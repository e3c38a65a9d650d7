import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { LoginCredentials } from '@machines/login.machine';
import type { LoginAnswer } from '@schemas/members';
import { Code } from '@schemas/codes';
import { api } from '@/lib/api';
import { codeOf } from '@/lib/error-text';
import { session } from '@/lib/session';
import { memberQueries } from './members.queries';

/**
 * Effects of the login machine: call loginByName, start the session, warm the member detail (spec §4:
 * on login the header loads member details). A failed detail load does not undo the login.
 */
export function loginActors(queryClient: QueryClient) {
  return {
    submitLogin: fromPromise<LoginAnswer, LoginCredentials>(async ({ input, signal }) => {
      const answer = await api.post<LoginAnswer>('/api/members/login-by-name', input, {
        signal,
        tolerate401: true,
      });
      session.start(answer.memberId, answer.token);
      await queryClient.prefetchQuery(memberQueries.me());
      return answer;
    }),
  };
}

/**
 * Signs out (spec §4 Logout): ends the server session, then clears the local one and every member query
 * whatever the answer. A refusal is rethrown (after clearing) for the failure toast; a 401 means the
 * session had already ended and counts as success.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await api.post<null>('/api/members/logout', {}, { tolerate401: true });
  } catch (err) {
    if (codeOf(err) !== Code.UNAUTHORIZED) throw err;
  } finally {
    session.clear();
    queryClient.removeQueries({ queryKey: memberQueries.all() });
  }
}
