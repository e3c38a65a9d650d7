import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { OrderPage } from '@schemas/orders';
import { api } from '@/lib/api';
import { guestLinesMoved } from './guest-cart';
import { getCart, getOrder, getOrderEvents, listPreOrders, supportFindOrders } from './orders.api';
import { queryRoots } from '@/lib/query-keys';

export const PAGE_SIZE = 20;
export type OrderRole = 'buyer' | 'seller';
export type OrderFilters = { role: OrderRole; status: string };
type Page = v.InferOutput<typeof OrderPage>;

/**
 * Order reads (DESIGN §3.3), keyed all → list(filters) / detail(id) / events(id): a write invalidates
 * `all()` so lists, the detail and its timeline agree after every action.
 */
export const orderQueries = {
  all: queryRoots.orders,
  /** listOrders: bought or sold, one status or ALL, newest first, cursor-paged. */
  list: (filters: OrderFilters) =>
    infiniteQueryOptions({
      queryKey: [...orderQueries.all(), 'list', filters] as const,
      queryFn: ({ pageParam, signal }) =>
        api.get<Page>(
          '/api/orders',
          { role: filters.role, status: filters.status, cursor: pageParam, limit: PAGE_SIZE },
          { signal },
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: Page) => last.nextCursor ?? undefined,
    }),
  /** getOrder: every field the viewer may see, and the viewer's role (BUYER, SELLER or SUPPORT). */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getOrder(id, { signal }),
    }),
  /** getOrderEvents: the order's timeline, oldest first. */
  events: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'events', id] as const,
      queryFn: ({ signal }) => getOrderEvents(id, { signal }),
    }),
  /** supportFindOrders (SUPPORT tag): by order number, buyer e-mail or transaction hash. */
  support: (q: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'support', q] as const,
      queryFn: ({ signal }) => supportFindOrders(q, { signal }),
      enabled: q.trim().length > 0,
    }),
  /** listPreOrders for the buyer's or the seller's view. */
  preOrders: (role: OrderRole) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'pre-orders', role] as const,
      queryFn: ({ signal }) => listPreOrders(role, { signal }),
    }),
  /**
   * getCart: the e-shop cart of physical goods, read once the lines put in it before signing in have moved in
   * (the login starts that: guest-cart.ts), so the first read after a login shows them.
   */
  cart: () =>
    queryOptions({
      queryKey: queryRoots.cart(),
      queryFn: async ({ signal }) => {
        await guestLinesMoved();
        return getCart({ signal });
      },
    }),
};
