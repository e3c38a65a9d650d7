import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { useLoggedIn } from '@/lib/use-session';
import { guestLines, subscribeGuestCart } from './guest-cart';
import { orderQueries } from './orders.queries';

/** How many pieces the cart holds: the member's cart when signed in, else the visitor's lines. */
function useCartCount(): { loggedIn: boolean; count: number } {
  const loggedIn = useLoggedIn();
  const guest = useSyncExternalStore(subscribeGuestCart, guestLines);
  const cart = useQuery({ ...orderQueries.cart(), enabled: loggedIn });
  const lines = loggedIn ? (cart.data?.lines ?? []) : guest;
  return { loggedIn, count: lines.reduce((n, l) => n + l.quantity, 0) };
}

/**
 * The header's cart: a link to `#/pmsorder` with how many pieces are in it. A visitor sees
 * it once something is in the cart: an empty cart is nothing to go to before signing in, and a phone's bar
 * keeps its room for the name of the marketplace.
 */
export function CartLink() {
  const { t } = useLingui();
  const { loggedIn, count } = useCartCount();
  if (!loggedIn && count === 0) return null;
  const label = count === 0 ? t`Cart: empty` : t`Cart: ${plural(count, { one: '# item', other: '# items' })}`;
  return (
    <Indicator label={count} size={16} disabled={count === 0} offset={4} inline>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={label}
        title={label}
        renderRoot={(p) => <Link to="/pmsorder" {...p} />}
      >
        <IconShoppingCart size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
