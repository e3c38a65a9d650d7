import { useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { formatCrypto, formatFiat } from '@/features/catalog/format';
import { ProductCard } from '@/features/catalog/ProductCard';
import { isItemId, ItemDetailPage } from '@/features/item-detail/ItemDetailPage';
import { itemDetailQueries } from '@/features/item-detail/item-detail.queries';

const slots = { ProductCard, formatCrypto, formatFiat };

/** Warms the item for the seller's view. */
export const loader: RouteModule['loader'] = async ({ queryClient, search }) => {
  const id = typeof search.id === 'string' ? search.id : undefined;
  if (isItemId(id)) await queryClient.prefetchQuery(itemDetailQueries.detail(id));
};

/**
 * Spec §2 itemView (login required): the item page with the seller's actions (edit, put on sale, take off
 * shelf); anyone else sees it read-only.
 */
export default function Screen() {
  const { id } = useSearch({ from: '/itemView' });
  return <ItemDetailPage id={id} mode="manage" slots={slots} />;
}
