import { Code } from '@schemas/codes';
import type { MintStatus } from '@schemas/item-token';
import type {
  Balance,
  Blockchain,
  ExchangeRate,
  PlayerDetail,
  Transfer,
  WalletType,
  WalletUrl,
  Withdrawal,
} from '@schemas/wallets';
import type { FiatIncome } from '@schemas/fulfilment';
import { NATIVE_COIN } from '@schemas/wallets';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';

type Opts = { signal?: AbortSignal };
export type Paged<T> = { items: T[]; nextCursor: string | null };

/** A zero balance: spec §8 reads a 404 or 1007 balance answer as zero. */
export const zeroBalance = (blockchain: Blockchain): Balance => ({
  blockchain,
  currency: NATIVE_COIN[blockchain],
  fixed: '0',
  auction: '0',
  total: '0',
});

/** The wallet calls of spec §7, typed by server/schemas/wallets.ts (the server builds them). */
export const walletApi = {
  /** getConnectWalletUrl: the step page to open for connect or change. */
  connectUrl: (
    q: { blockchain: Blockchain; walletType: WalletType; op: 'connect' | 'change' },
    o: Opts = {},
  ) => api.get<WalletUrl>('/api/wallet/connect-url', q, o),
  /** getUnbindWalletUrl (spec §7: 401 tolerated). */
  unbindUrl: (q: { blockchain: Blockchain; walletType: WalletType }, o: Opts = {}) =>
    api.get<WalletUrl>('/api/wallet/unbind-url', q, { ...o, tolerate401: true }),
  /** playerDetailByMemberId (spec §4: a 401 here does not bounce to login). */
  player: (o: Opts = {}) => api.get<PlayerDetail>('/api/players/detail', {}, { ...o, tolerate401: true }),
  /** playerUpdate: the picker's currency. */
  updatePlayer: (fields: { currency: string }) => api.post<PlayerDetail>('/api/players/update', fields),
  /** getBalance; 404 and 1007 mean zero (spec §8); a 401 is tolerated (spec §4). */
  async balance(blockchain: Blockchain, o: Opts = {}): Promise<Balance> {
    try {
      return await api.get<Balance>('/api/wallet/balance', { blockchain }, { ...o, tolerate401: true });
    } catch (err) {
      if (err instanceof ApiError && (err.code === Code.NOT_FOUND || err.code === Code.PAYMENT_NOT_OPEN))
        return zeroBalance(blockchain);
      throw err;
    }
  },
  /** getExchangeRates: HKD for one unit of each symbol. */
  rates: (o: Opts = {}) => api.get<ExchangeRate[]>('/api/wallet/rates', {}, o),
  /** requestWithdraw: the step page to open (4410 below the minimum). */
  requestWithdraw: (blockchain: Blockchain, o: Opts = {}) =>
    api.post<WalletUrl>('/api/wallet/withdraw', { blockchain }, o),
  /** checkWithdraw: 200 with the paid withdrawal, else a refusal (4411 label_withdrawal_fail). */
  checkWithdraw: (q: { ref: string; blockchain: Blockchain }, o: Opts = {}) =>
    api.get<Withdrawal>('/api/wallet/withdraw/check', q, o),
  withdrawals: (cursor: string | undefined, o: Opts = {}) =>
    api.get<Paged<Withdrawal>>('/api/wallet/withdrawals', { cursor }, o),
  transfers: (cursor: string | undefined, o: Opts = {}) =>
    api.get<Paged<Transfer>>('/api/transfers', { cursor }, o),
  mintStatus: (id: string, o: Opts = {}) => api.get<MintStatus>('/api/products/mint-status', { id }, o),
  retryMint: (id: string, o: Opts = {}) => api.post<MintStatus>('/api/products/mint/retry', { id }, o),
  /** getFiatIncome: the member's card income in HKD cents (balance and newest entries). */
  fiatIncome: (o: Opts = {}) => api.get<FiatIncome>('/api/income/fiat', {}, o),
};
