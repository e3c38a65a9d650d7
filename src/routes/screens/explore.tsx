import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { catalogQueries, compactFilters, type ProductFilters } from '@/features/catalog/catalog.queries';
import { ExplorePage } from '@/features/catalog/ExplorePage';

/**
 * Warms the first page for the URL's filters; a cached list (keep route) is reused as it is. The search
 * holds the route table's checked keys plus `market` and `prop` (repeated `Type:Value`), which the
 * feature checks itself (normalizeFilters).
 */
export const loader: RouteModule['loader'] = ({ queryClient, search }) =>
  queryClient.prefetchInfiniteQuery(catalogQueries.products(search as ProductFilters));

export default function ExploreScreen() {
  const search = useSearch({ from: '/explore' });
  const navigate = useNavigate();
  return (
    <ExplorePage
      filters={search}
      onFiltersChange={(next) => void navigate({ to: '/explore', search: compactFilters(next) })}
    />
  );
}
