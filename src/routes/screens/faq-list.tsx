import { useSearch } from '@tanstack/react-router';
import { contentQueries } from '@/features/content/content.queries';
import { FaqList } from '@/features/content/FaqList';
import { currentLocale } from '@/features/content/use-locale';
import type { RouteModule } from '../route-module';

type Search = { category?: string };

export const loader: RouteModule['loader'] = ({ queryClient, search }) =>
  queryClient.prefetchQuery(contentQueries.faqList(currentLocale(), (search as Search).category));

export default function Screen() {
  const { category } = useSearch({ from: '/faqList' });
  return <FaqList category={category} />;
}
