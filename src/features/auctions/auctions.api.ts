import type { Auction, AuctionList, BidList, BidPlaced, StartAuctionForm } from '@schemas/auctions';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };

/** The auction calls (server/routes/auctions.ts). */
export const auctionsApi = {
  list: (o: Opts = {}) => api.get<AuctionList>('/api/auctions', {}, o),
  ofItem: (itemId: string, o: Opts = {}) => api.get<Auction | null>('/api/auctions/of-item', { itemId }, o),
  bids: (auctionId: string, o: Opts = {}) => api.get<BidList>('/api/auctions/bids', { auctionId }, o),
  bid: (auctionId: string, amount: string, o: Opts = {}) =>
    api.post<BidPlaced>('/api/auctions/bid', { auctionId, amount }, o),
  cancel: (auctionId: string, o: Opts = {}) => api.post<Auction>('/api/auctions/cancel', { auctionId }, o),
  start: (
    form: Pick<StartAuctionForm, 'itemId' | 'minIncrement'> &
      Record<'durationSeconds' | 'extendSeconds', string>,
  ) => api.post<Auction>('/api/auctions/start', form),
};
