import { Container } from '@mantine/core';
import { OrdersPage } from '@/features/orders/OrdersPage';

/** Spec §2 myOrders (login required): the member's bought orders, by status, paged. */
export default function Screen() {
  return (
    <Container size="md" w="100%">
      <OrdersPage boughtOnly />
    </Container>
  );
}
