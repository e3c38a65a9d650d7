import { queryOptions } from '@tanstack/react-query';
import type { Blockchain } from '@schemas/wallets';
import { session } from '@/lib/session';
import { checkoutApi } from './checkout.api';
import { queryRoots } from '@/lib/query-keys';

/**
 * Checkout reads (DESIGN §3.3), keyed under the member so logout drops them: the order being paid, its
 * payment methods, the address book, pickup points, delivery types and the cart.
 */
export const checkoutQueries = {
  all: () => [...queryRoots.members(), 'checkout', session.memberId() ?? ''] as const,
  order: (orderId: string) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'order', orderId] as const,
      queryFn: ({ signal }) => checkoutApi.getOrder(orderId, { signal }),
      staleTime: 0,
    }),
  addresses: () =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'addresses'] as const,
      queryFn: ({ signal }) => checkoutApi.addresses({ signal }),
      staleTime: 60_000,
    }),
  coupons: () =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'coupons'] as const,
      queryFn: ({ signal }) => checkoutApi.availableCoupons({ signal }),
      staleTime: 0,
    }),
  cart: () =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'cart'] as const,
      queryFn: ({ signal }) => checkoutApi.cart({ signal }),
      staleTime: 0,
    }),
  /** The marketplace wallet's coins on a chain, read from the chain each time it is shown. */
  walletCoins: (blockchain: Blockchain) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'wallet-coins', blockchain] as const,
      queryFn: ({ signal }) => checkoutApi.walletCoins(blockchain, { signal }),
      staleTime: 0,
    }),
  pickupPoints: (type: 'BRH' | 'BOX') =>
    queryOptions({
      queryKey: ['checkout', 'pickup-points', type] as const,
      queryFn: ({ signal }) => checkoutApi.pickupPoints(type, { signal }),
      staleTime: 10 * 60_000,
    }),
  deliveryTypes: () =>
    queryOptions({
      queryKey: ['checkout', 'delivery-types'] as const,
      queryFn: ({ signal }) => checkoutApi.deliveryTypes({ signal }),
      staleTime: 10 * 60_000,
    }),
};
