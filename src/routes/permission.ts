import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@schemas/members';
import { memberQueries } from '@/features/members/members.queries';
import { features } from '@/lib/flags';
import { session } from '@/lib/session';

const holds = (me: UserInfo | undefined, tag: string) => Boolean(me?.memberLite.permiTagValues.includes(tag));

/**
 * Spec §2: creation needs the permission tag where the check is enabled (`checkCreatePermission`). Loads the
 * member detail when it is not cached yet; a failed load counts as no permission.
 */
export async function ensurePermission(queryClient: QueryClient, tag: string): Promise<boolean> {
  if (!features.checkCreatePermission) return true;
  if (!session.isLoggedIn()) return false;
  try {
    return holds(await queryClient.ensureQueryData(memberQueries.me()), tag);
  } catch {
    return false;
  }
}
