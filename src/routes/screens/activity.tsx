import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import {
  activityQueries,
  normalizeActivityFilters,
  type ActivityFilters,
} from '@/features/activity/activity.queries';
import { ActivityPage } from '@/features/activity/ActivityPage';
import { formatCrypto } from '@/features/catalog/format';

/** Warms the first page for the URL's filters; a cached feed (keep route) is reused as it is. */
export const loader: RouteModule['loader'] = ({ queryClient, search }) =>
  queryClient.prefetchInfiniteQuery(activityQueries.feed(search as ActivityFilters));

/** Spec §2 activity (`?kind=&chain=&collectionId=&memberId=`): the marketplace-wide activity feed. */
export default function ActivityScreen() {
  const search = useSearch({ from: '/activity' });
  const navigate = useNavigate();
  return (
    <ActivityPage
      filters={normalizeActivityFilters(search)}
      formatCrypto={formatCrypto}
      onFiltersChange={(next) => void navigate({ to: '/activity', search: normalizeActivityFilters(next) })}
    />
  );
}
