import { useNavigate, useSearch } from '@tanstack/react-router';
import { CATEGORIES } from '@schemas/collections';
import type { RouteModule } from '../route-module';
import { CollectionCard } from '@/features/catalog/CollectionCard';
import { CollectionsPage, type CategoryTab } from '@/features/collections/CollectionsPage';
import { collectionQueries } from '@/features/collections/collections.queries';

const tabOf = (raw: unknown): CategoryTab =>
  (CATEGORIES as readonly unknown[]).includes(raw) ? (raw as CategoryTab) : 'all';

/** Warms the first page of the chosen category (`?category=`, all when absent). */
export const loader: RouteModule['loader'] = ({ queryClient, search }) => {
  const tab = tabOf(search.category);
  return queryClient.prefetchInfiniteQuery(collectionQueries.list(tab === 'all' ? {} : { category: tab }));
};

export default function CollectionsScreen() {
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  return (
    <CollectionsPage
      category={tabOf(search.category)}
      onCategoryChange={(c) =>
        void navigate({
          to: '/collections',
          search: c === 'all' ? {} : { category: c },
          replace: true,
        })
      }
      renderCard={(c) => <CollectionCard key={c.id} collection={c} />}
    />
  );
}
