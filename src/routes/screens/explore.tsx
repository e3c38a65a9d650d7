import { useNavigate, useSearch } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { RouteModule } from '../route-module';
import type { ExploreSearch } from '../route-table';
import { catalogQueries, compactFilters, type ProductFilters } from '@/features/catalog/catalog.queries';
import { ExplorePage } from '@/features/catalog/ExplorePage';

/** Warms the first page for the URL's filters; a cached list (keep route) is reused as it is. */
export const loader: RouteModule['loader'] = ({ queryClient, search }) =>
  queryClient.prefetchInfiniteQuery(catalogQueries.products(search as ProductFilters));

export default function ExploreScreen() {
  const search = useSearch({ strict: false }) as v.InferOutput<typeof ExploreSearch>;
  const navigate = useNavigate();
  return (
    <ExplorePage
      filters={search}
      onFiltersChange={(next) => void navigate({ to: '/explore', search: compactFilters(next) })}
    />
  );
}
