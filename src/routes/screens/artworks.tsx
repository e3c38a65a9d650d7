import { Trans } from '@lingui/react/macro';
import type { RouteModule } from '../route-module';
import { catalogQueries, type ProductFilters } from '@/features/catalog/catalog.queries';
import { ProductListPage, withSort } from '@/features/catalog/ProductListPage';

/** Spec §2 artworks: the items of collections in the art category. */
const FIXED: ProductFilters = { category: 'art' };

export const loader: RouteModule['loader'] = ({ queryClient, search }) =>
  queryClient.prefetchInfiniteQuery(catalogQueries.products(withSort(FIXED, search)));

export default function Screen() {
  return (
    <ProductListPage
      title={<Trans>Artworks</Trans>}
      description={<Trans>Digital and physical artworks from the marketplace’s creators.</Trans>}
      filters={FIXED}
      emptyText={<Trans>No artworks yet</Trans>}
    />
  );
}
