import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { catalogQueries } from '@/features/catalog/catalog.queries';
import { HeldItemsPage } from '@/features/catalog/HeldItemsPage';
import { profileQueries } from '@/features/members/profile/profile.api';
import { session } from '@/lib/session';
import { useLoggedIn } from '@/lib/use-session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member whose items show: the URL's, else the logged-in member; a malformed id counts as none. */
function whose(search: Record<string, unknown>) {
  const asked = typeof search.memberId === 'string' && UUID.test(search.memberId) ? search.memberId : null;
  const me = session.isLoggedIn() ? session.memberId() : null;
  return { memberId: asked ?? me ?? undefined, self: Boolean(me) && (asked ?? me) === me };
}

/** Warms the first page of held items. */
export const loader: RouteModule['loader'] = async ({ queryClient, search }) => {
  const { memberId, self } = whose(search);
  if (memberId)
    await queryClient.prefetchInfiniteQuery(catalogQueries.ownership(self ? undefined : memberId));
};

/** Spec §2 playercollect: combines the catalogue's held items with the member's public name. */
export default function Screen() {
  const search = useSearch({ from: '/playercollect' });
  // Re-renders on login and logout, so `whose` reads the session again.
  useLoggedIn();
  const { memberId, self } = whose(search);
  const profile = useQuery({ ...profileQueries.member(memberId ?? ''), enabled: Boolean(memberId) && !self });
  return <HeldItemsPage memberId={memberId} self={self} name={profile.data?.name} />;
}
