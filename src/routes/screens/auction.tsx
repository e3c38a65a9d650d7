import type { RouteModule } from '../route-module';
import { auctionQueries } from '@/features/auctions/auctions.queries';
import { AuctionsPage } from '@/features/auctions/AuctionsPage';

/** Warms the running auctions. */
export const loader: RouteModule['loader'] = ({ queryClient }) =>
  queryClient.prefetchQuery(auctionQueries.list());

/** Spec §2 auction: the live auctions; bidding happens on each item's page. */
export default function Screen() {
  return <AuctionsPage />;
}
