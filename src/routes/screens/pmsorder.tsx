import { Container } from '@mantine/core';
import { PmsOrderPage } from '@/features/orders/PmsOrderPage';
import { NotFound } from '@/features/shell/NotFound';
import { features } from '@/lib/flags';

/** Spec §2 pmsorder (login required): the e-shop cart, shown while `showPms` (VITE_FLAG_SHOW_PMS) is on. */
export default function Screen() {
  if (!features.showPms) return <NotFound />;
  return (
    <Container size="md" w="100%">
      <PmsOrderPage />
    </Container>
  );
}
