import type { RouteModule } from '../route-module';
import { catalogQueries } from '@/features/catalog/catalog.queries';
import { HomePage } from '@/features/catalog/HomePage';

/** Warms the home call; a failure is shown by the page's own error state, not the route's. */
export const loader: RouteModule['loader'] = ({ queryClient }) =>
  queryClient.prefetchQuery(catalogQueries.home());

export default HomePage;
