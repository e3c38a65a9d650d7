import type {
  CollectAnswer,
  CouponBatch,
  CouponQr,
  CouponViewState,
  MyCoupon,
  RedeemedCoupon,
} from '@schemas/coupons';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };
export type MerchantBatch = CouponBatch & { used: number; redeemed: number };
type Fields = Record<string, string | string[]>;

/** The e-coupon calls (server/routes/coupons.ts). */
export const couponsApi = {
  mine: (state: CouponViewState | undefined, o: Opts = {}) =>
    api.get<{ items: MyCoupon[] }>('/api/coupons/mine', state ? { state } : {}, o),
  batches: (merchant: string | undefined, o: Opts = {}) =>
    api.get<{ items: CouponBatch[] }>('/api/coupons/batches', merchant ? { merchant } : {}, o),
  merchantBatches: (o: Opts = {}) => api.get<{ items: MerchantBatch[] }>('/api/coupons/batches/mine', {}, o),
  collect: (batchId: string) => api.post<CollectAnswer>('/api/coupons/collect', { batchId }),
  qr: (couponId: string) => api.post<CouponQr>('/api/coupons/qr', { couponId }),
  redeem: (code: string, o: Opts = {}) => api.post<RedeemedCoupon>('/api/coupons/redeem', { code }, o),
  transfer: (fields: Fields) => api.post<MyCoupon>('/api/coupons/transfer', fields),
  issue: (fields: Fields) => api.post<CouponBatch>('/api/coupons/batches', fields),
};
