import { useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { ProductCard } from '@/features/catalog/ProductCard';
import { PRODUCT_COLS } from '@/features/catalog/grids';
import { CouponTicket } from '@/features/coupons/CouponTicket';
import { merchantPageQueries } from '@/features/merchant-page/merchant-page.queries';
import { MerchantPage, type MerchantPageParts } from '@/features/merchant-page/MerchantPage';
import { MerchantEvents } from '@/features/tickets/MerchantEvents';

const PARTS: MerchantPageParts = {
  itemCols: PRODUCT_COLS,
  renderItem: (item, index) => <ProductCard product={item} index={index} />,
  renderCoupon: (batch, action) => (
    <CouponTicket key={batch.id} batch={batch}>
      {action}
    </CouponTicket>
  ),
  renderEvents: (mcId) => <MerchantEvents mcId={mcId} />,
};

const mcIdOf = (search: Record<string, unknown>) =>
  typeof search.mcId === 'string' ? search.mcId.trim() : '';

/** Warms the merchant's page (kept for the session: the query's staleTime is Infinity). */
export const loader: RouteModule['loader'] = ({ queryClient, search }) => {
  const mcId = mcIdOf(search);
  return mcId ? queryClient.prefetchQuery(merchantPageQueries.detail(mcId)) : Promise.resolve();
};

/** Spec §2 merchant (`?mcId=`): a merchant's page; without a merchant code, the not-found state. */
export default function MerchantScreen() {
  const mcId = mcIdOf(useSearch({ from: '/merchant' }));
  return <MerchantPage key={mcId} mcId={mcId} parts={PARTS} />;
}
