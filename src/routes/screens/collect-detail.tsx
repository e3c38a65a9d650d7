import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { ProductCard } from '@/features/catalog/ProductCard';
import { CollectionPage } from '@/features/collections/CollectionPage';
import { collectionQueries } from '@/features/collections/collections.queries';
import { NotFound } from '@/features/shell/NotFound';

/** Warms the collection's header; its items load with the page. */
export const loader: RouteModule['loader'] = ({ queryClient, search }) =>
  typeof search.id === 'string' && search.id
    ? queryClient.prefetchQuery(collectionQueries.detail(search.id))
    : Promise.resolve();

/** collectDetail (spec §2, `?id=`): one collection with its items; the owner may edit or delete it. */
export default function CollectDetailScreen() {
  const { id } = useSearch({ from: '/collectDetail' });
  const navigate = useNavigate();
  if (!id) return <NotFound />;
  return (
    <CollectionPage
      key={id}
      id={id}
      renderItem={(p) => <ProductCard key={p.id} product={p} />}
      onDeleted={() => void navigate({ to: '/mycollect', replace: true })}
    />
  );
}
