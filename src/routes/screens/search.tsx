import { useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { catalogQueries } from '@/features/catalog/catalog.queries';
import { SearchResultsPage } from '@/features/catalog/SearchResultsPage';

const keywordOf = (search: Record<string, unknown>) =>
  typeof search.keyword === 'string' ? search.keyword.trim() : '';

/** Warms the results when there is a keyword; an empty one shows the prompt without a call. */
export const loader: RouteModule['loader'] = async ({ queryClient, search }) => {
  const keyword = keywordOf(search);
  if (keyword) await queryClient.prefetchQuery(catalogQueries.search(keyword));
};

export default function SearchScreen() {
  const search = useSearch({ from: '/search' });
  return <SearchResultsPage keyword={keywordOf(search)} />;
}
