import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { GoogleCompleteAnswer } from '@schemas/oidc';
import { session } from '@/lib/session';
import { memberQueries } from '../members.queries';
import { completeGoogle } from './google.api';

/**
 * Trades the `?oidc=<ticket>` the Google callback put on #/login or #/userAccount. A login starts the session
 * and warms the member detail (spec §4 "on login the header loads member details"); a binding refreshes it.
 */
export async function completeGoogleLogin(
  queryClient: QueryClient,
  ticket: string,
  signal?: AbortSignal,
): Promise<GoogleCompleteAnswer> {
  const answer = await completeGoogle(ticket, signal);
  if (answer.purpose === 'login') {
    await session.start(answer.memberId, answer.token);
    await queryClient.prefetchQuery(memberQueries.me());
  } else {
    await queryClient.invalidateQueries({ queryKey: memberQueries.all() });
  }
  return answer;
}

/** The same effect as a machine actor, for screens that run the login in a flow. */
export function googleActors(queryClient: QueryClient) {
  return {
    completeGoogleLogin: fromPromise<GoogleCompleteAnswer, { ticket: string }>(({ input, signal }) =>
      completeGoogleLogin(queryClient, input.ticket, signal),
    ),
  };
}
