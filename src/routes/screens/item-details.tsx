import { useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { formatCrypto, formatFiat } from '@/features/catalog/format';
import { ProductCard } from '@/features/catalog/ProductCard';
import { isItemId, ItemDetailPage } from '@/features/item-detail/ItemDetailPage';
import { itemDetailQueries } from '@/features/item-detail/item-detail.queries';
import { lazyNamed } from '@/components/lazy-named';

// Shown only for a sold-out item on sale: loaded (with its texts) when such an item renders, not with the page.
const PreOrderButton = lazyNamed(() => import('@/features/orders/PreOrderButton'), 'PreOrderButton', [
  'orders',
]);
// Only an AUCTION item shows it: loaded with the auction texts when such an item renders.
const AuctionPanel = lazyNamed(() => import('@/features/auctions/AuctionPanel'), 'AuctionPanel', [
  'auctions',
]);
// Only a physical good with an HKD price shows it: loaded with the orders texts when one renders.
const AddToCart = lazyNamed(() => import('@/features/orders/AddToCart'), 'AddToCart', ['orders']);
const slots = { ProductCard, formatCrypto, formatFiat, PreOrderButton, AuctionPanel, AddToCart };

/** Warms the item (a failed or unknown id is shown by the page, not thrown). */
export const loader: RouteModule['loader'] = async ({ queryClient, search }) => {
  const id = typeof search.id === 'string' ? search.id : undefined;
  if (isItemId(id)) await queryClient.prefetchQuery(itemDetailQueries.detail(id));
};

/** Spec §2 itemDetails (public, `?id=`): media, price, buy (the wallet is chosen when paying in crypto), add to cart, favourite, details. */
export default function Screen() {
  const { id } = useSearch({ from: '/itemDetails' });
  return <ItemDetailPage id={id} mode="public" slots={slots} />;
}
