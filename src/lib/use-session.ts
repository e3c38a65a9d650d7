import { useSyncExternalStore } from 'react';
import { session } from './session';

/** React's view of the session: re-renders on login, logout and another tab's change (spec §3 "logged in"). */
function subscribe(listener: () => void): () => void {
  const off = session.subscribe(listener);
  return () => void off();
}

/** Whether a member is logged in (false while rendering on a server, where there is no session). */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, session.isLoggedIn, () => false);
}

/** The logged-in member's id, or null. */
export function useMemberId(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (session.isLoggedIn() ? session.memberId() : null),
    () => null,
  );
}
