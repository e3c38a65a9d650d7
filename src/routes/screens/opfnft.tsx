import { Trans } from '@lingui/react/macro';
import type { RouteModule } from '../route-module';
import { catalogQueries, type ProductFilters } from '@/features/catalog/catalog.queries';
import { ProductListPage, withSort } from '@/features/catalog/ProductListPage';

/** Spec §2 opfnft: other-platform collectibles, minted elsewhere (source type NON). */
const FIXED: ProductFilters = { type: 'NON' };

export const loader: RouteModule['loader'] = ({ queryClient, search }) =>
  queryClient.prefetchInfiniteQuery(catalogQueries.products(withSort(FIXED, search)));

export default function Screen() {
  return (
    <ProductListPage
      title={<Trans>Other-platform collectibles</Trans>}
      description={<Trans>NFTs minted on other platforms and offered here by their holders.</Trans>}
      filters={FIXED}
      emptyText={<Trans>No collectibles from other platforms yet</Trans>}
    />
  );
}
