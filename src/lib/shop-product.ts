import { queryOptions } from '@tanstack/react-query';
import type { ShopProduct } from '@schemas/shop';
import { api } from './api';

/**
 * A physical good's spec options (SIZE, COLOR…) and stock: Add to cart's choice on the item page (orders) and
 * a single-item checkout's when it lacks one (checkout). One query for both features, so the checkout opened
 * from the item page reads nothing again.
 */
export const shopProductQuery = (id: string) =>
  queryOptions({
    queryKey: ['shop-product', id] as const,
    queryFn: ({ signal }) => api.get<ShopProduct>('/api/shop/products/detail', { id }, { signal }),
    staleTime: 60_000,
  });
