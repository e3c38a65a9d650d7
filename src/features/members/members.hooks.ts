import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { session } from '@/lib/session';
import { memberQueries } from './members.queries';

const subscribe = (l: () => void) => {
  const off = session.subscribe(l);
  return () => void off();
};

/** True while both member id and token are present (spec §3); re-renders on login and logout. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, session.isLoggedIn, () => false);
}

/** The logged-in member's detail; idle (no request) when logged out. */
export function useMe() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...memberQueries.me(), enabled: loggedIn });
}
