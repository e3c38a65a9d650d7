import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { session } from '@/lib/session';
import { guestLines, subscribeGuestCart } from './guest-cart';
import { orderQueries } from './orders.queries';

const subscribeSession = (l: () => void) => {
  const off = session.subscribe(l);
  return () => void off();
};

/** How many pieces the cart holds: the member's cart when signed in, else the visitor's lines. */
function useCartCount(): number {
  const loggedIn = useSyncExternalStore(subscribeSession, session.isLoggedIn);
  const guest = useSyncExternalStore(subscribeGuestCart, guestLines);
  const cart = useQuery({ ...orderQueries.cart(), enabled: loggedIn });
  const lines = loggedIn ? (cart.data?.lines ?? []) : guest;
  return lines.reduce((n, l) => n + l.quantity, 0);
}

/** The header's cart (issue 31 item 2): a link to `#/pmsorder` with how many pieces are in it. */
export function CartLink() {
  const { t } = useLingui();
  const count = useCartCount();
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
