import { useSyncExternalStore } from 'react';
import { session } from '@/lib/session';

/** The member id while logged in (null otherwise), re-rendering on login and logout. */
export function useMemberId(): string | null {
  return useSyncExternalStore(
    (l) => {
      const off = session.subscribe(l);
      return () => void off();
    },
    () => (session.isLoggedIn() ? session.memberId() : null),
  );
}
