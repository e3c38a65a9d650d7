import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { catalogQueries } from '@/features/catalog/catalog.queries';
import { CreatorPage, creatorTab } from '@/features/catalog/CreatorPage';
import { profileQueries } from '@/features/members/profile/profile.api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (search: Record<string, unknown>) =>
  typeof search.id === 'string' && UUID.test(search.id) ? search.id : undefined;

/** Warms the creator's profile and first created items; a bad id needs no call. */
export const loader: RouteModule['loader'] = async ({ queryClient, search }) => {
  const id = idOf(search);
  if (!id) return;
  await Promise.all([
    queryClient.prefetchQuery(profileQueries.member(id)),
    queryClient.prefetchInfiniteQuery(catalogQueries.products({ creatorId: id })),
  ]);
};

/** Spec §2 author1: combines the members' public profile with the catalogue's lists of that member. */
export default function Screen() {
  const search = useSearch({ from: '/author1' });
  const id = idOf(search);
  const profile = useQuery({ ...profileQueries.member(id ?? ''), enabled: Boolean(id) });
  return <CreatorPage memberId={id} tab={creatorTab(search.tab)} profile={profile} />;
}
