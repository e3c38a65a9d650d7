/**
 * The first level of the query keys of the features whose data other features change. Each feature builds its
 * own keys under its root (`memberQueries.all()` and so on); a feature that changes another's data (a new
 * item refreshes the catalogue, a payment the orders, a wallet's binding the member) invalidates the root
 * from here, since features do not import each other (eslint `local/boundaries`).
 */
export const queryRoots = {
  members: () => ['members'] as const,
  /** The logged-in member's detail (memberQueries.me), which forms prefill from. */
  memberDetail: () => ['members', 'me'] as const,
  catalog: () => ['catalog'] as const,
  orders: () => ['orders'] as const,
  /** The member's cart (orderQueries.cart): goods and the tickets feature's TICKET lines answer it whole. */
  cart: () => ['orders', 'cart'] as const,
};
