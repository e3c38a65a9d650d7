import { Container } from '@mantine/core';
import { PmsOrderPage } from '@/features/orders/PmsOrderPage';
import { NotFound } from '@/features/shell/NotFound';
import { features } from '@/lib/flags';
import { lazyNamed } from '@/components/lazy-named';

// The cart's tickets are drawn by the tickets feature, loaded with its texts when the cart holds any.
const CartTicketLines = lazyNamed(() => import('@/features/tickets/CartTicketLines'), 'CartTicketLines', [
  'tickets',
]);

/** Spec §2 pmsorder (login required): the e-shop cart, shown while `showPms` (VITE_FLAG_SHOW_PMS) is on. */
export default function Screen() {
  if (!features.showPms) return <NotFound />;
  return (
    <Container size="md" w="100%">
      <PmsOrderPage TicketLines={CartTicketLines} />
    </Container>
  );
}
