import { useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { catalogQueries } from '@/features/catalog/catalog.queries';
import { isCategory } from '@/features/catalog/categories';
import { CategoryPage } from '@/features/catalog/CategoryPage';
import { withSort } from '@/features/catalog/ProductListPage';

/** Warms the category's first page; an unknown category needs no call. */
export const loader: RouteModule['loader'] = async ({ queryClient, search }) => {
  if (isCategory(search.category))
    await queryClient.prefetchInfiniteQuery(
      catalogQueries.products(withSort({ category: search.category }, search)),
    );
};

export default function Screen() {
  const { category } = useSearch({ from: '/categorySingle' });
  return <CategoryPage category={category} />;
}
