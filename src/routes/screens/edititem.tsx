import { useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { itemQueries } from '@/features/items/items.queries';
import { EditItemPage } from '@/features/items/item-pages';

/** Warms the item being edited; a failed load is shown by the page itself. */
export const loader: RouteModule['loader'] = async ({ queryClient, search }) => {
  const id = typeof search.id === 'string' ? search.id : '';
  if (id) await queryClient.prefetchQuery(itemQueries.detail(id));
};

/** Spec §2 edititem (?id=): the item form with what cannot change after creation read-only. */
export default function Screen() {
  const { id } = useSearch({ from: '/edititem' });
  return <EditItemPage id={id ?? ''} />;
}
