import { useSearch } from '@tanstack/react-router';
import { contentQueries } from '@/features/content/content.queries';
import { FaqSearch } from '@/features/content/FaqSearch';
import { currentLocale } from '@/features/content/use-locale';
import type { RouteModule } from '../route-module';

type Search = { keyword?: string };

export const loader: RouteModule['loader'] = async ({ queryClient, search }) => {
  const keyword = (search as Search).keyword?.trim();
  if (keyword) await queryClient.prefetchQuery(contentQueries.faqSearch(currentLocale(), keyword));
};

export default function Screen() {
  const { keyword } = useSearch({ from: '/faqSearch' });
  return <FaqSearch keyword={keyword} />;
}
