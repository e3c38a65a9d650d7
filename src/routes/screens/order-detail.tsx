import { Container } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { OrderDetailPage } from '@/features/orders/OrderDetailPage';
import { orderQueries } from '@/features/orders/orders.queries';
import { NotFound } from '@/features/shell/NotFound';

/** Warms the order (a refusal is shown by the page, not thrown). */
export const loader: RouteModule['loader'] = ({ queryClient, search }) =>
  typeof search.id === 'string' && search.id
    ? queryClient.prefetchQuery(orderQueries.detail(search.id))
    : Promise.resolve();

/** Spec §2 orderDetail (login required, `?id=`): one order, its timeline and the actions it allows. */
export default function Screen() {
  const { id } = useSearch({ from: '/orderDetail' });
  if (!id) return <NotFound />;
  return (
    <Container size="lg" w="100%">
      <OrderDetailPage key={id} id={id} />
    </Container>
  );
}
