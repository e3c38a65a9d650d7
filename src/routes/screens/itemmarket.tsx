import { Trans } from '@lingui/react/macro';
import type { RouteModule } from '../route-module';
import { catalogQueries, type ProductFilters } from '@/features/catalog/catalog.queries';
import { ProductListPage, withSort } from '@/features/catalog/ProductListPage';

/** Spec §2 itemmarket: the secondary market, items resold by a later owner. */
const FIXED: ProductFilters = { market: 'secondary' };

export const loader: RouteModule['loader'] = ({ queryClient, search }) =>
  queryClient.prefetchInfiniteQuery(catalogQueries.products(withSort(FIXED, search)));

export default function Screen() {
  return (
    <ProductListPage
      title={<Trans>Secondary market</Trans>}
      description={<Trans>Items offered again by collectors who bought them.</Trans>}
      filters={FIXED}
      emptyText={<Trans>Nothing is being resold right now</Trans>}
    />
  );
}
