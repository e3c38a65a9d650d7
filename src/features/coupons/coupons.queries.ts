import { queryOptions } from '@tanstack/react-query';
import type { CouponViewState } from '@schemas/coupons';
import { couponsApi } from './coupons.api';

/** Query factories of the e-coupons: all → mine(state) / batches(merchant) / merchant's own batches. */
export const couponQueries = {
  all: () => ['coupons'] as const,
  mine: (state?: CouponViewState) =>
    queryOptions({
      queryKey: [...couponQueries.all(), 'mine', state ?? 'ALL'] as const,
      queryFn: ({ signal }) => couponsApi.mine(state, { signal }),
    }),
  batches: (merchant?: string) =>
    queryOptions({
      queryKey: [...couponQueries.all(), 'batches', merchant ?? ''] as const,
      queryFn: ({ signal }) => couponsApi.batches(merchant, { signal }),
    }),
  merchantBatches: () =>
    queryOptions({
      queryKey: [...couponQueries.all(), 'merchant'] as const,
      queryFn: ({ signal }) => couponsApi.merchantBatches({ signal }),
    }),
};
