import { Container } from '@mantine/core';
import { OrdersPage } from '@/features/orders/OrdersPage';

/** Spec §2 orders (login required): bought and sold orders, by status, paged. */
export default function Screen() {
  return (
    <Container size="md" w="100%">
      <OrdersPage />
    </Container>
  );
}
