import { useQuery } from '@tanstack/react-query';
import { useLoggedIn } from '@/lib/use-session';
import { memberQueries } from './members.queries';

/** The logged-in member's detail; idle (no request) when logged out. */
export function useMe() {
  const loggedIn = useLoggedIn();
  return useQuery({ ...memberQueries.me(), enabled: loggedIn });
}
