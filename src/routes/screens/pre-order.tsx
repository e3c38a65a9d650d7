import { Container } from '@mantine/core';
import { PreOrdersPage } from '@/features/orders/PreOrdersPage';

/** Spec §2 preOrder (login required): the member's pre-orders, as buyer and as seller. */
export default function Screen() {
  return (
    <Container size="md" w="100%">
      <PreOrdersPage />
    </Container>
  );
}
