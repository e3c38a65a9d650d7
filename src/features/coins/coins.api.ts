import type {
  CoinBalanceList,
  CoinHistoryPage,
  CoinLiability,
  CoinOperation,
  LoyaltyCoin,
} from '@schemas/coins';
import type { CampaignList } from '@schemas/campaigns';
import { api } from '@/lib/api';
import type { CoinPayment, CoinTenderQuote } from '@machines/coin-tender.types';

type Opts = { signal?: AbortSignal };
type Fields = Record<string, string>;

/** The loyalty coin calls (server/routes/coins.ts, and the coin tender of server/routes/payments.ts). */
export const coinsApi = {
  /** listMyCoinBalances: the caller's coins per merchant. */
  balances: (o: Opts = {}) => api.get<CoinBalanceList>('/api/coins/mine', {}, o),
  /** listCoinHistory: the caller's rows at the merchant `mcId`, newest first. */
  history: (mcId: string, cursor: string | undefined, o: Opts = {}) =>
    api.get<CoinHistoryPage>('/api/coins/history', { mcId, cursor, limit: '20' }, o),
  /** getLoyaltyCoin: the coin of the merchant `mcId`. */
  coin: (mcId: string, o: Opts = {}) => api.get<LoyaltyCoin>('/api/coins', { mcId }, o),
  /** saveLoyaltyCoin: the caller's merchant's coin (flat fields, campaign rules bracketed). */
  save: (fields: Fields) => api.post<LoyaltyCoin>('/api/coins', fields),
  /** coinLiabilityReport: 404 `no_coin` before the merchant has defined its coin. */
  liability: (o: Opts = {}) => api.get<CoinLiability>('/api/coins/liability', {}, o),
  exportLiability: () => api.download('/api/coins/liability/export'),
  adjust: (fields: { memberId: string; delta: string; reason: string; key: string }) =>
    api.post<CoinOperation>('/api/coins/adjust', fields),
  /** listCampaigns mine=true: the merchant's event pages, for the per-campaign earn rules. */
  campaigns: (o: Opts = {}) => api.get<CampaignList>('/api/campaigns', { mine: 'true' }, o),
  /** getCoinTender: what the buyer can pay of the order with the merchant's coin. */
  quote: (orderId: string, o: Opts = {}) =>
    api.get<CoinTenderQuote>('/api/payments/coins/quote', { orderId }, o),
  /** payWithCoins: once per requestKey (a retry with the same key answers the first result). */
  pay: (orderId: string, coins: string, requestKey: string) =>
    api.post<CoinPayment>('/api/payments/coins', { orderId, coins, requestKey }),
};
