import { useSyncExternalStore } from 'react';
import { session } from '@/lib/session';

/** Whether a member is logged in, re-rendering on login and logout (spec §3 "logged in"). */
export function useLoggedIn(): boolean {
  return useSyncExternalStore((l) => {
    const off = session.subscribe(l);
    return () => void off();
  }, session.isLoggedIn);
}
