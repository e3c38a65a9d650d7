import type { RouteModule } from '../route-module';
import { catalogQueries } from '@/features/catalog/catalog.queries';
import { CreatorsPage } from '@/features/catalog/CreatorsPage';

/** Warms the first page of creators; a cached list (keep route) is reused. */
export const loader: RouteModule['loader'] = ({ queryClient }) =>
  queryClient.prefetchInfiniteQuery(catalogQueries.creators());

export default CreatorsPage;
